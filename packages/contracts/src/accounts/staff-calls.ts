import { z } from 'zod';
import { defineCall } from '../calls/define-call.js';
import { consoleOverview } from './overview.js';
import { schoolFigures } from './school-figures.js';
import {
  funnelCounts,
  staffIdParams,
  staffInviteRequest,
  staffList,
  staffMember,
  staffSession,
  staffSetPasswordRequest,
  staffSignInRequest,
  staffStatusRequest,
} from './staff.js';
import {
  recoveryCodes,
  twoFactorConfirmRequest,
  twoFactorDisableRequest,
  twoFactorSetup,
} from './two-factor.js';

/** The console's own account calls: sign-in, password, second factor, who am I. */
export const STAFF_AUTH_CALLS = {
  /** Answers BIZ_STAFF_TWO_FACTOR_REQUIRED until the second factor comes with the password. */
  signIn: defineCall({
    method: 'POST',
    path: '/ops/auth/login',
    operationId: 'staffSignIn',
    auth: 'public',
    body: staffSignInRequest,
    payload: staffSession,
  }),
  /** An invitation's or a reset's link sets the password. */
  setPassword: defineCall({
    method: 'POST',
    path: '/ops/auth/password',
    operationId: 'staffSetPassword',
    auth: 'public',
    body: staffSetPasswordRequest,
    payload: z.null(),
  }),
  signOut: defineCall({
    method: 'POST',
    path: '/ops/auth/logout',
    operationId: 'staffSignOut',
    action: 'ownAccount',
    payload: z.null(),
  }),
  me: defineCall({
    method: 'GET',
    path: '/ops/auth/me',
    operationId: 'staffMe',
    action: 'ownAccount',
    payload: staffMember,
  }),
  twoFactorSetup: defineCall({
    method: 'POST',
    path: '/ops/auth/two-factor/setup',
    operationId: 'staffTwoFactorSetup',
    summary: 'A new TOTP secret and its QR code, in force after the first code (decision 029)',
    action: 'ownAccount',
    payload: twoFactorSetup,
  }),
  twoFactorConfirm: defineCall({
    method: 'POST',
    path: '/ops/auth/two-factor/confirm',
    operationId: 'staffTwoFactorConfirm',
    summary: 'Turns two-factor sign-in on with the first code; answers the recovery codes once',
    action: 'ownAccount',
    body: twoFactorConfirmRequest,
    payload: recoveryCodes,
  }),
  twoFactorDisable: defineCall({
    method: 'POST',
    path: '/ops/auth/two-factor/disable',
    operationId: 'staffTwoFactorDisable',
    summary: 'Turns two-factor sign-in off, for roles that may go without, with a current code',
    action: 'ownAccount',
    body: twoFactorDisableRequest,
    payload: z.null(),
  }),
};

/** The staff list and the dashboard. */
export const STAFF_CALLS = {
  list: defineCall({
    method: 'GET',
    path: '/ops/staff',
    operationId: 'listStaff',
    action: 'manageStaff',
    payload: staffList,
  }),
  invite: defineCall({
    method: 'POST',
    path: '/ops/staff/invite',
    operationId: 'inviteStaff',
    action: 'manageStaff',
    body: staffInviteRequest,
    payload: staffMember,
  }),
  setStatus: defineCall({
    method: 'POST',
    path: '/ops/staff/:staffId/status',
    operationId: 'setStaffStatus',
    action: 'manageStaff',
    params: staffIdParams,
    body: staffStatusRequest,
    payload: staffMember,
  }),
  funnelCounts: defineCall({
    method: 'GET',
    path: '/ops/dashboard/funnel',
    operationId: 'funnelCounts',
    action: 'viewFunnel',
    payload: funnelCounts,
  }),
  overview: defineCall({
    method: 'GET',
    path: '/ops/dashboard/overview',
    operationId: 'consoleOverview',
    action: 'viewOverview',
    payload: consoleOverview,
  }),
  schoolFigures: defineCall({
    method: 'GET',
    path: '/ops/dashboard/figures',
    operationId: 'schoolFigures',
    summary: "The school's figures: active teachers, this week's classes, the pay month",
    action: 'viewSchoolFigures',
    payload: schoolFigures,
  }),
};
