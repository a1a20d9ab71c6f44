import { useTranslation } from 'react-i18next';
import ui from '../../../components/SiteUi.module.css';
import classes from './HomeSections.module.css';
import { TestimonialCarousel } from './TestimonialCarousel';

export function TestimonialsSection() {
  const { t } = useTranslation('publicSite');
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="home-stories">
      <div className={ui.container}>
        <h2 id="home-stories" className={classes.heading}>
          {t('siteHome.testimonials.title')}
        </h2>
        <p className={classes.lead}>{t('siteHome.testimonials.intro')}</p>
        <TestimonialCarousel />
      </div>
    </section>
  );
}
