import { CAROUSEL_AUTOPLAY_MS } from '@portal/contracts';
import { useCallback, useEffect, useState } from 'react';
import { nextSlide } from '../lib/carousel';

export interface Carousel {
  index: number;
  count: number;
  /** Whether it turns by itself (the user's pause/play choice). */
  playing: boolean;
  goTo: (index: number) => void;
  togglePlaying: () => void;
}

interface CarouselOptions {
  intervalMs?: number;
  /**
   * A pause that is not the user's choice and ends by itself: the pointer or the keyboard
   * focus is on the carousel, or a dialog it opened is up.
   */
  held?: boolean;
}

const prefersLessMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A carousel's state (spec section 2: auto-play every 10 s, dots, no arrows). It waits a
 * full interval after every change, so a chosen slide stays up; it starts paused for users
 * who ask for less motion, and anyone can pause it (WCAG 2.2.2).
 */
export function useCarousel(count: number, options: CarouselOptions = {}): Carousel {
  const { intervalMs = CAROUSEL_AUTOPLAY_MS, held = false } = options;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersLessMotion());
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!playing || held || count < 2) return undefined;
    const timer = setTimeout(() => setIndex(nextSlide(current, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, held, count, current, intervalMs]);

  const goTo = useCallback((target: number) => setIndex(target), []);
  const togglePlaying = useCallback(() => setPlaying((was) => !was), []);
  return { index: current, count, playing, goTo, togglePlaying };
}
