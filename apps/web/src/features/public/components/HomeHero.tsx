import { HEADLINE_PAY_PER_HOUR } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/SiteUi.module.css';
import classes from './HomeHero.module.css';

const HIGHLIGHTS = ['pay', 'flexibleHours', 'workFromHome'] as const;

/** The banner text (the page's h1), the pitch in short, and the account form beside it. */
export function HomeHero({ account }: { account?: ReactNode }) {
  const { t } = useTranslation('publicSite');
  const pay = HEADLINE_PAY_PER_HOUR;
  return (
    <section className={classes.hero} aria-labelledby="home-banner">
      <div className={`${ui.container} ${classes.heroGrid}`}>
        <div className={classes.heroText}>
          <h1 id="home-banner" className={classes.banner}>
            {t('home.banner', { pay })}
          </h1>
          <p className={classes.intro}>{t('home.intro')}</p>
          <ul className={classes.highlights}>
            {HIGHLIGHTS.map((item) => (
              <li key={item}>{t(`home.pitch.${item}`, { pay })}</li>
            ))}
          </ul>
        </div>
        {account && <div className={classes.account}>{account}</div>}
      </div>
    </section>
  );
}
