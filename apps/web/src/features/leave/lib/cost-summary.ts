import type { CancellationResult, ClassCostView, RecordResultView } from '@portal/contracts';

/** What the teacher loses in money: the fines and the pay of the classes not taught. */
export function moneyLostCents(totals: { fineCents: number; payLostCents: number }): number {
  return totals.fineCents + totals.payLostCents;
}

/** A line of a cancellation's summary: a count, or an amount of money (cents). */
export interface SummaryFact {
  key:
    | 'picked'
    | 'refused'
    | 'toGiveBack'
    | 'givenBack'
    | 'payLost'
    | 'fines'
    | 'moneyLost'
    | 'carrotsLost'
    | 'creditsUsed'
    | 'toStandby'
    | 'toStudentSide';
  value: number;
  money?: true;
}

/**
 * The summary lines of one answer (a preview or what was written). A leave is all or nothing:
 * a refused one gives nothing back, so it says how many classes were picked and refused, and
 * never a count of classes given back or money lost beside "nothing is given back".
 */
export function costSummary(
  result: Pick<CancellationResult, 'ok' | 'preview' | 'classes' | 'totals'>,
): { refused: boolean; facts: SummaryFact[] } {
  if (!result.ok)
    return {
      refused: true,
      facts: [
        { key: 'picked', value: result.classes.length },
        { key: 'refused', value: refusedClasses(result).length },
      ],
    };
  const { totals } = result;
  return {
    refused: false,
    facts: [
      { key: result.preview ? 'toGiveBack' : 'givenBack', value: totals.classes },
      { key: 'payLost', value: totals.payLostCents, money: true },
      { key: 'fines', value: totals.fineCents, money: true },
      { key: 'moneyLost', value: moneyLostCents(totals), money: true },
      { key: 'carrotsLost', value: totals.carrotsLost },
      { key: 'creditsUsed', value: totals.creditsUsed },
      { key: 'toStandby', value: totals.handedToStandby },
      { key: 'toStudentSide', value: totals.studentSideTold },
    ],
  };
}

/**
 * The classes a confirmation would give back: all of them when the leave may go, else the
 * classes picked (a refused leave gives none; its button is disabled and names the pick).
 */
export function classesToConfirm(result: Pick<CancellationResult, 'ok' | 'classes' | 'totals'>) {
  return result.ok ? result.totals.classes : result.classes.length;
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

/** A line of a record's result: money (cents) or a count. */
export interface RecordFact {
  key:
    | 'moneyLost'
    | 'fines'
    | 'fineGivenBack'
    | 'payLost'
    | 'carrotsLost'
    | 'counted'
    | 'creditsGivenBack';
  value: number;
  money?: true;
}

/**
 * What a record costs now, line by line, from its result (decision 059): once its costs were
 * given back (an appeal accepted, a free pass) the fines read 0 and what came back is its own
 * line, never the costs as written.
 */
export function recordFacts(result: RecordResultView): RecordFact[] {
  return [
    { key: 'moneyLost', value: result.moneyLostCents, money: true },
    { key: 'fines', value: result.fineCents, money: true },
    ...(result.costsStand
      ? []
      : [{ key: 'fineGivenBack', value: result.fineGivenBackCents, money: true } as const]),
    { key: 'payLost', value: result.payLostCents, money: true },
    { key: 'carrotsLost', value: result.carrotsLost },
    { key: 'counted', value: result.counted },
    ...(result.creditsGivenBack > 0
      ? [{ key: 'creditsGivenBack', value: result.creditsGivenBack } as const]
      : []),
  ];
}
