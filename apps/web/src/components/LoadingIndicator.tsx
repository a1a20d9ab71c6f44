import { Loader, type LoaderProps } from '@mantine/core';

interface LoadingIndicatorProps {
  /** What is loading, as a screen reader announces it ("Loading…"). */
  label: string;
  size?: LoaderProps['size'];
}

/**
 * A spinner with a name assistive technology reads. Mantine's Loader is a bare span, on which
 * an `aria-label` is not allowed (axe: aria-prohibited-attr) and is not read; as an
 * indeterminate progress bar (no value) the name belongs to it.
 */
export function LoadingIndicator({ label, size }: LoadingIndicatorProps) {
  return <Loader role="progressbar" aria-label={label} {...(size ? { size } : {})} />;
}
