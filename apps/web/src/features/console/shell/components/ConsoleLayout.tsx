import { AppShell, Burger, Button, Container, Group, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { OPS_ROUTES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { useStaffMe } from '../api/get-staff-me';
import { useStaffSignOut } from '../api/staff-sign-out';
import classes from './ConsoleLayout.module.css';
import { ConsoleSidebar } from './ConsoleSidebar';

const SIDEBAR_ID = 'console-menu';

/**
 * The staff console's own shell (decision 063): a slim header (the brand, who is signed in,
 * sign-out), the menu in a sidebar by area once signed in, and the page. Below the `lg` width
 * (1200 px: phones and tablets) the sidebar hides behind a Menu button, leaving the tables
 * their width.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const { data: member } = useStaffMe();
  const signOut = useStaffSignOut();
  const navigate = useNavigate();
  const [opened, menu] = useDisclosure(false);
  const theme = useMantineTheme();
  // Folded away on a narrow screen, the menu is only moved off it: inert, its links leave the
  // tab order and the screen reader's page until the Menu button opens it.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`, true);

  const leave = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate(OPS_ROUTES.login, { replace: true }),
      onError: (error) => toast.error(error),
    });

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={member ? { width: 220, breakpoint: 'lg', collapsed: { mobile: !opened } } : undefined}
      padding={0}
      // No sliding: a resize (a phone turned, a test's viewport) would animate the main
      // column's offset and, for a moment, push the page wider than the screen.
      transitionDuration={0}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            {member && (
              <Burger
                hiddenFrom="lg"
                opened={opened}
                onClick={menu.toggle}
                size="sm"
                aria-label={opened ? t('console.nav.close') : t('console.nav.open')}
                aria-expanded={opened}
                aria-controls={SIDEBAR_ID}
              />
            )}
            <Link to={OPS_ROUTES.home} className={classes.brand}>
              {t('console.brand')}
            </Link>
          </Group>
          {member && (
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Text size="sm" visibleFrom="sm" className={classes.who}>
                {t('console.signedInAs', { name: member.name })}
              </Text>
              <Button size="xs" variant="default" onClick={leave} loading={signOut.isPending}>
                {t('console.signOut')}
              </Button>
            </Group>
          )}
        </Group>
      </AppShell.Header>
      {member && (
        <AppShell.Navbar
          id={SIDEBAR_ID}
          aria-label={t('console.nav.label')}
          p="sm"
          inert={!wide && !opened}
        >
          <ConsoleSidebar member={member} onNavigate={menu.close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main className={classes.main}>
        <Container size="lg" py="lg">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
