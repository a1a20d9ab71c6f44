import { useMediaQuery } from '@mantine/hooks';

/** A phone's width (Mantine's `xs`): lists instead of tables, as the schedule's day-by-day list. */
export const PHONE_QUERY = '(max-width: 36em)';

/** True on a phone-sized screen, read at the first render (no table flashing before the cards). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}
