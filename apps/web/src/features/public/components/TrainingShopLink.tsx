import { useTranslation } from 'react-i18next';
import ui from '../../../components/SiteUi.module.css';
import { useSiteConfig } from '../../site/public';
import classes from './TrainingShopLink.module.css';

/**
 * The side link to the external training-course shop (spec section 1): a tab on the right
 * edge of wide screens, a box at the end of the page on phones. Shown once the address is
 * known.
 */
export function TrainingShopLink() {
  const { t } = useTranslation('publicSite');
  const { data: config } = useSiteConfig();
  const href = config?.links.trainingCourseShop;
  if (!href) return null;
  return (
    <aside className={classes.sideLink} aria-label={t('siteHome.trainingShop.label')}>
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes.sideLinkAnchor}>
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
          <path
            d="M2 4l7-3 7 3-7 3zM4.5 6v4.5c1.4 1 2.9 1.5 4.5 1.5s3.1-.5 4.5-1.5V6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span>{t('siteHome.trainingShop.link')}</span>
        <span className={ui.visuallyHidden}> {t('nav.newWindow')}</span>
      </a>
    </aside>
  );
}
