import {
  beijingDayStartOf,
  classBaseCents,
  contractInForceAt,
  contractNear,
  contractPeriodOf,
  costFingerprint,
  DEFAULT_CANCELLATION_POLICY,
  leavePeriodAt,
  leavePeriodNear,
  MINUTE_MS,
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
import type { SlotRow } from '../classes/class-slots.repository.js';
import type { SignedContract } from '../contract/signed-contracts.repository.js';
import type { HeldClass } from './leave-classes.repository.js';
import type { LeaveRepositories } from './leave.repositories.js';

/** A leave period: its range, its index in its contract and its key (null: no contract). */
export type PeriodOf = TimeRange & { index: number; key: string | null };

/** Everything a cost reads of a teacher besides the classes: one read, in or out of a unit. */
export interface LeaveState {
  policy: CancellationPolicy;
  /** The signed contracts: a class's pay and period are those of the one in force on its day. */
  contracts: SignedContract[];
  /** The period the teacher reads now (decision 052: the nearest contract's). */
  period: PeriodOf;
  passYear: TimeRange & { index: number };
  /** The counts of `period`. */
  counts: LeaveCounts;
}

export async function policyOf(leave: Pick<LeaveRepositories, 'policy'>) {
  return (await leave.policy.policy()) ?? { ...DEFAULT_CANCELLATION_POLICY };
}

/**
 * The period a class's start falls in (decision 052): the leave period of the contract in
 * force on its day; on a day no contract holds, a period of its own (`key` null).
 */
export function periodOfClass(state: Pick<LeaveState, 'contracts' | 'policy'>, start: number) {
  return leavePeriodAt(state.contracts, start, state.policy.periodMonths);
}

/**
 * The counted cancellations (classes) and no-shows (records) of one period: those whose class
 * starts in it, the contract in force on the class's day deciding the period (decision 052).
 * A renewal beginning later counts its own classes in its own periods.
 */
export async function countsIn(
  leave: Pick<LeaveRepositories, 'records'>,
  teacherId: number,
  state: Pick<LeaveState, 'contracts' | 'policy'>,
  period: PeriodOf,
): Promise<{ cancellations: number; noShows: number }> {
  const rows = await leave.records.countedClasses(teacherId, period);
  const mine = rows.filter(
    (row) => (periodOfClass(state, row.startsAt.getTime())?.key ?? null) === period.key,
  );
  return {
    cancellations: mine.filter((row) => row.kind === 'CANCELLATION' && row.counted).length,
    noShows: new Set(mine.filter((row) => row.kind === 'NO_SHOW').map((row) => row.leaveId)).size,
  };
}

/**
 * The policy, the contracts, the period the teacher reads now and its counts. A teacher
 * without any signed contract (never in practice: activation needs a signature) counts from
 * activation.
 */
export async function leaveState(
  leave: LeaveRepositories,
  teacherId: number,
  now: number,
  teacher: { activatedAt: Date } | undefined,
): Promise<LeaveState> {
  const [policy, contracts] = await Promise.all([policyOf(leave), leave.contracts.of(teacherId)]);
  const activated = teacher?.activatedAt.getTime() ?? now;
  const period: PeriodOf = leavePeriodNear(contracts, now, policy.periodMonths) ?? {
    ...contractPeriodOf(activated, now, policy),
    key: null,
  };
  const near = contractNear(contracts, now);
  const passYear = passYearOf(near ? beijingDayStartOf(near.effectiveOn) : activated, now);
  const [counted, credits, passesUsed] = await Promise.all([
    countsIn(leave, teacherId, { contracts, policy }, period),
    leave.ledgers.credits(teacherId),
    leave.policy.passesUsed(teacherId, passYear),
  ]);
  return {
    policy,
    contracts,
    period,
    passYear,
    counts: {
      ...counted,
      credits,
      freePassesLeft: Math.max(0, policy.freePassesPerYear - passesUsed),
    },
  };
}

/**
 * What teaching the class would pay (decision 052): the payslip's own line function, with the
 * contract in force on its day and the class's length, so the preview's "pay lost" is what
 * the payslip would have shown.
 */
export function classPayCents(state: Pick<LeaveState, 'contracts'>, slot: SlotRow): number {
  const contract = contractInForceAt(state.contracts, slot.startsAt.getTime());
  const minutes = (slot.teachingEndsAt.getTime() - slot.startsAt.getTime()) / MINUTE_MS;
  return classBaseCents({ minutes, contract });
}

/** A held row as the cost function reads it: its pay and its period by the contract rule. */
export function leaveClassOf(
  row: Pick<HeldClass, 'slot' | 'standbyHeld'>,
  state: Pick<LeaveState, 'contracts' | 'policy'>,
): LeaveClass {
  const start = row.slot.startsAt.getTime();
  return {
    slotId: row.slot.id,
    startTime: start,
    courseType: row.slot.courseType as CourseType,
    status: row.slot.status as StoredSlotStatus,
    payCents: classPayCents(state, row.slot),
    periodKey: periodOfClass(state, start)?.key ?? null,
    peakCarrots: row.slot.peak ? row.slot.peakCarrots : 0,
    standbyHeld: row.standbyHeld,
  };
}

/**
 * The counted cancellations of each other period the classes fall in (their own periods,
 * decision 052), for the cost function beside the current period's `before`.
 */
export async function otherPeriodCounts(
  leave: Pick<LeaveRepositories, 'records'>,
  teacherId: number,
  state: LeaveState,
  classes: readonly LeaveClass[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const cls of classes) {
    const period = periodOfClass(state, cls.startTime);
    if (!period || period.key === state.period.key || period.key in counts) continue;
    counts[period.key] = (await countsIn(leave, teacherId, state, period)).cancellations;
  }
  return counts;
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
