import { z } from 'zod';
import { defineCall } from '../calls/define-call.js';
import { updateInterviewStatusRequest } from '../funnel/status-update.js';
import {
  availabilityList,
  availabilitySlot,
  bookDemoRequest,
  bookingIdParams,
  cancelDemoRequest,
  moveDemoRequest,
  demoTimeList,
  demoTimesQuery,
  interviewStatus,
  demoRecording,
  demoRecordingList,
  demoSession,
  publishTimesRequest,
  recordingIdParams,
  submitRecordingRequest,
  recordResultRequest,
  roomLink,
  slotIdParams,
  trialDemoStatus,
} from './scheduling.js';

/**
 * The applicant's side of the mini demo and the trial demo (decision 034). State changes are
 * POST: the original's GET booking would pass the cross-site check of decision 025.
 */
export const DEMO_CALLS = {
  getInterviewStatus: defineCall({
    method: 'GET',
    path: '/t/tc/apply/interview/status',
    operationId: 'getInterviewStatus',
    payload: interviewStatus,
  }),
  /** Spec section 7's "update interview status": taken when the server already moved there. */
  updateInterviewStatus: defineCall({
    method: 'POST',
    path: '/t/tc/apply/interview/status/update',
    operationId: 'updateInterviewStatus',
    summary:
      'Confirms the status an action of the page led to (status); answers the interview state',
    body: updateInterviewStatusRequest,
    payload: interviewStatus,
  }),
  listInterviewTimes: defineCall({
    method: 'GET',
    path: '/t/tc/apply/interview/course/list',
    operationId: 'listInterviewTimes',
    query: demoTimesQuery,
    payload: demoTimeList,
  }),
  getTrainingStatus: defineCall({
    method: 'GET',
    path: '/t/tc/apply/training/status',
    operationId: 'getTrainingStatus',
    payload: trialDemoStatus,
  }),
  listTrainingTimes: defineCall({
    method: 'GET',
    path: '/t/tc/apply/training/course/list',
    operationId: 'listTrainingTimes',
    query: demoTimesQuery,
    payload: demoTimeList,
  }),
  book: defineCall({
    method: 'POST',
    path: '/t/tc/apply/book',
    operationId: 'bookDemoTime',
    summary: 'Books an interview, 1v1 training or trial class time (startTime, courseType)',
    body: bookDemoRequest,
    payload: z.null(),
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/t/tc/apply/cancel',
    operationId: 'cancelDemoBooking',
    summary: 'Cancels the booking of a phase: st its start, tp 5 interview or 11 training',
    body: cancelDemoRequest,
    payload: z.null(),
  }),
  move: defineCall({
    method: 'POST',
    path: '/t/tc/apply/move',
    operationId: 'moveDemoBooking',
    summary: 'Moves the booked session (bookingId) to another free time (startTime) in one step',
    body: moveDemoRequest,
    payload: z.null(),
  }),
  /** The trial class's screen (`/trial`) reads the trial demo's state and its own times. */
  getTrialStatus: defineCall({
    method: 'GET',
    path: '/t/tc/apply/trial/status',
    operationId: 'getTrialStatus',
    payload: trialDemoStatus,
  }),
  listTrialTimes: defineCall({
    method: 'GET',
    path: '/t/tc/apply/trial/course/list',
    operationId: 'listTrialTimes',
    query: demoTimesQuery,
    payload: demoTimeList,
  }),
  getRoomLink: defineCall({
    method: 'GET',
    path: '/t/tc/apply/room/link',
    operationId: 'getRoomLink',
    summary: "The booked session's meeting URL, from 10 minutes before the start to the end",
    payload: roomLink,
  }),
  submitRecording: defineCall({
    method: 'POST',
    path: '/t/tc/apply/demo/submit',
    operationId: 'submitRecordedDemo',
    summary: "Submits a link (http or https) to the applicant's recorded mini demo",
    body: submitRecordingRequest,
    payload: z.null(),
  }),
  withdrawRecording: defineCall({
    method: 'POST',
    path: '/t/tc/apply/demo/cancel',
    operationId: 'withdrawRecordedDemo',
    summary: 'Takes back the recorded demo that waits for its review',
    payload: z.null(),
  }),
};

/**
 * The interviewers' and mentors' side: the times they can take, who booked them, and each
 * session's results, attendance and room.
 */
export const AVAILABILITY_CALLS = {
  listOwnTimes: defineCall({
    method: 'GET',
    path: '/ops/availability',
    operationId: 'listOwnTimes',
    action: 'takeDemos',
    query: demoTimesQuery,
    payload: availabilityList,
  }),
  publishTimes: defineCall({
    method: 'POST',
    path: '/ops/availability',
    operationId: 'publishTimes',
    action: 'takeDemos',
    body: publishTimesRequest,
    payload: availabilityList,
  }),
  withdrawTime: defineCall({
    method: 'DELETE',
    path: '/ops/availability/:slotId',
    operationId: 'withdrawTime',
    action: 'takeDemos',
    params: slotIdParams,
    payload: availabilitySlot,
  }),
  getSession: defineCall({
    method: 'GET',
    path: '/ops/sessions/:bookingId',
    operationId: 'getDemoSession',
    action: 'takeDemos',
    params: bookingIdParams,
    payload: demoSession,
  }),
  recordResult: defineCall({
    method: 'POST',
    path: '/ops/sessions/:bookingId/result',
    operationId: 'recordDemoResult',
    summary: 'PASS 1, SPARE 2 or NOPASS 3 with a score per criterion and feedback',
    action: 'takeDemos',
    params: bookingIdParams,
    body: recordResultRequest,
    payload: demoSession,
  }),
  markNoShow: defineCall({
    method: 'POST',
    path: '/ops/sessions/:bookingId/no-show',
    operationId: 'markDemoNoShow',
    action: 'takeDemos',
    params: bookingIdParams,
    payload: demoSession,
  }),
  getSessionRoomLink: defineCall({
    method: 'GET',
    path: '/ops/sessions/:bookingId/room/link',
    operationId: 'getSessionRoomLink',
    action: 'takeDemos',
    params: bookingIdParams,
    payload: roomLink,
  }),
};

/** Any interviewer reviews recorded demos: the ones waiting, one of them, its result. */
export const RECORDING_CALLS = {
  listRecordings: defineCall({
    method: 'GET',
    path: '/ops/recordings',
    operationId: 'listDemoRecordings',
    summary: 'Recorded demos waiting for a review or a second look, oldest first',
    action: 'takeDemos',
    payload: demoRecordingList,
  }),
  getRecording: defineCall({
    method: 'GET',
    path: '/ops/recordings/:recordingId',
    operationId: 'getDemoRecording',
    action: 'takeDemos',
    params: recordingIdParams,
    payload: demoRecording,
  }),
  recordRecordingResult: defineCall({
    method: 'POST',
    path: '/ops/recordings/:recordingId/result',
    operationId: 'recordRecordingResult',
    summary: 'PASS 1, SPARE 2 or NOPASS 3 with a score per criterion and feedback',
    action: 'takeDemos',
    params: recordingIdParams,
    body: recordResultRequest,
    payload: demoRecording,
  }),
  markRecordingUnreadable: defineCall({
    method: 'POST',
    path: '/ops/recordings/:recordingId/unreadable',
    operationId: 'markRecordingUnreadable',
    summary: 'The video could not be opened: the applicant checks its sharing and resubmits',
    action: 'takeDemos',
    params: recordingIdParams,
    payload: demoRecording,
  }),
};
