import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppealsQueue } from './AppealsQueue';
import { PolicyForm } from './PolicyForm';
import { StaffAccess, useStaffMay } from '../../common/components/StaffAccess';

/**
 * /ops/leave (viewLeave): the appeals waiting on OPERATIONS, decided with a reason
 * (manageLeave), and the cancellation policy's numbers.
 */
export function LeavePage() {
  const { t } = useTranslation('console');
  const may = useStaffMay();
  const mayManage = may('manageLeave');
  return (
    <Stack gap="xl">
      <title>{t('leave.pageTitle')}</title>
      <Title order={1}>{t('leave.title')}</Title>
      <StaffAccess
        screen="leave"
        deniedTitle={t('leave.noAccessTitle')}
        denied={t('leave.noAccess')}
      >
        <Text size="sm">{t('leave.intro')}</Text>
        <AppealsQueue mayManage={mayManage} />
        <PolicyForm mayManage={mayManage} />
      </StaffAccess>
    </Stack>
  );
}
