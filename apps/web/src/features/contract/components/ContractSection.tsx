import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import {
  CONTRACT,
  CONTRACT_LIFECYCLE,
  mayMove,
  STATUS,
  TEACHER_HOME_ROUTE,
  type ApplicantContract,
  type ApplicationStatus,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { formatDate } from '../../../lib/dates';
import { contractFileHref, useContract } from '../api/contract';
import classes from './Contract.module.css';
import { ContractTerms } from './ContractTerms';
import { SignContractForm } from './SignContractForm';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * Step 5 on /contract (decision 038): the offer to read and sign, then the signed copy with
 * the background check's news, the reason when it did not clear, or the way into the teacher
 * area. A hold shows only the status panel above.
 */
export function ContractSection({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('contract');
  const contract = useContract();
  const place = status.status;
  const shown: string[] = [
    STATUS.CONTRACT_INVITATION,
    STATUS.BACKGROUND_CHECK,
    STATUS.CONTRACT_FAIL,
    STATUS.Finish,
  ];
  if (!shown.includes(place)) return null;

  if (contract.isPending) return <LoadingIndicator label={t('applicant.loading')} />;
  if (contract.isError)
    return (
      <LoadFailed
        error={contract.error}
        title={t('applicant.loadFailed')}
        retryLabel={t('applicant.retry')}
        onRetry={() => void contract.refetch()}
      />
    );
  const current = contract.data;
  if (!current) return <Text>{t('applicant.preparing')}</Text>;

  if (place === STATUS.CONTRACT_INVITATION && mayMove(CONTRACT_LIFECYCLE, 'sign', current.status))
    return <OfferCard contract={current} />;
  return (
    <Stack gap="lg">
      {place === STATUS.Finish && (
        <Card id="finished-title" title={t('applicant.finished.heading')}>
          <Text>{t('applicant.finished.text')}</Text>
          <Button component={Link} to={TEACHER_HOME_ROUTE} w="fit-content">
            {t('applicant.finished.link')}
          </Button>
        </Card>
      )}
      {place === STATUS.CONTRACT_FAIL && (
        <Card id="failed-title" title={t('applicant.failed.heading')}>
          <Text>{t('applicant.failed.text')}</Text>
          {status.reason && (
            <Text className={classes.wrap}>
              {t('applicant.failed.reason', { reason: status.reason })}
            </Text>
          )}
        </Card>
      )}
      {place === STATUS.BACKGROUND_CHECK && (
        <Card id="check-title" title={t('applicant.check.heading')}>
          <Text>{t('applicant.check.next')}</Text>
        </Card>
      )}
      {current.status === CONTRACT.SIGNED && <SignedCard contract={current} />}
    </Stack>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The PDF as a download under its version's name (the server answers it as an attachment). */
function Download({ contract, label }: { contract: ApplicantContract; label: string }) {
  return (
    <Anchor
      href={contractFileHref(contract.contractId)}
      download={contract.fileName}
      className={classes.wrap}
    >
      {label}
    </Anchor>
  );
}

function OfferCard({ contract }: { contract: ApplicantContract }) {
  const { t } = useTranslation('contract');
  return (
    <Card id="offer-title" title={t('applicant.offer.heading')}>
      <Text size="sm" c="dimmed">
        {t('applicant.offer.version', {
          version: contract.version,
          date: formatDate(contract.offeredAt),
        })}
      </Text>
      <Text>{t('applicant.offer.intro')}</Text>
      <ContractTerms terms={contract.terms} />
      <Download contract={contract} label={t('applicant.offer.download')} />
      {contract.canSign ? (
        <SignContractForm contractId={contract.contractId} />
      ) : (
        <Alert color="yellow">{t('applicant.offer.notNow')}</Alert>
      )}
    </Card>
  );
}

function SignedCard({ contract }: { contract: ApplicantContract }) {
  const { t } = useTranslation('contract');
  return (
    <Card id="signed-title" title={t('applicant.signed.heading')}>
      {contract.signedAt !== null && (
        <Text className={classes.wrap}>
          {t('applicant.signed.signedOn', {
            version: contract.version,
            date: formatDate(contract.signedAt),
            name: contract.signedName ?? '',
          })}
        </Text>
      )}
      <ContractTerms terms={contract.terms} />
      <Download contract={contract} label={t('applicant.signed.download')} />
    </Card>
  );
}
