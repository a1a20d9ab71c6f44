/**
 * A leave record's current result (decision 059): what its costs are now, read from its
 * status, so the history, the details, the console and the teacher's schedule say the same.
 * Costs are written once (decision 041); an accepted appeal, an outcome corrected away from a
 * no-show or a free pass gives them back by new ledger rows, and this says so.
 */
import type { FinishType } from '../classes/class-types.js';
import { movesFrom } from '../lifecycle/define-lifecycle.js';
import {
  COUNTING_RECORD_STATUSES,
  LEAVE_RECORD_LIFECYCLE,
  type LeaveRecordStatus,
} from './leave-record.lifecycle.js';
import type { LeaveKind } from './leave-policy.js';

/** The moves that give a record's costs back: an accepted appeal, a correction, a free pass. */
const GIVE_BACK_MOVES = ['acceptAppeal', 'reverseNoShow', 'removeWithPass'] as const;

/** Statuses whose costs were given back: where the giving-back moves end. */
export const COSTS_GIVEN_BACK_STATUSES: readonly LeaveRecordStatus[] = [
  ...new Set(GIVE_BACK_MOVES.map((move) => LEAVE_RECORD_LIFECYCLE.moves[move].to)),
];

/** Statuses whose costs stand: those a giving-back move may still start from. */
export const COSTS_STANDING_STATUSES: readonly LeaveRecordStatus[] =
  LEAVE_RECORD_LIFECYCLE.statuses.filter((status) =>
    GIVE_BACK_MOVES.some((move) => movesFrom(LEAVE_RECORD_LIFECYCLE, move).includes(status)),
  );

export function costsStand(status: LeaveRecordStatus): boolean {
  return COSTS_STANDING_STATUSES.includes(status);
}

/** The teacher missed the class: the finish type a no-show record follows. */
const NO_SHOW_FINISH = 'TEACHER_NO_SHOW' satisfies FinishType;

/** What a record's class cost when written (the `leave_record_classes` row). */
export interface WrittenClassCost {
  fineCents: number;
  payLostCents: number;
  carrotsLost: number;
  counted: boolean;
  creditUsed: boolean;
}

/** A record's result now: its costs standing, and what was given back. */
export interface RecordResult {
  costsStand: boolean;
  /** Fines still deducted. */
  fineCents: number;
  /** Fines given back by reversing ledger rows. */
  fineGivenBackCents: number;
  /** Pay the teacher does not earn because of this record. */
  payLostCents: number;
  carrotsLost: number;
  /** Classes counted against the allowance now (RECORDED and UPHELD records count). */
  counted: number;
  /** Cancellation credits refunded (an accepted appeal of a carrot exchange). */
  creditsGivenBack: number;
  /** Fines and pay not earned, now. */
  moneyLostCents: number;
}

/**
 * The record's result from its status and its classes as written. Given back: the fines come
 * back (new ledger rows), it stops counting, an accepted appeal refunds the credits it spent.
 * Pay and carrots follow the class's own outcome (decision 052): a class given back or still
 * the teacher's no-show (an appeal
 * accepted, a free pass) was not taught and earns nothing; a no-show whose outcome was
 * corrected is paid by its new outcome, so the record no longer costs its pay.
 */
export function recordResult(
  record: { kind: LeaveKind; status: LeaveRecordStatus },
  classes: readonly (WrittenClassCost & { finishType?: FinishType | null })[],
): RecordResult {
  const stand = costsStand(record.status);
  const sum = (pick: (c: (typeof classes)[number]) => number) =>
    classes.reduce((n, c) => n + pick(c), 0);
  const notEarned = (c: (typeof classes)[number]) =>
    stand || record.kind !== 'NO_SHOW' || (c.finishType ?? NO_SHOW_FINISH) === NO_SHOW_FINISH;
  const fineCents = stand ? sum((c) => c.fineCents) : 0;
  const payLostCents = sum((c) => (notEarned(c) ? c.payLostCents : 0));
  return {
    costsStand: stand,
    fineCents,
    fineGivenBackCents: stand ? 0 : sum((c) => c.fineCents),
    payLostCents,
    carrotsLost: sum((c) => (notEarned(c) ? c.carrotsLost : 0)),
    counted: COUNTING_RECORD_STATUSES.includes(record.status) ? sum((c) => Number(c.counted)) : 0,
    // Only a cancellation spends credits, and only an accepted appeal gives one back.
    creditsGivenBack: stand ? 0 : sum((c) => Number(c.creditUsed)),
    moneyLostCents: fineCents + payLostCents,
  };
}
