import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  DOCUMENT,
  DOCUMENT_LABELS,
  DOCUMENT_REASON_MAX,
  documentDecisionRequest,
  mayJudgeDocument,
  type DocumentDecision,
  type DocumentStatus,
  type StaffDocument,
} from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '../../../../components/StatusBadge';
import { formatDate } from '../../../../lib/dates';
import { documentFileUrl, useJudgeDocument } from '../api/applicant-documents';
import classes from '../../application/components/ApplicantPage.module.css';
import preview from './DocumentReviewCard.module.css';

const STATUS_COLORS: Record<DocumentStatus, BadgeTone> = {
  UN_SUBMIT: 'gray',
  SUBMITTED: 'blue',
  RESUBMIT: 'red',
  PASS: 'green',
};

/**
 * A document's file in place: a picture as an image, a PDF in a frame. Made only when staff
 * open it (issue 36): four frames open at once crowded the page, loaded four files and wrote
 * four readings into the audit trail.
 */
function Preview({
  id,
  src,
  contentType,
  label,
}: {
  id: string;
  src: string;
  contentType: string;
  label: string;
}) {
  if (contentType.startsWith('image/'))
    return <img id={id} src={src} alt={label} className={preview.picture} />;
  return <iframe id={id} src={src} title={label} className={preview.pdf} />;
}

/**
 * One document: status, dates, reason, a preview on demand (one at a time, the list's
 * choice), open and download, and the decision while it waits.
 */
export function DocumentReviewCard({
  userId,
  document,
  previewOpen,
  onTogglePreview,
}: {
  userId: number;
  document: StaffDocument;
  previewOpen: boolean;
  onTogglePreview: () => void;
}) {
  const { t } = useTranslation('documents');
  const titleId = useId();
  const previewId = useId();
  const judging = useJudgeDocument(userId);
  const [sendingBack, setSendingBack] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const label = DOCUMENT_LABELS[document.useType];
  const hasFile = document.fileName !== '';

  const decide = (decision: DocumentDecision) => {
    const body = { decision, ...(decision === DOCUMENT.RESUBMIT ? { reason } : {}) };
    const checked = documentDecisionRequest.safeParse(body);
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? null);
      return;
    }
    judging.mutate(
      { useType: document.useType, body },
      {
        onSuccess: () => {
          setSendingBack(false);
          setReason('');
        },
      },
    );
  };

  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {label}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              ({document.required ? t('documentReview.required') : t('documentReview.optional')})
            </Text>
          </Title>
          <StatusBadge tone={STATUS_COLORS[document.status]}>
            {t(`documentReview.status.${document.status}`)}
          </StatusBadge>
        </Group>
        {!hasFile && <Text size="sm">{t('documentReview.none')}</Text>}
        {document.submittedAt !== null && (
          <Text size="sm" className={classes.wrap}>
            {document.fileName} ·{' '}
            {t('documentReview.submittedOn', { date: formatDate(document.submittedAt) })}
          </Text>
        )}
        {document.reviewedAt !== null && document.reviewedBy && (
          <Text size="sm">
            {t('documentReview.reviewedBy', {
              date: formatDate(document.reviewedAt),
              name: document.reviewedBy,
            })}
          </Text>
        )}
        {document.reason && (
          <Text size="sm" className={classes.feedback}>
            {t('documentReview.reason')}: {document.reason}
          </Text>
        )}
        {hasFile && (
          <>
            <Group gap="md">
              <Button
                size="compact-sm"
                variant="light"
                onClick={onTogglePreview}
                aria-expanded={previewOpen}
                aria-controls={previewOpen ? previewId : undefined}
              >
                {t(previewOpen ? 'documentReview.hidePreview' : 'documentReview.showPreview')}
                <VisuallyHidden>{` ${label}`}</VisuallyHidden>
              </Button>
              <Anchor
                href={documentFileUrl(userId, document.useType)}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                {t('documentReview.open')}
                <VisuallyHidden>{` ${label} ${t('nav.newWindow')}`}</VisuallyHidden>
              </Anchor>
              <Anchor href={documentFileUrl(userId, document.useType, true)} size="sm" download>
                {t('documentReview.download')}
                <VisuallyHidden>{` ${label}`}</VisuallyHidden>
              </Anchor>
            </Group>
            {previewOpen && (
              <Preview
                id={previewId}
                src={documentFileUrl(userId, document.useType)}
                contentType={document.contentType}
                label={t('documentReview.preview', { label })}
              />
            )}
          </>
        )}
        {mayJudgeDocument(document.status) && (
          <Group gap="sm">
            <Button size="sm" onClick={() => decide(DOCUMENT.PASS)} loading={judging.isPending}>
              {t('documentReview.pass')}
              <VisuallyHidden>{` ${label}`}</VisuallyHidden>
            </Button>
            <Button size="sm" variant="default" color="red" onClick={() => setSendingBack(true)}>
              {t('documentReview.sendBack')}
              <VisuallyHidden>{` ${label}`}</VisuallyHidden>
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={sendingBack}
        onClose={() => setSendingBack(false)}
        title={t('documentReview.sendBackTitle', { label })}
        centered
        closeButtonProps={{ 'aria-label': t('documentReview.closeDialog') }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('documentReview.sendBackReason')}
            description={t('documentReview.sendBackHint')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            required
            autosize
            minRows={3}
            maxLength={DOCUMENT_REASON_MAX}
            error={reasonError}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setSendingBack(false)}>
              {t('documentReview.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => decide(DOCUMENT.RESUBMIT)}
              loading={judging.isPending}
            >
              {t('documentReview.sendBackConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
