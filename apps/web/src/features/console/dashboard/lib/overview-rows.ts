import type { ConsoleOverview } from '@portal/contracts';

/** What the funnel chart draws: one segment per step that somebody reached. */
export interface FunnelSegment {
  step: ConsoleOverview['steps'][number]['step'];
  value: number;
}

/**
 * The chart's segments: the steps in order, each with how many reached it. A funnel cannot
 * draw a zero-width segment, so steps nobody reached are left to the table.
 */
export function funnelSegments(overview: ConsoleOverview): FunnelSegment[] {
  return overview.steps
    .filter((row) => row.reached > 0)
    .map((row) => ({ step: row.step, value: row.reached }));
}

/** Median days as shown: one decimal at most, "-" before anybody left the step. */
export function formatMedianDays(days: number | null): string | null {
  if (days === null) return null;
  return Number.isInteger(days) ? String(days) : days.toFixed(1);
}
