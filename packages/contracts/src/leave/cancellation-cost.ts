/**
 * What a cancellation costs (decision 041): one pure function the server calls for the preview
 * the teacher reads before confirming, and again, in the confirming transaction, for the
 * records it writes, so the two can never differ. Deterministic: the clock is an input.
 */
import type { CourseType } from '../classes/class-types.js';
import type { StoredSlotStatus } from '../classes/slot-statuses.js';
import {
  heldTier,
  leaveRefusal,
  tierFineCents,
  type CancelActor,
  type CancellationPolicy,
  type CancellationReason,
  type CancellationType,
  type CancelTier,
  type LeaveRefusal,
} from './leave-policy.js';

/**
 * Where a given-back class goes: a standby teacher of its time takes it with its students;
 * otherwise the student side is told (a signed webhook) so the children are not left waiting.
 * An unbooked time has nobody to tell.
 */
export const HAND_OVER_TARGETS = ['STANDBY', 'STUDENT_SIDE', 'NONE'] as const;
export type HandOverTarget = (typeof HAND_OVER_TARGETS)[number];

/** One class the teacher picked, as the server reads it inside the transaction. */
export interface LeaveClass {
  slotId: number;
  startTime: number;
  courseType: CourseType;
  status: StoredSlotStatus;
  /**
   * What teaching it would pay the teacher, in cents: the payslip's own figure for it
   * (contracts' `classBaseCents`: the contract in force on its day, its length).
   */
  payCents: number;
  /**
   * The leave period its start falls in (contracts' `leavePeriodAt`, `<contract>:<index>`):
   * a cancellation counts in its class's period. Null on a day no contract holds.
   */
  periodKey: string | null;
  /** Carrots it would earn: the contract's peak carrots at peak time, else 0. */
  peakCarrots: number;
  /** A standby teacher holds its time, so the class would be handed over. */
  standbyHeld: boolean;
}

/** The teacher's counts: this contract period's, the credits held, this contract year's passes. */
export interface LeaveCounts {
  cancellations: number;
  noShows: number;
  credits: number;
  freePassesLeft: number;
}

export interface CancellationInput {
  classes: readonly LeaveClass[];
  /** The period the teacher reads now (`before` counts it); its classes count from `before`. */
  currentPeriodKey: string | null;
  /** Counted cancellations already in each other period a picked class falls in. */
  periodCounts: Readonly<Record<string, number>>;
  now: number;
  type: CancellationType;
  reason: CancellationReason;
  reasonText?: string | null;
  by: CancelActor;
  policy: CancellationPolicy;
  before: LeaveCounts;
}

/**
 * What giving back one class costs. A refused class is not given back and stays out of the
 * totals and counts; a refused booked class still shows its tier and what giving it back
 * would cost by the policy (as staff's emergency would record it), so the preview never shows
 * a booked class as a free one.
 */
export interface ClassCost {
  slotId: number;
  startTime: number;
  courseType: CourseType;
  /** null for an unbooked time (free) or a refused class. */
  tier: CancelTier | null;
  fineCents: number;
  /** The class's pay, never earned: a class not taught is not paid, whatever the lead. */
  payLostCents: number;
  carrotsLost: number;
  /** It counts toward the period's allowance (booked, not planned leave, no credit spent). */
  counted: boolean;
  creditUsed: boolean;
  /** Counted past its period's allowance. */
  beyondAllowance: boolean;
  handOver: HandOverTarget;
  refusal: LeaveRefusal | null;
}

export interface CancellationTotals {
  fineCents: number;
  payLostCents: number;
  carrotsLost: number;
  /** Classes given back (refused ones aside). */
  classes: number;
  counted: number;
  creditsUsed: number;
  handedToStandby: number;
  studentSideTold: number;
}

export interface CancellationCost {
  /** The picked classes, each once, by start time (then slot id): credits go to the earliest. */
  classes: ClassCost[];
  totals: CancellationTotals;
  before: LeaveCounts;
  after: LeaveCounts;
  allowance: number;
  allowanceExceeded: boolean;
  refusals: { slotId: number; startTime: number; code: LeaveRefusal }[];
  /** Something may be given back and nothing is refused: the leave is all or nothing. */
  ok: boolean;
}

/** A class that costs nothing: refused, or an unbooked time given back (`refusal` null). */
const costless = (
  cls: Pick<LeaveClass, 'slotId' | 'startTime' | 'courseType'>,
  refusal: LeaveRefusal | null,
): ClassCost => ({
  slotId: cls.slotId,
  startTime: cls.startTime,
  courseType: cls.courseType,
  tier: null,
  fineCents: 0,
  payLostCents: 0,
  carrotsLost: 0,
  counted: false,
  creditUsed: false,
  beyondAllowance: false,
  handOver: 'NONE',
  refusal,
});

/** The picked classes, each once, in the order credits and counts are spent. */
function picked(classes: readonly LeaveClass[]): LeaveClass[] {
  const seen = new Set<number>();
  return [...classes]
    .sort((a, b) => a.startTime - b.startTime || a.slotId - b.slotId)
    .filter((cls) => !seen.has(cls.slotId) && Boolean(seen.add(cls.slotId)));
}

