import { Alert, Stack, Text, Title } from '@mantine/core';
import { mayTake } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useStaffMe } from '../../shell/api/get-staff-me';
import { AppealsQueue } from './AppealsQueue';
import { PolicyForm } from './PolicyForm';

/**
 * /ops/leave (viewLeave): the appeals waiting on OPERATIONS, decided with a reason
 * (manageLeave), and the cancellation policy's numbers.
 */
export function LeavePage() {
  const { t } = useTranslation('console');
  const { data: member } = useStaffMe();
  const mayManage = mayTake(member, 'manageLeave');
  return (
    <Stack gap="xl">
      <title>{t('leave.pageTitle')}</title>
      <Title order={1}>{t('leave.title')}</Title>
      {mayTake(member, 'viewLeave') ? (
        <>
          <Text size="sm">{t('leave.intro')}</Text>
          <AppealsQueue mayManage={mayManage} />
          <PolicyForm mayManage={mayManage} />
        </>
      ) : (
        <Alert color="yellow" title={t('leave.noAccessTitle')} role="alert">
          {t('leave.noAccess')}
        </Alert>
      )}
    </Stack>
  );
}
