import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaffMe } from '../api/get-staff-me';
import { canManageStaff } from '../lib/console-access';
import { InviteStaffForm } from './InviteStaffForm';
import { StaffTable } from './StaffTable';

/** /ops/staff (ADMIN): the staff list with Disable/Enable, and invitations. */
export function StaffPage() {
  const { t } = useTranslation();
  const { data: member } = useStaffMe();
  const admin = canManageStaff(member);
  return (
    <Stack gap="lg">
      <title>{t('pageTitle.opsStaff')}</title>
      <Title order={1}>{t('console.staff.title')}</Title>
      {admin && member ? (
        <>
          <InviteStaffForm />
          <StaffTable selfId={member.id} />
        </>
      ) : (
        <Alert color="yellow" title={t('console.staff.noAccessTitle')} role="alert">
          {t('console.staff.noAccess')}
        </Alert>
      )}
    </Stack>
  );
}
