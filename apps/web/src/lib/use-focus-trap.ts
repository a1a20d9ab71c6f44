import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], audio[controls], [tabindex]:not([tabindex="-1"])';

/** Marks the two guards of a trap (they are not targets themselves). */
export const FOCUS_GUARD_ATTRIBUTE = 'data-focus-guard';

/** The elements Tab can reach inside `container`, in order, guards left out. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !element.hasAttribute(FOCUS_GUARD_ATTRIBUTE) &&
      !element.closest('[inert]') &&
      element.getClientRects().length > 0,
  );
}

/**
 * What the guards at both ends of a trapped container do when Tab reaches them: send the focus
 * round to the other end. Guards (rather than catching the Tab key) let the focus visit
 * controls inside elements, such as a video's own buttons.
 */
export function focusEdge(container: HTMLElement | null, edge: 'first' | 'last'): void {
  if (!container) return;
  const items = focusableIn(container);
  const target = edge === 'first' ? items[0] : items[items.length - 1];
  (target ?? container).focus();
}

/**
 * While mounted: focuses `initial` (or the container), and on unmount gives the focus back to
 * what had it before. The container's guards keep Tab inside (focusEdge).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  initial?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initial?.current ?? ref.current)?.focus();
    return () => before?.focus();
  }, [ref, initial]);
}
