import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withCarriedParams } from '../../lib/carried-params';
import ui from '../../components/SiteUi.module.css';
import { formatMoney } from '../../lib/money';
import { PublicPage } from './components/PublicPage';
import classes from './components/PublicPage.module.css';
import { REFERRAL_BASE_REWARD_CENTS, SHARE_POST_MAX, TASK_WINDOW_DAYS } from '@portal/contracts';

const STEPS = ['apply', 'share', 'friends', 'rewarded'] as const;

/**
 * /refcenter, "Passive Income" in the menu: the referral programme explained to visitors
 * (spec sections 2 and 9), with the sign-up call to action (keeping the link's parameters).
 */
export function RefCenterPage() {
  const { t } = useTranslation('publicSite');
  const { search } = useLocation();
  const days = TASK_WINDOW_DAYS;
  return (
    <PublicPage
      title={t('siteRefcenter.pageTitle')}
      heading={t('siteRefcenter.title')}
      lead={t('siteRefcenter.lead')}
    >
      <h2>{t('siteRefcenter.how.title')}</h2>
      <ol className={classes.steps}>
        {STEPS.map((step) => (
          <li key={step}>
            <h3>{t(`siteRefcenter.how.${step}.title`)}</h3>
            <p>{t(`siteRefcenter.how.${step}.body`)}</p>
          </li>
        ))}
      </ol>

      <h2>{t('siteRefcenter.rewards.title')}</h2>
      <ul className={classes.cards}>
        <li>
          <h3>{t('siteRefcenter.rewards.share.title')}</h3>
          <p>{t('siteRefcenter.rewards.share.body', { posts: SHARE_POST_MAX, days })}</p>
        </li>
        <li>
          <h3>{t('siteRefcenter.rewards.referral.title')}</h3>
          <p>
            {t('siteRefcenter.rewards.referral.body', {
              days,
              amount: formatMoney(REFERRAL_BASE_REWARD_CENTS),
            })}
          </p>
        </li>
      </ul>
      <p>{t('siteRefcenter.rewards.paid')}</p>

      <h2>{t('siteRefcenter.start.title')}</h2>
      <p>{t('siteRefcenter.start.body')}</p>
      <div className={classes.cta}>
        <p>{t('siteRefcenter.start.cta')}</p>
        <Link to={withCarriedParams('/home?type=register', search)} className={ui.button}>
          {t('siteRefcenter.start.signUp')}
        </Link>
        <Link to={withCarriedParams('/home?type=login', search)} className={ui.buttonDefault}>
          {t('siteRefcenter.start.signIn')}
        </Link>
      </div>
    </PublicPage>
  );
}
