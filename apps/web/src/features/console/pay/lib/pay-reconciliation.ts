import { payMonthOf, type PayReconciliation } from '@portal/contracts';

/**
 * Whether a month's payslips may be released at `now`: only once its Beijing month has ended
 * (decision 052; the server refuses earlier with BIZ_PAY_MONTH_NOT_ENDED).
 */
export function monthEnded(monthStart: number, now: number): boolean {
  return now >= payMonthOf(monthStart).end;
}

/** The money rows of the reconciliation, in the order they add up. */
export const RECONCILIATION_ROWS = [
  'classesPaid',
  'ownLines',
  'carriedIn',
  'releasedTotal',
  'correctedLater',
  'correctionsWaiting',
] as const satisfies readonly (keyof PayReconciliation)[];
export type ReconciliationRow = (typeof RECONCILIATION_ROWS)[number];

/** A count of classes with the first few of their ids, and how many more there are. */
export interface ClassIdsShown {
  ids: number[];
  more: number;
}

/**
 * The first `max` class ids of a list (the answer carries at most 100, the export every one),
 * and how many of `count` are left unnamed.
 */
export function firstClassIds(
  list: { count: number; classIds: readonly number[] },
  max = 10,
): ClassIdsShown {
  const ids = list.classIds.slice(0, Math.max(0, max));
  return { ids, more: Math.max(0, list.count - ids.length) };
}
