import { Alert, Button, Center } from '@mantine/core';
import type { ApplicationStatus } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { useApplicationStatus } from '../api/get-application-status';
import { FunnelShell } from './FunnelShell';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

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
        <Alert color="red" role="alert" title={t('application.loadFailed')}>
          {errorMessage(status.error)}
          <Button mt="sm" variant="default" size="xs" onClick={() => void status.refetch()}>
            {t('application.retry')}
          </Button>
        </Alert>
      </Center>
    );
  }
  return <FunnelShell status={status.data}>{children(status.data)}</FunnelShell>;
}
