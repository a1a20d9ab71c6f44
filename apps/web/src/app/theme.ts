import {
  Alert,
  Badge,
  Button,
  createTheme,
  SegmentedControl,
  TableScrollContainer,
  type CSSVariablesResolver,
} from '@mantine/core';
import { MANTINE_SCALE } from '../lib/font-size';
import fits from './text-fits.module.css';

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
  components: {
    // A field's message is announced when it appears (after a submit or a server answer),
    // besides being the input's description (aria-describedby).
    InputError: { defaultProps: { role: 'alert' } },
    // Text is never cut short: a long label takes a second line (text-fits.module.css).
    Button: Button.extend({
      classNames: { root: fits.buttonRoot, inner: fits.buttonInner, label: fits.buttonLabel },
    }),
    // A table wider than its column scrolls in its own box, which a keyboard must reach
    // (axe's scrollable-region-focusable).
    TableScrollContainer: TableScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
    SegmentedControl: SegmentedControl.extend({
      classNames: {
        root: fits.segmentedRoot,
        control: fits.segmentedControl,
        label: fits.segmentedLabel,
      },
    }),
    // An alert's title on its light ground: dark text (orange and yellow miss 4.5:1 there).
    Alert: Alert.extend({
      vars: (_theme, props) =>
        (props.variant ?? 'light') === 'light'
          ? { root: { '--alert-color': 'var(--mantine-color-dark-7)' } }
          : { root: {} },
    }),
    Badge: Badge.extend({
      classNames: { root: fits.badgeRoot, label: fits.badgeLabel },
      // The light variant's mid-tone text misses 4.5:1 on its pale ground for green, orange
      // and red: dark text there (the words say the status; the tone repeats it).
      vars: (_theme, props) =>
        props.variant === 'light'
          ? { root: { '--badge-color': 'var(--mantine-color-dark-7)' } }
          : { root: {} },
    }),
  },
});

/**
 * Darker secondary and error texts than Mantine's defaults (gray 6 and red 6 reach about
 * 3.3:1 on white): field descriptions and error messages must read at 4.5:1 (WCAG AA).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
  },
  dark: {},
});
