import { Paper, Stack, Title } from '@mantine/core';
import { STAGE, type ApplicantSummary, type DocumentType } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { useApplicantDocuments } from '../api/applicant-documents';
import { DocumentReviewCard } from './DocumentReviewCard';
import { LoadFailed } from '../../../../components/LoadFailed';

/**
 * The applicant's step-4 documents for those who review them (decision 038): each with its
 * status, a preview, a download, and Pass or Send back while it waits. Shown at the contract
 * stage, or elsewhere once the applicant has sent any. The previews are closed until asked
 * for, and one at a time: opening one closes the other (issue 36).
 */
export function ApplicantDocuments({ applicant }: { applicant: ApplicantSummary }) {
  const { t } = useTranslation('documents');
  const documents = useApplicantDocuments(applicant.userId, true);
  const [previewed, setPreviewed] = useState<DocumentType | null>(null);
  const atContract = applicant.stage === STAGE.CONTRACT;
  const sentAny = documents.data?.documents.some((doc) => doc.status !== 'UN_SUBMIT') ?? false;
  if (!atContract && !sentAny) return null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="documents-heading">
      <Title order={2} size="h3" id="documents-heading" mb="sm">
        {t('documentReview.title')}
      </Title>
      {documents.isPending && <LoadingIndicator label={t('common.loading')} />}
      {documents.isError && (
        <LoadFailed
          error={documents.error}
          title={t('documentReview.loadFailed')}
          retryLabel={t('documentReview.retry')}
          onRetry={() => void documents.refetch()}
        />
      )}
      {documents.data && (
        <Stack gap="md">
          {documents.data.documents.map((document) => (
            <DocumentReviewCard
              key={document.useType}
              userId={applicant.userId}
              document={document}
              previewOpen={previewed === document.useType}
              onTogglePreview={() =>
                setPreviewed(previewed === document.useType ? null : document.useType)
              }
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
