import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/SiteUi.module.css';
import sections from './HomeSections.module.css';
import classes from './NewsletterSection.module.css';

/** The newsletter (spec section 1): the form comes from the app (a Mantine island). */
export function NewsletterSection({ form }: { form?: ReactNode }) {
  const { t } = useTranslation('publicSite');
  return (
    <section className={sections.section} aria-labelledby="home-newsletter">
      <div className={`${ui.container} ${classes.newsletter}`}>
        <div>
          <h2 id="home-newsletter" className={sections.heading}>
            {t('siteNewsletter.title')}
          </h2>
          <p className={sections.lead}>{t('siteNewsletter.intro')}</p>
        </div>
        <div className={classes.newsletterForm}>{form}</div>
      </div>
    </section>
  );
}
