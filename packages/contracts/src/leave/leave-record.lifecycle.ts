import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A leave record (decision 041): a cancellation or a missed class. RECORDED (its costs stand),
 * APPEALED (waiting on OPERATIONS), UPHELD (the appeal was rejected), REVERSED (the appeal was
 * accepted, or the class's outcome was corrected away from a no-show: its costs given back by
 * new ledger rows), REMOVED (a no-show taken off with a free pass). Only RECORDED and UPHELD
 * count.
 */
export const LEAVE_RECORD_LIFECYCLE = defineLifecycle(
  'leaveRecord',
  ['RECORDED', 'APPEALED', 'UPHELD', 'REVERSED', 'REMOVED'],
  {
    /** Classes given back: by the teacher, or by staff for them. */
    recordCancellation: { from: [null], to: 'RECORDED', by: ['teacher', 'staff'] },
    /** A class finished as the teacher's no-show: by the clock, or staff's correction. */
    recordNoShow: { from: [null], to: 'RECORDED', by: ['clock', 'staff'] },
    appeal: { from: ['RECORDED'], to: 'APPEALED', by: ['teacher'] },
    acceptAppeal: { from: ['APPEALED'], to: 'REVERSED', by: ['staff'] },
    rejectAppeal: { from: ['APPEALED'], to: 'UPHELD', by: ['staff'] },
    /** The class's outcome is no longer a no-show: whatever its appeal, the costs go back. */
    reverseNoShow: {
      from: ['RECORDED', 'UPHELD', 'APPEALED'],
      to: 'REVERSED',
      by: ['clock', 'staff'],
    },
    /** The outcome is a no-show again: the reversed record stands again (a removed one stays). */
    reinstateNoShow: { from: ['REVERSED'], to: 'RECORDED', by: ['clock', 'staff'] },
    /** A no-show whose costs stand, taken off with the contract year's free pass. */
    removeWithPass: { from: ['RECORDED', 'UPHELD'], to: 'REMOVED', by: ['teacher'] },
  },
);
export const LEAVE_RECORD = LEAVE_RECORD_LIFECYCLE.status;
export const LEAVE_RECORD_STATUSES = LEAVE_RECORD_LIFECYCLE.statuses;
export type LeaveRecordStatus = (typeof LEAVE_RECORD_STATUSES)[number];
/** The statuses whose costs stand: counted, and what a free pass may remove. */
export const COUNTING_RECORD_STATUSES: readonly LeaveRecordStatus[] =
  LEAVE_RECORD_LIFECYCLE.moves.removeWithPass.from.filter(
    (s): s is LeaveRecordStatus => s !== null,
  );
