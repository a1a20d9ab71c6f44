import { useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarousel } from '../hooks/use-carousel';
import classes from './CarouselFrame.module.css';

interface CarouselFrameProps {
  /** Names the carousel (its region) and its pause/play button. */
  label: string;
  slides: readonly ReactNode[];
  /** A pause from outside, e.g. while a dialog opened from a slide is up. */
  held?: boolean;
  className?: string;
}

/**
 * The carousel of spec section 2 (auto-play every 10 s, dots, no arrows), in the WAI-ARIA
 * carousel pattern: a pause/play button first, the slides (hidden ones inert), then the dots.
 * It holds still while the pointer is on it or the keyboard focus is in it.
 */
export function CarouselFrame({ label, slides, held = false, className }: CarouselFrameProps) {
  const { t } = useTranslation('publicSite');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const carousel = useCarousel(slides.length, { held: held || hovered || focused });
  const { index, count, playing } = carousel;

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus only: a click on a dot is not a reason to stop for good.
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={`${classes.carousel} ${className ?? ''}`}
      aria-roledescription={t('siteCarousel.roleDescription')}
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={classes.viewport}>
        <div
          className={classes.track}
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {slides.map((slide, slideIndex) => (
            <div
              // Slides are a fixed list: their position is their identity.
              key={slideIndex}
              className={classes.slide}
              role="group"
              aria-roledescription={t('siteCarousel.slide')}
              aria-label={t('siteCarousel.slideLabel', { n: slideIndex + 1, count })}
              aria-hidden={slideIndex !== index}
              inert={slideIndex !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={classes.controls}>
          <button
            type="button"
            className={classes.playButton}
            onClick={carousel.togglePlaying}
            aria-label={t(playing ? 'siteCarousel.pause' : 'siteCarousel.play', { name: label })}
          >
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
              {playing ? <path d="M3 2h3v10H3zM8 2h3v10H8z" /> : <path d="M3 1.5v11l9-5.5z" />}
            </svg>
            <span aria-hidden="true">
              {t(playing ? 'siteCarousel.pauseShort' : 'siteCarousel.playShort')}
            </span>
          </button>
          <div
            className={classes.dots}
            role="group"
            aria-label={t('siteCarousel.dots', { name: label })}
          >
            {slides.map((_, dot) => (
              <button
                key={dot}
                type="button"
                className={classes.dot}
                aria-label={t('siteCarousel.goTo', { n: dot + 1, count })}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => carousel.goTo(dot)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
