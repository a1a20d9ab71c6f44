import type { CancellationResult, ClassCostView } from '@portal/contracts';

/** What the teacher loses in money: the fines and the pay of the classes not taught. */
export function moneyLostCents(totals: { fineCents: number; payLostCents: number }): number {
  return totals.fineCents + totals.payLostCents;
}

/** The classes a preview refuses (a confirmation of it would fail): shown with their message. */
export function refusedClasses(result: Pick<CancellationResult, 'classes'>): ClassCostView[] {
  return result.classes.filter((c) => c.refusal !== null);
}

export type CountKey = 'cancellations' | 'noShows' | 'credits' | 'freePassesLeft';

export interface CountChange {
  key: CountKey;
  before: number;
  after: number;
}

/**
 * The counts the preview shows before and after: the period's cancellations always (they meet
 * the allowance), the others when this leave changes them.
 */
export function countChanges(result: Pick<CancellationResult, 'before' | 'after'>): CountChange[] {
  const keys: CountKey[] = ['cancellations', 'noShows', 'credits', 'freePassesLeft'];
  return keys
    .map((key) => ({ key, before: result.before[key], after: result.after[key] }))
    .filter((change) => change.key === 'cancellations' || change.before !== change.after);
}

/** The cancellations past the allowance after this leave (0 when within it). */
export function beyondAllowance(result: Pick<CancellationResult, 'after' | 'allowance'>): number {
  return Math.max(0, result.after.cancellations - result.allowance);
}
