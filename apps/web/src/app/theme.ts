import { createTheme } from '@mantine/core';
import { MANTINE_SCALE } from '../lib/font-size';

/**
 * The root font size follows spec section 2 (80 px, or 100 px above 1440 px wide); `scale`
 * keeps Mantine's rem-based sizes at their design values on the 80 px root (font-size.ts).
 * Shade 8 of blue keeps white button text above 4.5:1 contrast.
 */
export const theme = createTheme({
  scale: MANTINE_SCALE,
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Drawers, modals and toasts appear without animation for users who ask for less motion.
  respectReducedMotion: true,
});
