import { Button, Container, Group, Text } from '@mantine/core';
import { mayOpen, OPS_MENU, OPS_ROUTES, type OpsMenuScreen } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { useStaffMe } from '../api/get-staff-me';
import { useStaffSignOut } from '../api/staff-sign-out';
import classes from './ConsoleLayout.module.css';

/** Each menu entry's label; which entries a member sees is the contracts' OPS_SCREEN_ACTIONS. */
const MENU_LABELS = {
  home: 'console.nav.home',
  applicants: 'applicants.nav',
  sessions: 'sessions.nav',
  teachers: 'console.nav.teachers',
  classes: 'classes.nav',
  scheduleSettings: 'schedule.nav',
  leave: 'leave.nav',
  pay: 'pay.nav',
  integrationKeys: 'keys.nav',
  banners: 'siteBanners.nav',
  twoFactor: 'console.nav.twoFactor',
  staff: 'console.nav.staff',
} as const satisfies Record<OpsMenuScreen, string>;

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
                    {OPS_MENU.filter((screen) => mayOpen(member, screen)).map((screen) => (
                      <li key={screen}>
                        <NavLink
                          to={OPS_ROUTES[screen]}
                          end={screen === 'home'}
                          className={classes.navLink}
                        >
                          {t(MENU_LABELS[screen])}
                        </NavLink>
                      </li>
                    ))}
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
