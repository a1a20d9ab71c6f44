/**
 * Slot statuses (spec section 4) and the moves between them, one table (decision 039), the way
 * the funnel's moves are one table: the server moves a slot only through it, with a
 * conditional update from the expected status.
 */
export const SLOT_STATUSES = [
  'UNAVAILABLE',
  'AVAILABLE',
  'OPEN',
  'BOOKED',
  'IN_PROCESS',
  'FINISH',
  'EXPIRE',
  'STANDBY_AVAILABLE',
  'STANDBY_BOOKED',
  'EMPTY',
  'INTENTION',
  'STANDBY_FINISH',
] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/**
 * What a stored slot row may hold: the statuses of a time the teacher took, and CANCELLED
 * (given back; never shown, its time free again). UNAVAILABLE, AVAILABLE, STANDBY_AVAILABLE
 * and EMPTY describe a time nobody holds: they are computed for the grid, never stored.
 */
export const STORED_SLOT_STATUSES = [
  'OPEN',
  'INTENTION',
  'BOOKED',
  'IN_PROCESS',
  'FINISH',
  'EXPIRE',
  'STANDBY_BOOKED',
  'STANDBY_FINISH',
  'CANCELLED',
] as const;
export type StoredSlotStatus = (typeof STORED_SLOT_STATUSES)[number];

/** A row's status: named here so no other file spells one. */
export const SLOT = Object.fromEntries(STORED_SLOT_STATUSES.map((s) => [s, s])) as {
  readonly [S in StoredSlotStatus]: S;
};

/** The grid's computed statuses. */
export const FREE_UNIT = {
  UNAVAILABLE: 'UNAVAILABLE',
  AVAILABLE: 'AVAILABLE',
  STANDBY_AVAILABLE: 'STANDBY_AVAILABLE',
  EMPTY: 'EMPTY',
} as const satisfies Record<string, SlotStatus>;

export type SlotEvent =
  | 'open'
  | 'openIntention'
  | 'holdStandby'
  | 'book'
  | 'unbookLast'
  | 'cancel'
  | 'start'
  | 'finish'
  | 'callIn'
  | 'handOver'
  | 'giveBack'
  | 'bookFixed'
  | 'release';

export interface SlotMove {
  event: SlotEvent;
  /** null: a new row. */
  from: readonly (StoredSlotStatus | null)[];
  to: StoredSlotStatus;
  /** Who makes it, for readers. */
  by: 'teacher' | 'student side' | 'clock' | 'staff';
}

/**
 * Every move a slot row makes. `start` has three rows: a booked class runs, an unbooked one
 * expires, a held standby is released (and counts for pay). `callIn`: a held standby becomes
 * the class another teacher lost; `handOver`: that teacher's row is given back; `giveBack`:
 * a booked class given back through leave without a standby.
 */
export const SLOT_MOVES: readonly SlotMove[] = [
  { event: 'open', from: [null], to: 'OPEN', by: 'teacher' },
  { event: 'openIntention', from: [null], to: 'INTENTION', by: 'teacher' },
  { event: 'holdStandby', from: [null], to: 'STANDBY_BOOKED', by: 'teacher' },
  { event: 'book', from: ['OPEN', 'INTENTION', 'BOOKED'], to: 'BOOKED', by: 'student side' },
  { event: 'unbookLast', from: ['BOOKED'], to: 'OPEN', by: 'student side' },
  { event: 'unbookLast', from: ['BOOKED'], to: 'INTENTION', by: 'student side' },
  {
    event: 'cancel',
    from: ['OPEN', 'INTENTION', 'STANDBY_BOOKED'],
    to: 'CANCELLED',
    by: 'teacher',
  },
  { event: 'start', from: ['BOOKED'], to: 'IN_PROCESS', by: 'clock' },
  { event: 'start', from: ['OPEN', 'INTENTION'], to: 'EXPIRE', by: 'clock' },
  { event: 'start', from: ['STANDBY_BOOKED'], to: 'STANDBY_FINISH', by: 'clock' },
  { event: 'finish', from: ['IN_PROCESS'], to: 'FINISH', by: 'clock' },
  { event: 'callIn', from: ['STANDBY_BOOKED'], to: 'BOOKED', by: 'staff' },
  { event: 'handOver', from: ['BOOKED', 'IN_PROCESS'], to: 'CANCELLED', by: 'staff' },
  // A booked class given back through leave (decision 041) with no standby to take it: the
  // student side is told. By the teacher, or by staff for an emergency.
  { event: 'giveBack', from: ['BOOKED'], to: 'CANCELLED', by: 'teacher' },
  // The weeks of a fixed period, opened and booked at once when the teacher accepts the
  // student side's request (decision 041).
  { event: 'bookFixed', from: [null], to: 'BOOKED', by: 'teacher' },
  // A class released from a teacher who may no longer teach it (decision 052): the account was
  // suspended (by staff), or no contract holds its day (by the clock). One not yet begun, or
  // begun without its teacher in the room; a booked one goes to a standby by `handOver`.
  {
    event: 'release',
    from: ['OPEN', 'INTENTION', 'BOOKED', 'IN_PROCESS', 'STANDBY_BOOKED'],
    to: 'CANCELLED',
    by: 'staff',
  },
];

/** The statuses a row may be in for `event` to apply, for the conditional update. */
export function slotMoveFrom(event: SlotEvent, to: StoredSlotStatus): StoredSlotStatus[] {
  const move = SLOT_MOVES.find((m) => m.event === event && m.to === to);
  if (!move) throw new Error(`no slot move ${event} to ${to}`);
  return move.from.filter((s): s is StoredSlotStatus => s !== null);
}

/** Whether a row may move from `from` to `to` by any event. */
export function maySlotMove(from: StoredSlotStatus | null, to: StoredSlotStatus): boolean {
  return SLOT_MOVES.some((m) => m.to === to && m.from.includes(from));
}

/** Rows that hold their time (the exclusion constraint skips the others). */
export const HOLDING_STATUSES: readonly StoredSlotStatus[] = STORED_SLOT_STATUSES.filter(
  (s) => s !== 'CANCELLED',
);

/** Rows still to come: the clock has not started them. */
export const UPCOMING_STATUSES: readonly StoredSlotStatus[] = [
  'OPEN',
  'INTENTION',
  'BOOKED',
  'STANDBY_BOOKED',
];

/** Rows a student may be booked into. */
export const BOOKABLE_STATUSES: readonly StoredSlotStatus[] = ['OPEN', 'INTENTION', 'BOOKED'];

/** Rows the teacher may give back for free: nobody is booked into them. */
export const FREELY_CANCELLED_STATUSES: readonly StoredSlotStatus[] = slotMoveFrom(
  'cancel',
  'CANCELLED',
);
