import { FUNNEL_STEPS, HEADLINE_PAY_PER_HOUR } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withCarriedParams } from '../../lib/carried-params';
import ui from '../../components/SiteUi.module.css';
import { useSiteConfig } from '../site/public';
import { Faq } from './components/Faq';
import { PublicPage } from './components/PublicPage';
import classes from './components/PublicPage.module.css';

const REQUIREMENTS = ['english', 'education', 'computer', 'place', 'id'] as const;
const QUESTIONS = [
  'experience',
  'class',
  'when',
  'cancel',
  'howLong',
  'equipment',
  'paid',
  'second',
] as const;

/** /learn, "Learn More": the steps with their durations, pay, requirements and questions. */
export function LearnPage() {
  const { t } = useTranslation('publicSite');
  const { search } = useLocation();
  const { data: config } = useSiteConfig();
  const pay = HEADLINE_PAY_PER_HOUR;
  const video = config?.links.howToPassVideo;
  return (
    <PublicPage
      title={t('siteLearn.pageTitle')}
      heading={t('siteLearn.title')}
      lead={t('siteLearn.lead')}
    >
      <h2>{t('siteLearn.steps.title')}</h2>
      <ol className={classes.steps}>
        {FUNNEL_STEPS.map(({ id }) => (
          <li key={id}>
            <h3>{t(`funnel.steps.${id}`)}</h3>
            <span className={classes.duration}>{t(`siteLearn.steps.${id}.duration`)}</span>
            <p>{t(`siteLearn.steps.${id}.body`)}</p>
          </li>
        ))}
      </ol>
      <p>{t('siteLearn.steps.after')}</p>
      {/* Its place is kept while the address loads (a link without href until then). */}
      {(!config || video) && (
        <p>
          <a href={video || undefined} target="_blank" rel="noopener noreferrer">
            {t('siteLearn.steps.video')}
            <span className={ui.visuallyHidden}> {t('nav.newWindow')}</span>
          </a>
        </p>
      )}

      <h2>{t('siteLearn.pay.title')}</h2>
      <p>{t('siteLearn.pay.body', { pay })}</p>

      <h2>{t('siteLearn.requirements.title')}</h2>
      <ul>
        {REQUIREMENTS.map((item) => (
          <li key={item}>{t(`siteLearn.requirements.${item}`)}</li>
        ))}
      </ul>

      <h2>{t('siteLearn.faq.title')}</h2>
      <Faq
        items={QUESTIONS.map((item) => ({
          question: t(`siteLearn.faq.${item}.q`),
          answer: t(`siteLearn.faq.${item}.a`),
        }))}
      />

      <div className={classes.cta}>
        <p>{t('siteLearn.cta.text', { pay })}</p>
        <Link to={withCarriedParams('/home?type=register', search)} className={ui.button}>
          {t('siteLearn.cta.signUp')}
        </Link>
      </div>
    </PublicPage>
  );
}
