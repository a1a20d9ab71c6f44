import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * The recorded mini demo (decision 036): the applicant submits a link to a 3-5 minute video,
 * any interviewer reviews it. Its states, as the interview status's `teacherApplyDemoEnum`:
 * SUBMITTED (waiting for a review), WITHDRAWN (taken back by the applicant), REVIEWED (a result
 * was recorded) and UNREADABLE (the video could not be opened: InterviewInvitation_2).
 */
export const DEMO_RECORDING_LIFECYCLE = defineLifecycle(
  'demoRecording',
  ['SUBMITTED', 'WITHDRAWN', 'REVIEWED', 'UNREADABLE'],
  {
    submit: { from: [null], to: 'SUBMITTED', by: ['applicant'] },
    withdraw: { from: ['SUBMITTED'], to: 'WITHDRAWN', by: ['applicant'] },
    review: { from: ['SUBMITTED'], to: 'REVIEWED', by: ['staff'] },
    markUnreadable: { from: ['SUBMITTED'], to: 'UNREADABLE', by: ['staff'] },
  },
);
export const RECORDING = DEMO_RECORDING_LIFECYCLE.status;
export const RECORDING_STATUSES = DEMO_RECORDING_LIFECYCLE.statuses;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];
