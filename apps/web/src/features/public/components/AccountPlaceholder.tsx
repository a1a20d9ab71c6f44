import { useTranslation } from 'react-i18next';
import ui from '../../../components/SiteUi.module.css';
import classes from './AccountPlaceholder.module.css';

/**
 * The account form's place while its chunk loads: a card of the form's size, so nothing on
 * the page moves when the form arrives.
 */
export function AccountPlaceholder() {
  const { t } = useTranslation('publicSite');
  return (
    <div className={classes.card} role="status">
      <span className={ui.spinner} aria-hidden="true" />
      <span className={ui.visuallyHidden}>{t('common.loading')}</span>
    </div>
  );
}
