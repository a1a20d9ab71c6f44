import {
  BEIJING_OFFSET_MS,
  contractPeriodOf,
  costFingerprint,
  DEFAULT_CANCELLATION_POLICY,
  passYearOf,
  type CancellationCost,
  type CancellationPolicy,
  type CancellationResult,
  type CourseType,
  type LeaveClass,
  type LeaveCounts,
  type StoredSlotStatus,
  type TimeRange,
} from '@portal/contracts';
import type { HeldClass } from './leave-classes.repository.js';
import type { LeaveRepositories } from './leave.repositories.js';

/** Everything a cost reads of a teacher besides the classes: one read, in or out of a unit. */
export interface LeaveState {
  policy: CancellationPolicy;
  payCents: number;
  period: TimeRange & { index: number };
  passYear: TimeRange & { index: number };
  counts: LeaveCounts;
}

/** A YYYY-MM-DD contract day at 00:00 in Beijing (the contract's dates are Beijing days). */
export function beijingDayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) - BEIJING_OFFSET_MS;
}

export async function policyOf(leave: Pick<LeaveRepositories, 'policy'>) {
  return (await leave.policy.policy()) ?? { ...DEFAULT_CANCELLATION_POLICY };
}

/**
 * The policy, the contract's pay and periods, and the counts at `now`. Periods count from the
 * latest signed contract's first day; a teacher without one (never in practice: activation
 * needs a signature) counts from activation.
 */
export async function leaveState(
  leave: LeaveRepositories,
  teacherId: number,
  now: number,
  teacher: { activatedAt: Date } | undefined,
): Promise<LeaveState> {
  const [policy, terms] = await Promise.all([policyOf(leave), leave.classes.terms(teacherId)]);
  const anchor = terms
    ? beijingDayStart(terms.effectiveOn)
    : (teacher?.activatedAt.getTime() ?? now);
  const period = contractPeriodOf(anchor, now, policy);
  const passYear = passYearOf(anchor, now);
  const [counted, credits, passesUsed] = await Promise.all([
    leave.records.counts(teacherId, period),
    leave.ledgers.credits(teacherId),
    leave.policy.passesUsed(teacherId, passYear),
  ]);
  return {
    policy,
    payCents: terms?.payPerClassCents ?? 0,
    period,
    passYear,
    counts: {
      ...counted,
      credits,
      freePassesLeft: Math.max(0, policy.freePassesPerYear - passesUsed),
    },
  };
}

/** A held row as the cost function reads it. */
export function leaveClassOf(row: HeldClass, payCents: number): LeaveClass {
  return {
    slotId: row.slot.id,
    startTime: row.slot.startsAt.getTime(),
    courseType: row.slot.courseType as CourseType,
    status: row.slot.status as StoredSlotStatus,
    payCents,
    peakCarrots: row.slot.peak ? row.slot.peakCarrots : 0,
    standbyHeld: row.standbyHeld,
  };
}

/** The answer of a leave: the cost, its fingerprint, and the record written (none in a preview). */
export function resultOf(cost: CancellationCost, leaveId: number | null): CancellationResult {
  return {
    preview: leaveId === null,
    leaveId,
    fingerprint: costFingerprint(cost),
    ok: cost.ok,
    classes: cost.classes,
    totals: cost.totals,
    before: cost.before,
    after: cost.after,
    allowance: cost.allowance,
    allowanceExceeded: cost.allowanceExceeded,
  };
}
