import { Center, Loader } from '@mantine/core';
import { OPS_ROUTES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useStaffMe } from '../api/get-staff-me';

/** The console's guard: GET /ops/auth/me, else the console's sign-in page. */
export function RequireStaff() {
  const { t } = useTranslation();
  const me = useStaffMe();
  if (me.isPending) {
    return (
      <Center mih={200} role="status">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (me.isError || !me.data) return <Navigate to={OPS_ROUTES.login} replace />;
  return <Outlet />;
}
