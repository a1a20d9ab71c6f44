import { Paper, Stack, Text, Title } from '@mantine/core';
import {
  mayTake,
  STAGE,
  staffStatusLabel,
  type ApplicantContracts,
  type ApplicantSummary,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { useApplicantContracts } from '../api/contracts';
import { useStaffMe } from '../../shell/api/get-staff-me';
import { BackgroundCheckPanel } from './BackgroundCheckPanel';
import { ContractOfferForm } from './ContractOfferForm';
import { ContractVersions } from './ContractVersions';
import { HoldPanel } from './HoldPanel';
import { LoadFailed } from '../../../../components/LoadFailed';

/**
 * Step 5 on the applicant's page (decision 038), for members who may manage contracts and
 * applicants at the contract stage: the versions, the offer, the background check, holds.
 */
export function ApplicantContract({ applicant }: { applicant: ApplicantSummary }) {
  const { data: member } = useStaffMe();
  const shown = mayTake(member, 'manageContracts') && applicant.stage === STAGE.CONTRACT;
  const panel = useApplicantContracts(applicant.userId, shown);
  if (!shown) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contract-heading">
      <PanelBody
        name={applicant.name || applicant.email}
        query={panel}
        retry={() => void panel.refetch()}
      />
    </Paper>
  );
}

function PanelBody({
  name,
  query,
  retry,
}: {
  name: string;
  query: ReturnType<typeof useApplicantContracts>;
  retry: () => void;
}) {
  const { t } = useTranslation('contract');
  const heading = (
    <Title order={2} size="h3" id="contract-heading" mb="sm">
      {t('staff.title')}
    </Title>
  );
  if (query.isPending)
    return (
      <>
        {heading}
        <LoadingIndicator label={t('staff.loading')} />
      </>
    );
  if (query.isError)
    return (
      <>
        {heading}
        <LoadFailed
          error={query.error}
          title={t('staff.loadFailed')}
          retryLabel={t('staff.retry')}
          onRetry={retry}
        />
      </>
    );
  return (
    <>
      {heading}
      <ContractPanel panel={query.data} name={name} />
    </>
  );
}

function ContractPanel({ panel, name }: { panel: ApplicantContracts; name: string }) {
  const { t } = useTranslation('contract');
  return (
    <Stack gap="lg">
      <Text size="sm">
        {t('staff.stepNote', { status: staffStatusLabel(panel.stage, panel.status) })}
      </Text>
      <ContractVersions panel={panel} />
      <ContractOfferForm panel={panel} />
      <BackgroundCheckPanel panel={panel} name={name} />
      <HoldPanel panel={panel} />
    </Stack>
  );
}
