import { defineCall } from '../calls/define-call.js';
import {
  fixedOfferList,
  fixedOffersQuery,
  fixedPlaceRequest,
  fixedRequestParams,
} from './fixed-integration.js';
import {
  acceptListQuery,
  confirmAcceptRequest,
  continueCheckRequest,
  continueCheckResult,
  deleteSingleRequest,
  fixedClassPage,
  fixedClassPageRequest,
  fixedPeriodInput,
  fixedPeriodList,
  fixedPeriodView,
  fixedPermission,
  fixedQuickConfig,
  fixedReminders,
  fixedRequestList,
  fixedRequestView,
  fixedTimeList,
  openFixedRequest,
  openFixedState,
} from './fixed-schemas.js';

/**
 * The fixed-class screens' calls (Group A2 "Fixed class"; decision 041), in the dialect of the
 * slot calls. Leaving a booked week of a fixed class is the leave calls' (`/t/tc/leave/fixed/...`).
 */
export const FIXED_CALLS = {
  permission: defineCall({
    method: 'GET',
    path: '/t/tc/fixed/permission',
    operationId: 'getFixedPermission',
    summary: 'Whether the teacher may offer fixed classes (spec section 6)',
    payload: fixedPermission,
  }),
  times: defineCall({
    method: 'GET',
    path: '/t/tc/fixed/times',
    operationId: 'getFixedTimes',
    payload: fixedTimeList,
  }),
  quickConfig: defineCall({
    method: 'GET',
    path: '/t/tc/fixed/quick/config',
    operationId: 'getFixedQuickConfig',
    payload: fixedQuickConfig,
  }),
  open: defineCall({
    method: 'POST',
    path: '/t/tc/fixed/open',
    operationId: 'openFixedClass',
    summary: 'Starts or stops taking requests for fixed places',
    body: openFixedRequest,
    payload: openFixedState,
  }),
  classPage: defineCall({
    method: 'POST',
    path: '/t/tc/fixed/class/page',
    operationId: 'getFixedClassPage',
    body: fixedClassPageRequest,
    payload: fixedClassPage,
    teacherActs: false,
  }),
  acceptList: defineCall({
    method: 'GET',
    path: '/t/tc/fixed/accept/list',
    operationId: 'getFixedAcceptList',
    summary: 'Requests for fixed places, with their deadlines and the weeks that would collide',
    query: acceptListQuery,
    payload: fixedRequestList,
  }),
  confirmAccept: defineCall({
    method: 'POST',
    path: '/t/tc/fixed/accept/confirm',
    operationId: 'confirmFixedAccept',
    summary:
      'Accepts (every week booked, all or nothing) or declines a request before its deadline',
    body: confirmAcceptRequest,
    payload: fixedRequestView,
  }),
  reminders: defineCall({
    method: 'GET',
    path: '/t/tc/fixed/reminders',
    operationId: 'getFixedReminders',
    payload: fixedReminders,
  }),
  periodList: defineCall({
    method: 'GET',
    path: '/t/tc/fixed/period/list',
    operationId: 'getFixedPeriods',
    payload: fixedPeriodList,
  }),
  savePeriod: defineCall({
    method: 'POST',
    path: '/t/tc/fixed/period/save',
    operationId: 'saveFixedPeriod',
    summary: 'Offers a period (weekly Beijing times over a date range) or changes an offered one',
    body: fixedPeriodInput,
    payload: fixedPeriodView,
  }),
  deleteSingle: defineCall({
    method: 'POST',
    path: '/t/tc/fixed/delete/single',
    operationId: 'deleteFixedWeek',
    summary: 'Takes one unbooked week out of a period; a booked one goes through fixed leave',
    body: deleteSingleRequest,
    payload: fixedPeriodView,
  }),
  continueCheck: defineCall({
    method: 'POST',
    path: '/t/tc/fixed/continue/check',
    operationId: 'answerFixedContinueCheck',
    summary:
      'Says whether a period ending soon continues (the next period is offered to the same students)',
    body: continueCheckRequest,
    payload: continueCheckResult,
  }),
};

/** The student side's fixed-place calls, by service key (decision 039's integration). */
export const FIXED_INTEGRATION_CALLS = {
  offers: defineCall({
    method: 'GET',
    path: '/ops/integration/fixed/offers',
    operationId: 'integrationFixedOffers',
    auth: 'service',
    serviceScope: 'READ_OPERATE',
    query: fixedOffersQuery,
    payload: fixedOfferList,
  }),
  requestPlace: defineCall({
    method: 'POST',
    path: '/ops/integration/fixed/requests',
    operationId: 'integrationRequestFixedPlace',
    summary:
      'Asks a teacher for a fixed place for students; the teacher answers within the deadline',
    auth: 'service',
    serviceScope: 'WRITE_OPERATE',
    body: fixedPlaceRequest,
    payload: fixedRequestView,
  }),
  getRequest: defineCall({
    method: 'GET',
    path: '/ops/integration/fixed/requests/:requestId',
    operationId: 'integrationGetFixedRequest',
    auth: 'service',
    serviceScope: 'READ_OPERATE',
    params: fixedRequestParams,
    payload: fixedRequestView,
  }),
  withdrawRequest: defineCall({
    method: 'POST',
    path: '/ops/integration/fixed/requests/:requestId/withdraw',
    operationId: 'integrationWithdrawFixedRequest',
    auth: 'service',
    serviceScope: 'WRITE_OPERATE',
    params: fixedRequestParams,
    payload: fixedRequestView,
  }),
};
