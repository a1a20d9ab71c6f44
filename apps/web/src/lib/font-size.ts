import { BASE_FONT_NARROW_PX, BASE_FONT_WIDE_PX, WIDE_WINDOW_PX } from '@portal/contracts';

/** Root font size in px: 100 for windows wider than 1440 px, else 80 (spec section 2). */
export function baseFontSize(windowWidth: number): number {
  return windowWidth > WIDE_WINDOW_PX ? BASE_FONT_WIDE_PX : BASE_FONT_NARROW_PX;
}

/**
 * Mantine multiplies every rem by this scale. With it, 1rem of Mantine's 16 px design equals
 * 16 px at the 80 px root (phones, laptops) and grows by 25% on wide screens, as the
 * original's 100 px base did. See theme.ts.
 */
export const MANTINE_SCALE = 16 / BASE_FONT_NARROW_PX;
