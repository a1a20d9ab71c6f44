import { Button, NavLink, Paper, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteAvailability } from '../../../lib/route-availability';
import { useSiteConfig } from '../../site/public';
import { sideMenuItems, type SideMenuItem } from '../lib/side-menu';
import { AccelerateModal } from './AccelerateModal';
import { ContactModal } from './ContactModal';
import classes from './FunnelShell.module.css';

/**
 * The funnel's side menu (spec section 2): pages that exist, the How To PASS video in a new
 * window, Contact Us and Accelerate in dialogs. Below the small breakpoint it folds away
 * behind a toggle.
 */
export function SideMenu({ stage }: { stage: string }) {
  const { t } = useTranslation('application');
  const { data: config } = useSiteConfig();
  const [open, { toggle }] = useDisclosure(false);
  const [dialog, setDialog] = useState<'contactUs' | 'accelerate' | null>(null);
  const listId = useId();
  const isBuilt = useRouteAvailability();
  const items = sideMenuItems(isBuilt, config);

  const entry = (item: SideMenuItem) => {
    const label = t(`application.menu.${item.id}`);
    if (item.kind === 'route') return <NavLink component={Link} to={item.to} label={label} />;
    if (item.kind === 'external') {
      return (
        <NavLink
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          label={
            <>
              {label}
              <VisuallyHidden> {t('nav.newWindow')}</VisuallyHidden>
            </>
          }
        />
      );
    }
    const id = item.id === 'contactUs' ? 'contactUs' : 'accelerate';
    return <NavLink component="button" type="button" label={label} onClick={() => setDialog(id)} />;
  };

  return (
    <Paper withBorder p="xs" component="nav" aria-label={t('application.menu.label')}>
      <Button
        hiddenFrom="sm"
        variant="subtle"
        fullWidth
        justify="space-between"
        rightSection={<span aria-hidden>{open ? '▴' : '▾'}</span>}
        onClick={toggle}
        aria-expanded={open}
        aria-controls={listId}
      >
        {t('application.menu.toggle')}
      </Button>
      <div id={listId} className={classes.menu} data-collapsed={open ? undefined : true}>
        <ul className={classes.menuList}>
          {items.map((item) => (
            <li key={item.id}>{entry(item)}</li>
          ))}
        </ul>
      </div>
      <ContactModal opened={dialog === 'contactUs'} onClose={() => setDialog(null)} />
      <AccelerateModal
        opened={dialog === 'accelerate'}
        onClose={() => setDialog(null)}
        stage={stage}
      />
    </Paper>
  );
}
