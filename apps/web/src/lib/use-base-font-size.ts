import { useEffect } from 'react';
import { baseFontSize } from './font-size';

/**
 * Keeps the root font size in step with the window width. global.css sets the same sizes
 * with a media query for the first paint; this inline value follows resizes exactly.
 */
export function useBaseFontSize(): void {
  useEffect(() => {
    const apply = () => {
      document.documentElement.style.fontSize = `${baseFontSize(window.innerWidth)}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