/** The cost of giving back the picked classes now, and the counts after it. */
export function cancellationCost(input: CancellationInput): CancellationCost {
  const { now, type, policy, before } = input;
  let credits = before.credits;
  let cancellations = before.cancellations;
  // Each period's count so far: the current one's is `before`'s, the others' were read.
  const periodCounted = new Map<string | null, number>(Object.entries(input.periodCounts));
  periodCounted.set(input.currentPeriodKey, before.cancellations);
  const classes = picked(input.classes).map((cls): ClassCost => {
    const refusal = leaveRefusal({
      status: cls.status,
      start: cls.startTime,
      now,
      type,
      reason: input.reason,
      reasonText: input.reasonText,
      by: input.by,
      creditsLeft: credits,
      policy,
    });
    const tier = heldTier(cls, now, policy);
    if (tier === null) return costless(cls, refusal);
    const planned = tier === 'PLANNED';
    const creditUsed = type === 'CARROT_EXCHANGE_CANCELLATION' && !planned && credits > 0;
    const counted = !planned && !creditUsed;
    const cost = {
      slotId: cls.slotId,
      startTime: cls.startTime,
      courseType: cls.courseType,
      tier,
      fineCents: creditUsed ? 0 : tierFineCents(tier, policy),
      payLostCents: cls.payCents,
      carrotsLost: cls.peakCarrots,
      counted,
      creditUsed,
    };
    // Refused: what it would cost, kept out of the credits, the counts and the totals.
    if (refusal) return { ...cost, beyondAllowance: false, handOver: 'NONE', refusal };
    if (creditUsed) credits -= 1;
    const inPeriod = (periodCounted.get(cls.periodKey) ?? 0) + Number(counted);
    periodCounted.set(cls.periodKey, inPeriod);
    if (counted && cls.periodKey === input.currentPeriodKey) cancellations += 1;
    return {
      ...cost,
      beyondAllowance: counted && inPeriod > policy.cancellationsPerPeriod,
      handOver: cls.standbyHeld ? 'STANDBY' : 'STUDENT_SIDE',
      refusal: null,
    };
  });
  const given = classes.filter((c) => !c.refusal);
  const sum = (pick: (c: ClassCost) => number) => given.reduce((n, c) => n + pick(c), 0);
  const refusals = classes.flatMap((c) =>
    c.refusal ? [{ slotId: c.slotId, startTime: c.startTime, code: c.refusal }] : [],
  );
  return {
    classes,
    totals: {
      fineCents: sum((c) => c.fineCents),
      payLostCents: sum((c) => c.payLostCents),
      carrotsLost: sum((c) => c.carrotsLost),
      classes: given.length,
      counted: sum((c) => Number(c.counted)),
      creditsUsed: sum((c) => Number(c.creditUsed)),
      handedToStandby: sum((c) => Number(c.handOver === 'STANDBY')),
      studentSideTold: sum((c) => Number(c.handOver === 'STUDENT_SIDE')),
    },
    before: { ...before },
    after: { ...before, cancellations, credits },
    allowance: policy.cancellationsPerPeriod,
    allowanceExceeded:
      cancellations > policy.cancellationsPerPeriod || classes.some((c) => c.beyondAllowance),
    refusals,
    ok: classes.length > 0 && refusals.length === 0,
  };
}

/** What a missed class's cost reads: it was never given back, so no period or standby counts. */
export type NoShowClass = Pick<
  LeaveClass,
  'slotId' | 'startTime' | 'courseType' | 'payCents' | 'peakCarrots'
>;

/**
 * What a missed class costs (the clock wrote TEACHER_NO_SHOW): the no-show fine, its pay and
 * carrots, and one more no-show in the period. Too late for anyone to take it over.
 */
export function noShowCost(
  cls: NoShowClass,
  policy: CancellationPolicy,
  before: LeaveCounts,
): { cost: ClassCost; after: LeaveCounts } {
  const cost: ClassCost = {
    ...costless(cls, null),
    tier: 'NO_SHOW',
    fineCents: tierFineCents('NO_SHOW', policy),
    payLostCents: cls.payCents,
    carrotsLost: cls.peakCarrots,
  };
  return { cost, after: { ...before, noShows: before.noShows + 1 } };
}

/**
 * The counts after a record stops counting: an accepted appeal (its cancellations or its
 * no-show, and any credit it spent, come back) or a free pass (the no-show goes, a pass is
 * spent). Fines come back as new ledger rows written by the server, never as edits.
 */
export function countsAfterRemoval(
  before: LeaveCounts,
  record: { counted: number; noShows: number; creditsUsed: number },
  freePass: boolean,
): LeaveCounts {
  return {
    cancellations: Math.max(0, before.cancellations - record.counted),
    noShows: Math.max(0, before.noShows - record.noShows),
    credits: before.credits + (freePass ? 0 : record.creditsUsed),
    freePassesLeft: before.freePassesLeft - (freePass ? 1 : 0),
  };
}
