import { useTranslation } from 'react-i18next';
import ui from '../../../components/SiteUi.module.css';
import classes from './HomeSections.module.css';

const PARTS = ['whoWeAre', 'whatWeBelieve', 'whatWeDo'] as const;

/** Who We Are / What We Believe / What We Do (spec section 1). */
export function AboutSection() {
  const { t } = useTranslation('publicSite');
  return (
    <section
      className={`${classes.section} ${classes.tinted}`}
      aria-label={t('siteHome.about.label')}
    >
      <div className={`${ui.container} ${classes.columns}`}>
        {PARTS.map((part) => (
          <article key={part} className={classes.column} aria-labelledby={`about-${part}`}>
            <h2 id={`about-${part}`} className={classes.subheading}>
              {t(`siteHome.about.${part}.title`)}
            </h2>
            <p>{t(`siteHome.about.${part}.body`)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
