/** How the router arrived at a location (React Router's NavigationType). */
export type ArrivedBy = 'POP' | 'PUSH' | 'REPLACE';

export interface Arrival {
  by: ArrivedBy;
  /** The path is the one before: only the query changed (a filter, a page, an open detail). */
  samePage: boolean;
  /** Where this history entry was left, if it was read before in this tab. */
  saved: number | undefined;
}

/**
 * Where the window goes after a navigation (decision 056): another page opens at its top;
 * Back and Forward return to where the entry was left; the same page with another query stays
 * where the reader is. `null`: leave the scroll alone.
 */
export function scrollAfter({ by, samePage, saved }: Arrival): number | null {
  if (by === 'POP') return saved ?? null;
  return samePage ? null : 0;
}
