import { Alert, Stack, Title } from '@mantine/core';
import { mayTake } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useStaffMe } from '../../shell/api/get-staff-me';
import { InviteStaffForm } from './InviteStaffForm';
import { StaffTable } from './StaffTable';

/** /ops/staff (ADMIN): the staff list with Disable/Enable, and invitations. */
export function StaffPage() {
  const { t } = useTranslation('console');
  const { data: member } = useStaffMe();
  const admin = mayTake(member, 'manageStaff');
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
