import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A teacher's appeal of a leave record (decision 041): one per record, PENDING until
 * OPERATIONS decide it once. A correction of the class's outcome away from a no-show accepts
 * a waiting appeal too (by the staff member who corrected it).
 */
export const LEAVE_APPEAL_LIFECYCLE = defineLifecycle(
  'leaveAppeal',
  ['PENDING', 'ACCEPTED', 'REJECTED'],
  {
    file: { from: [null], to: 'PENDING', by: ['teacher'] },
    accept: { from: ['PENDING'], to: 'ACCEPTED', by: ['staff'] },
    reject: { from: ['PENDING'], to: 'REJECTED', by: ['staff'] },
  },
);
export const APPEAL = LEAVE_APPEAL_LIFECYCLE.status;
export const APPEAL_STATUSES = LEAVE_APPEAL_LIFECYCLE.statuses;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
