import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutSection } from './components/AboutSection';
import { BannerCarousel } from './components/BannerCarousel';
import { HomeHero } from './components/HomeHero';
import { NewsletterSection } from './components/NewsletterSection';
import { PitchSection } from './components/PitchSection';
import { TestimonialsSection } from './components/TestimonialsSection';
import { TrainingShopLink } from './components/TrainingShopLink';
import { WhyUsSection } from './components/WhyUsSection';
import { useVisitEvent } from './hooks/use-visit-event';

interface HomePageProps {
  /** The sign-up, sign-in or reset form (or the signed-in panel), beside the banner text. */
  account?: ReactNode;
  /** The newsletter form. */
  newsletter?: ReactNode;
}

/**
 * /home, the landing page of spec sections 1 and 2. The app composes the forms in (features
 * do not import each other); everything else here is plain elements that paint before any
 * form library loads. The visit is recorded once on entry.
 */
export function HomePage({ account, newsletter }: HomePageProps) {
  const { t } = useTranslation('publicSite');
  useVisitEvent();
  return (
    <>
      <title>{t('pageTitle.home')}</title>
      <HomeHero account={account} />
      <BannerCarousel />
      <PitchSection />
      <AboutSection />
      <WhyUsSection />
      <TestimonialsSection />
      <NewsletterSection form={newsletter} />
      <TrainingShopLink />
    </>
  );
}
