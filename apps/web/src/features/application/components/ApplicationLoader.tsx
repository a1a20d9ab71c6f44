import { Center } from '@mantine/core';
import type { ApplicationStatus } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationStatus } from '../api/get-application-status';
import { FunnelShell } from './FunnelShell';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { LoadFailed } from '../../../components/LoadFailed';

/** Loads the applicant's status, then renders the funnel shell around `children(status)`. */
export function ApplicationLoader({
  children,
}: {
  children: (status: ApplicationStatus) => ReactNode;
}) {
  const { t } = useTranslation('application');
  const status = useApplicationStatus();
  if (status.isPending) {
    return (
      <Center mih={240} role="status">
        <LoadingIndicator label={t('common.loading')} />
      </Center>
    );
  }
  if (status.isError) {
    return (
      <Center mih={240} p="md">
        <LoadFailed
          error={status.error}
          title={t('application.loadFailed')}
          retryLabel={t('application.retry')}
          onRetry={() => void status.refetch()}
        />
      </Center>
    );
  }
  return <FunnelShell status={status.data}>{children(status.data)}</FunnelShell>;
}
