import { Center } from '@mantine/core';
import { OPS_ROUTES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { mustSetUpTwoFactor } from '../../staff/lib/two-factor';
import { useStaffMe } from '../api/get-staff-me';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';

/**
 * The console's guard: who am I (STAFF_AUTH_CALLS.me), else the console's sign-in page; a member whose role
 * needs a second factor goes to its set-up first (decision 029).
 */
export function RequireStaff() {
  const { t } = useTranslation('console');
  const me = useStaffMe();
  const { pathname } = useLocation();
  if (me.isPending) {
    return (
      <Center mih={200} role="status">
        <LoadingIndicator label={t('common.loading')} />
      </Center>
    );
  }
  if (me.isError || !me.data) return <Navigate to={OPS_ROUTES.login} replace />;
  // A role that must sign in with a second factor sets it up before anything else.
  if (mustSetUpTwoFactor(me.data) && pathname !== OPS_ROUTES.twoFactor)
    return <Navigate to={OPS_ROUTES.twoFactor} replace />;
  return <Outlet />;
}
