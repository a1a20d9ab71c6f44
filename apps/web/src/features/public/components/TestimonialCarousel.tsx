import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../site/public';
import { slidesOf } from '../lib/carousel';
import { TESTIMONIALS, TESTIMONIALS_PER_SLIDE, testimonialVideoUrl } from '../lib/testimonials';
import { CarouselFrame } from './CarouselFrame';
import classes from './TestimonialCarousel.module.css';

// The player is its own small chunk, fetched on the way to a play button.
const loadPlayer = () => import('./VideoModal');
const VideoModal = lazy(() => loadPlayer().then((m) => ({ default: m.VideoModal })));

/** Four tints for the cards, so neighbours differ. */
const TINTS = ['#d0ebff', '#ffe8cc', '#d3f9d8', '#e5dbff'];

/**
 * The teachers' videos (spec section 2): nine, in three slides of three. No video loads until
 * its play button opens the player; the carousel holds still while the player is up.
 */
export function TestimonialCarousel() {
  const { t } = useTranslation('publicSite');
  const { data: config } = useSiteConfig();
  const [playing, setPlaying] = useState<number | null>(null);
  const close = useCallback(() => setPlaying(null), []);

  const slides = slidesOf(TESTIMONIALS, TESTIMONIALS_PER_SLIDE).map((videos) => (
    <ul className={classes.cards}>
      {videos.map((n) => (
        <li key={n} className={classes.card} style={{ background: TINTS[n % TINTS.length] }}>
          <svg
            className={classes.art}
            width="160"
            height="90"
            viewBox="0 0 160 90"
            aria-hidden="true"
          >
            <circle cx="58" cy="40" r="16" fill="#fff" opacity="0.9" />
            <path d="M34 90c2-18 12-28 24-28s22 10 24 28z" fill="#fff" opacity="0.9" />
            <rect x="92" y="24" width="44" height="30" rx="4" fill="#fff" opacity="0.7" />
          </svg>
          <p className={classes.name}>{t('siteHome.testimonials.story', { n })}</p>
          <button
            type="button"
            className={classes.play}
            disabled={!config}
            onClick={() => setPlaying(n)}
            onPointerEnter={() => void loadPlayer()}
            onFocus={() => void loadPlayer()}
            aria-label={t('siteHome.testimonials.play', { n })}
          >
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
              <path d="M7 4.5v13l11-6.5z" fill="currentColor" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  ));

  return (
    <>
      <CarouselFrame
        label={t('siteHome.testimonials.label')}
        slides={slides}
        held={playing !== null}
      />
      {playing !== null && config && (
        <Suspense fallback={null}>
          <VideoModal
            title={t('siteHome.testimonials.story', { n: playing })}
            src={testimonialVideoUrl(config.videoBaseUrl, playing)}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
