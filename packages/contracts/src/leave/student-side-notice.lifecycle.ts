import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A notice to the student side that a booked class left its teacher (decision 041): queued
 * with the cancellation or release that caused it (by whoever did), then settled once by the
 * delivery job: SENT, NOT_SENT (no address configured) or FAILED (retries spent).
 */
export const STUDENT_SIDE_NOTICE_LIFECYCLE = defineLifecycle(
  'studentSideNotice',
  ['PENDING', 'SENT', 'NOT_SENT', 'FAILED'],
  {
    queue: { from: [null], to: 'PENDING', by: ['teacher', 'staff', 'clock'] },
    send: { from: ['PENDING'], to: 'SENT', by: ['clock'] },
    keepUnsent: { from: ['PENDING'], to: 'NOT_SENT', by: ['clock'] },
    fail: { from: ['PENDING'], to: 'FAILED', by: ['clock'] },
  },
);
export const STUDENT_NOTICE = STUDENT_SIDE_NOTICE_LIFECYCLE.status;
export const STUDENT_NOTICE_STATUSES = STUDENT_SIDE_NOTICE_LIFECYCLE.statuses;
export type StudentNoticeStatus = (typeof STUDENT_NOTICE_STATUSES)[number];
