/**
 * A week grid's statuses and the named sets of slot statuses, derived from the slot
 * lifecycle (slot.lifecycle.ts, decision 039): the server moves a slot only through that
 * table, by a move's name.
 */
import { movesFrom } from '../lifecycle/define-lifecycle.js';
import {
  SLOT,
  SLOT_LIFECYCLE,
  STORED_SLOT_STATUSES,
  type StoredSlotStatus,
} from './slot.lifecycle.js';

export { SLOT, SLOT_LIFECYCLE, STORED_SLOT_STATUSES };
export type { SlotMoveName, StoredSlotStatus } from './slot.lifecycle.js';

/**
 * The grid's computed statuses: a time nobody holds. They describe the grid and are never
 * stored.
 */
export const FREE_UNIT = {
  UNAVAILABLE: 'UNAVAILABLE',
  AVAILABLE: 'AVAILABLE',
  STANDBY_AVAILABLE: 'STANDBY_AVAILABLE',
  EMPTY: 'EMPTY',
} as const;

/** What a unit of the week grid shows: a held row's status (CANCELLED never), or a free time's. */
export const SLOT_STATUSES = [
  FREE_UNIT.UNAVAILABLE,
  FREE_UNIT.AVAILABLE,
  SLOT.OPEN,
  SLOT.BOOKED,
  SLOT.IN_PROCESS,
  SLOT.FINISH,
  SLOT.EXPIRE,
  FREE_UNIT.STANDBY_AVAILABLE,
  SLOT.STANDBY_BOOKED,
  FREE_UNIT.EMPTY,
  SLOT.INTENTION,
  SLOT.STANDBY_FINISH,
] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** The statuses, in the table's order, that any of `moves` starts from. */
function fromAny(...moves: (keyof typeof SLOT_LIFECYCLE.moves)[]): StoredSlotStatus[] {
  const from = new Set(moves.flatMap((move) => movesFrom(SLOT_LIFECYCLE, move)));
  return STORED_SLOT_STATUSES.filter((s) => from.has(s));
}

/** Rows that hold their time (the exclusion constraint skips the others). */
export const HOLDING_STATUSES: readonly StoredSlotStatus[] = STORED_SLOT_STATUSES.filter(
  (s) => s !== SLOT.CANCELLED,
);

/** Rows still to come: the clock has not started them (its start moves take them). */
export const UPCOMING_STATUSES: readonly StoredSlotStatus[] = fromAny(
  'startBooked',
  'expireUnbooked',
  'finishStandby',
);

/** A class whose room its teacher may join in the room's window: booked to start, or running. */
export const JOINABLE_STATUSES: readonly StoredSlotStatus[] = fromAny('startBooked', 'finish');

/**
 * The teacher's classes still to teach (the home page's "next class", decision 061): opened,
 * offered, booked or running; a standby's time is no class.
 */
export const NEXT_CLASS_STATUSES: readonly StoredSlotStatus[] = fromAny(
  'startBooked',
  'expireUnbooked',
  'finish',
);

/** Rows a student may be booked into. */
export const BOOKABLE_STATUSES: readonly StoredSlotStatus[] = fromAny('book');

/** Rows the teacher may give back for free: nobody is booked into them. */
export const FREELY_CANCELLED_STATUSES: readonly StoredSlotStatus[] = fromAny('cancel');

/** Rows a teacher who may no longer teach is released from (decision 052). */
export const RELEASABLE_STATUSES: readonly StoredSlotStatus[] = fromAny('release');

/**
 * A class whose outcome OPERATIONS may correct: one the clock finished (its `finish` move's
 * status). A class to come, running or a standby's finished hour has no outcome to correct,
 * so the console offers the correction only here and the server refuses it elsewhere.
 */
export function mayCorrectOutcome(status: string): boolean {
  return status === SLOT_LIFECYCLE.moves.finish.to;
}
