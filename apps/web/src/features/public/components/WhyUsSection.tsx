import { HEADLINE_PAY_PER_HOUR } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/SiteUi.module.css';
import classes from './HomeSections.module.css';

const REASONS = ['pay', 'manager', 'decisions', 'lessons'] as const;

/** Why Us (spec section 1): what the school promises its teachers. */
export function WhyUsSection() {
  const { t } = useTranslation('publicSite');
  return (
    <section className={classes.section} aria-labelledby="home-why-us">
      <div className={ui.container}>
        <h2 id="home-why-us" className={classes.heading}>
          {t('siteHome.whyUs.title')}
        </h2>
        <ol className={classes.reasons}>
          {REASONS.map((reason) => (
            <li key={reason} className={classes.reason}>
              <h3 className={classes.reasonTitle}>{t(`siteHome.whyUs.${reason}.title`)}</h3>
              <p>{t(`siteHome.whyUs.${reason}.body`, { pay: HEADLINE_PAY_PER_HOUR })}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
