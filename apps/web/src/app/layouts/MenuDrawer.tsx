import { Box, Drawer, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../mantine/MantineScope';
import type { MenuLink } from './menu';
import { SiteNav } from './SiteNav';

interface MenuDrawerProps {
  opened: boolean;
  links: readonly MenuLink[];
  onClose: () => void;
}

/** The phone menu: a labelled dialog with the top menu's links (a lazy chunk, with Mantine). */
export function MenuDrawer({ opened, links, onClose }: MenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <MantineScope>
      {/* Compound parts: the plain Drawer's header is a <header>, a second banner landmark. */}
      <Drawer.Root opened={opened} onClose={onClose} size="xs">
        <Drawer.Overlay />
        <Drawer.Content>
          <Box p="md">
            <Group justify="space-between" mb="sm">
              <Drawer.Title fw={700}>{t('nav.label')}</Drawer.Title>
              <Drawer.CloseButton aria-label={t('nav.closeMenu')} />
            </Group>
            <SiteNav links={links} vertical onNavigate={onClose} />
          </Box>
        </Drawer.Content>
      </Drawer.Root>
    </MantineScope>
  );
}
