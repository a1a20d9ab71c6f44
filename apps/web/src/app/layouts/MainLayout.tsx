import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import classes from './MainLayout.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The public shell: skip link, header with the top menu, the screen, footer. Plain elements
 * and CSS modules: the landing page paints before Mantine loads (bench/budget.json).
 */
export function MainLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
