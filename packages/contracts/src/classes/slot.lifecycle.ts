import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A held time's row (spec section 4, decisions 039, 041, 052): opened, taken as standby or
 * booked as a fixed week, it moves only by these named moves, each a conditional update from
 * its `from` statuses. CANCELLED is a time given back (never shown, its time free again).
 */
export const SLOT_LIFECYCLE = defineLifecycle(
  'classSlot',
  [
    'OPEN',
    'INTENTION',
    'BOOKED',
    'IN_PROCESS',
    'FINISH',
    'EXPIRE',
    'STANDBY_BOOKED',
    'STANDBY_FINISH',
    'CANCELLED',
  ],
  {
    open: { from: [null], to: 'OPEN', by: ['teacher'] },
    openIntention: { from: [null], to: 'INTENTION', by: ['teacher'] },
    holdStandby: { from: [null], to: 'STANDBY_BOOKED', by: ['teacher'] },
    // The weeks of a fixed period, opened and booked at once when the teacher accepts the
    // student side's request or continues the period (decision 041).
    bookFixed: { from: [null], to: 'BOOKED', by: ['teacher'] },
    book: { from: ['OPEN', 'INTENTION', 'BOOKED'], to: 'BOOKED', by: ['student side'] },
    // The last student leaves: the class reopens as its type opens (a grid type OPEN).
    unbookLastOpen: { from: ['BOOKED'], to: 'OPEN', by: ['student side'] },
    unbookLastIntention: { from: ['BOOKED'], to: 'INTENTION', by: ['student side'] },
    // An unbooked time given back: by the teacher, or by staff recording an emergency leave.
    cancel: {
      from: ['OPEN', 'INTENTION', 'STANDBY_BOOKED'],
      to: 'CANCELLED',
      by: ['teacher', 'staff'],
    },
    // The clock at a row's start: a booked class runs, an unbooked one expires, a held standby
    // is released (and counts for pay).
    startBooked: { from: ['BOOKED'], to: 'IN_PROCESS', by: ['clock'] },
    expireUnbooked: { from: ['OPEN', 'INTENTION'], to: 'EXPIRE', by: ['clock'] },
    finishStandby: { from: ['STANDBY_BOOKED'], to: 'STANDBY_FINISH', by: ['clock'] },
    finish: { from: ['IN_PROCESS'], to: 'FINISH', by: ['clock'] },
    // A held standby becomes the class another teacher lost, and that teacher's row is given
    // back: when a booked class leaves its teacher through leave (the teacher, or staff for an
    // emergency) or a release (staff suspending, the clock when no contract holds its day).
    callIn: { from: ['STANDBY_BOOKED'], to: 'BOOKED', by: ['teacher', 'staff', 'clock'] },
    handOver: {
      from: ['BOOKED', 'IN_PROCESS'],
      to: 'CANCELLED',
      by: ['teacher', 'staff', 'clock'],
    },
    // A booked class given back through leave (decision 041) with no standby to take it: the
    // student side is told. By the teacher, or by staff for an emergency.
    giveBack: { from: ['BOOKED'], to: 'CANCELLED', by: ['teacher', 'staff'] },
    // A class released from a teacher who may no longer teach it (decision 052): the account
    // was suspended (by staff), or no contract holds its day (by the clock). One not yet
    // begun, or begun without its teacher in the room; a booked one goes to a standby by
    // `handOver` when one holds its time.
    release: {
      from: ['OPEN', 'INTENTION', 'BOOKED', 'IN_PROCESS', 'STANDBY_BOOKED'],
      to: 'CANCELLED',
      by: ['staff', 'clock'],
    },
  },
);
export const SLOT = SLOT_LIFECYCLE.status;
export const STORED_SLOT_STATUSES = SLOT_LIFECYCLE.statuses;
export type StoredSlotStatus = (typeof STORED_SLOT_STATUSES)[number];
export type SlotMoveName = keyof typeof SLOT_LIFECYCLE.moves;
