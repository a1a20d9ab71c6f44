import { Button, Container, Group, Text } from '@mantine/core';
import { mayTake, OPS_ROUTES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { useStaffMe } from '../api/get-staff-me';
import { useStaffSignOut } from '../api/staff-sign-out';
import classes from './ConsoleLayout.module.css';

/** The staff console's own shell: a slim header (menu and sign-out once signed in), the page. */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const { data: member } = useStaffMe();
  const signOut = useStaffSignOut();
  const navigate = useNavigate();

  const leave = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate(OPS_ROUTES.login, { replace: true }),
      onError: (error) => toast.error(error),
    });

  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" gap="sm">
            <Link to={OPS_ROUTES.home} className={classes.brand}>
              {t('console.brand')}
            </Link>
            {member && (
              <Group gap="sm">
                <nav aria-label={t('console.nav.label')}>
                  <ul className={classes.nav}>
                    <li>
                      <NavLink to={OPS_ROUTES.home} end className={classes.navLink}>
                        {t('console.nav.home')}
                      </NavLink>
                    </li>
                    {mayTake(member, 'viewApplicants') && (
                      <li>
                        <NavLink to={OPS_ROUTES.applicants} className={classes.navLink}>
                          {t('applicants.nav')}
                        </NavLink>
                      </li>
                    )}
                    {mayTake(member, 'takeDemos') && (
                      <li>
                        <NavLink to={OPS_ROUTES.sessions} className={classes.navLink}>
                          {t('sessions.nav')}
                        </NavLink>
                      </li>
                    )}
                    {mayTake(member, 'viewTeachers') && (
                      <li>
                        <NavLink to={OPS_ROUTES.teachers} className={classes.navLink}>
                          {t('console.nav.teachers')}
                        </NavLink>
                      </li>
                    )}
                    {mayTake(member, 'viewClasses') && (
                      <li>
                        <NavLink to={OPS_ROUTES.classes} className={classes.navLink}>
                          {t('classes.nav')}
                        </NavLink>
                      </li>
                    )}
                    {mayTake(member, 'viewClasses') && (
                      <li>
                        <NavLink to={OPS_ROUTES.scheduleSettings} className={classes.navLink}>
                          {t('schedule.nav')}
                        </NavLink>
                      </li>
                    )}
                    {mayTake(member, 'viewLeave') && (
                      <li>
                        <NavLink to={OPS_ROUTES.leave} className={classes.navLink}>
                          {t('leave.nav')}
                        </NavLink>
                      </li>
                    )}
                    {mayTake(member, 'viewPay') && (
                      <li>
                        <NavLink to={OPS_ROUTES.pay} className={classes.navLink}>
                          {t('pay.nav')}
                        </NavLink>
                      </li>
                    )}
                    {mayTake(member, 'manageIntegrationKeys') && (
                      <li>
                        <NavLink to={OPS_ROUTES.integrationKeys} className={classes.navLink}>
                          {t('keys.nav')}
                        </NavLink>
                      </li>
                    )}
                    {mayTake(member, 'manageBanners') && (
                      <li>
                        <NavLink to={OPS_ROUTES.banners} className={classes.navLink}>
                          {t('siteBanners.nav')}
                        </NavLink>
                      </li>
                    )}
                    <li>
                      <NavLink to={OPS_ROUTES.twoFactor} className={classes.navLink}>
                        {t('console.nav.twoFactor')}
                      </NavLink>
                    </li>
                    {mayTake(member, 'manageStaff') && (
                      <li>
                        <NavLink to={OPS_ROUTES.staff} className={classes.navLink}>
                          {t('console.nav.staff')}
                        </NavLink>
                      </li>
                    )}
                  </ul>
                </nav>
                <Text size="sm" visibleFrom="sm">
                  {t('console.signedInAs', { name: member.name })}
                </Text>
                <Button size="xs" variant="default" onClick={leave} loading={signOut.isPending}>
                  {t('console.signOut')}
                </Button>
              </Group>
            )}
          </Group>
        </Container>
      </header>
      <main className={classes.main}>
        <Container size="lg" py="lg">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}
