import { PAY_RUN, type PayRunView } from '@portal/contracts';

/**
 * Where a month's generation stands, as the panel says it (issue 36). A run is RUNNING from
 * the moment FINANCE start it, but its number of teachers is known only once the job claims
 * it: until then it is starting, never "0 of 0". A run that ends with no teacher at all wrote
 * nothing because nobody had classes, fines or adjustments in the month.
 */
export type PayRunPhase = 'starting' | 'running' | 'done' | 'doneEmpty' | 'failed';

type RunProgress = Pick<PayRunView, 'status' | 'teachersTotal' | 'teachersDone'>;

export function payRunPhase(run: RunProgress): PayRunPhase {
  if (run.status === PAY_RUN.FAILED) return 'failed';
  if (run.status === PAY_RUN.DONE) return run.teachersTotal === 0 ? 'doneEmpty' : 'done';
  return run.teachersTotal === 0 ? 'starting' : 'running';
}

/** The progress bar's percent: whole once done, the share of teachers done while running. */
export function payRunPercent(run: RunProgress): number {
  const phase = payRunPhase(run);
  if (phase === 'done' || phase === 'doneEmpty') return 100;
  // Starting (or failed before counting): no teachers yet, nothing done.
  return run.teachersTotal > 0 ? Math.round((run.teachersDone / run.teachersTotal) * 100) : 0;
}
