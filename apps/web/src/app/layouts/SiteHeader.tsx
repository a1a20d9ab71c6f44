import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import ui from '../../components/SiteUi.module.css';
import { BrandMark } from '../../features/public/components/BrandMark';
import { useSiteConfig } from '../../features/site/api/get-site-config';
import { isBuilt } from '../route-registry';
import classes from './MainLayout.module.css';
import { visibleMenu, withCarriedParams } from './menu';
import { SessionActions } from './SessionActions';
import { SiteNav } from './SiteNav';

const loadDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MenuDrawer })));

/**
 * The top menu of spec section 2: the links in a bar on wide screens; on phones a button opens
 * them in a drawer (Mantine's, loaded on first use: the landing page's first load has none).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { data: config, isPending } = useSiteConfig();
  const [opened, setOpened] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const links = visibleMenu(isBuilt, config, search, isPending);

  const open = () => {
    setDrawerWanted(true);
    setOpened(true);
  };

  return (
    <header className={classes.header}>
      <div className={`${ui.container} ${classes.headerRow}`}>
        <Link
          to={withCarriedParams('/home', search)}
          className={classes.brand}
          aria-label={t('brand.homeLink')}
        >
          <BrandMark />
          {t('brand.name')}
        </Link>
        <div className={classes.wideOnly}>
          <SiteNav links={links} />
        </div>
        <div className={classes.headerEnd}>
          <SessionActions />
          {/* Hidden on a page with its own menu (body[data-own-menu], the teacher area). */}
          {links.length > 0 && (
            <button
              type="button"
              className={`${classes.menuButton} ${classes.narrowOnly}`}
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={opened}
              aria-haspopup="dialog"
              onClick={opened ? () => setOpened(false) : open}
              // The drawer's chunk starts on the way to a tap.
              onPointerEnter={() => void loadDrawer()}
              onFocus={() => void loadDrawer()}
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          )}
        </div>
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer opened={opened} links={links} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </header>
  );
}
