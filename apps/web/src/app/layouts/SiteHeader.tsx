import { Box, Burger, Container, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSiteConfig } from '../../features/site/api/get-site-config';
import { isBuilt } from '../route-registry';
import classes from './MainLayout.module.css';
import { visibleMenu, withCarriedParams } from './menu';
import { SessionActions } from './SessionActions';
import { SiteNav } from './SiteNav';

export function SiteHeader() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { data: config } = useSiteConfig();
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = visibleMenu(isBuilt, config, search);

  return (
    <header className={classes.header}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Link
            to={withCarriedParams('/home', search)}
            className={classes.brand}
            aria-label={t('brand.homeLink')}
          >
            {t('brand.name')}
          </Link>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="sm">
              <SiteNav links={links} />
            </Group>
            <SessionActions />
            {links.length > 0 && (
              <Burger
                hiddenFrom="sm"
                opened={opened}
                onClick={toggle}
                aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
                aria-expanded={opened}
              />
            )}
          </Group>
        </Group>
      </Container>
      {/* Compound parts: the plain Drawer's header is a <header>, a second banner landmark. */}
      <Drawer.Root opened={opened} onClose={close} size="xs">
        <Drawer.Overlay />
        <Drawer.Content>
          <Box p="md">
            <Group justify="space-between" mb="sm">
              <Drawer.Title fw={700}>{t('nav.label')}</Drawer.Title>
              <Drawer.CloseButton aria-label={t('nav.closeMenu')} />
            </Group>
            <SiteNav links={links} vertical onNavigate={close} />
          </Box>
        </Drawer.Content>
      </Drawer.Root>
    </header>
  );
}
