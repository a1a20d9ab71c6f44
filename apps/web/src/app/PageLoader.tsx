import { useTranslation } from 'react-i18next';
import ui from '../components/SiteUi.module.css';
import classes from './layouts/MainLayout.module.css';

/** Shown while a screen's chunk loads on first entry (plain: Mantine may not be there yet). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={classes.loader} role="status">
      <span className={ui.spinner} aria-hidden="true" />
      <span className={ui.visuallyHidden}>{t('common.loading')}</span>
    </div>
  );
}
