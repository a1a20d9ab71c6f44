import { z } from 'zod';
import { defineCall } from '../calls/define-call.js';
import {
  availabilityList,
  availabilitySlot,
  bookDemoRequest,
  cancelDemoRequest,
  demoTimeList,
  demoTimesQuery,
  interviewStatus,
  publishTimesRequest,
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
};

/** The interviewers' and mentors' side: the times they can take and who booked them. */
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
};
