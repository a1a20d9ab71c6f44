import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InviteStaffForm } from './InviteStaffForm';
import { StaffTable } from './StaffTable';
import { StaffAccess } from '../../common/components/StaffAccess';

/** /ops/staff (ADMIN): the staff list with Disable/Enable, and invitations. */
export function StaffPage() {
  const { t } = useTranslation('console');
  return (
    <Stack gap="lg">
      <title>{t('pageTitle.opsStaff')}</title>
      <Title order={1}>{t('console.staff.title')}</Title>
      <StaffAccess
        screen="staff"
        deniedTitle={t('console.staff.noAccessTitle')}
        denied={t('console.staff.noAccess')}
      >
        {(member) => (
          <>
            <InviteStaffForm />
            <StaffTable selfId={member.id} />
          </>
        )}
      </StaffAccess>
    </Stack>
  );
}
