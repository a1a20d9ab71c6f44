import { z } from 'zod';
import { defineCall } from '../calls/define-call.js';
import { FIRST_LOAD_ADDRESSES } from '../calls/first-load.js';
import {
  CAPTCHA_TICKET_HEADER,
  captchaQuery,
  changePasswordRequest,
  forgotPasswordRequest,
  loginCheck,
  proofOfWorkChallenge,
  referralCheck,
  referralCheckQuery,
  registerRequest,
  resetPasswordRequest,
  sessionIssued,
  signInRequest,
} from './teacher-auth.js';

/** The teacher's account: registration, sign-in, the session, passwords, the captcha. */
export const ACCOUNT_CALLS = {
  /** Form-urlencoded or JSON (fixed by existing clients); the session arrives as a cookie. */
  register: defineCall({
    method: 'POST',
    path: '/t/tn/user/register',
    operationId: 'register',
    body: registerRequest,
    payload: sessionIssued,
  }),
  signIn: defineCall({
    method: 'POST',
    path: '/t/tn/user/foreign/login',
    operationId: 'signIn',
    body: signInRequest,
    payload: sessionIssued,
  }),
  /** Under /t/tn for the original clients, yet it needs a session: a teacher call. */
  checkLogin: defineCall({
    ...FIRST_LOAD_ADDRESSES.checkLogin,
    operationId: 'checkLogin',
    auth: 'teacher',
    payload: loginCheck,
    // Account calls stay open to a blocked teacher (decision 038): where to go, sign out,
    // a new password (a suspended account must still be able to secure itself).
    teacherActs: false,
  }),
  signOut: defineCall({
    ...FIRST_LOAD_ADDRESSES.signOut,
    operationId: 'signOut',
    payload: z.null(),
    teacherActs: false,
  }),
  requestPasswordReset: defineCall({
    method: 'POST',
    path: '/t/tn/user/forget/password',
    operationId: 'requestPasswordReset',
    body: forgotPasswordRequest,
    payload: z.null(),
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/t/tn/user/reset/password',
    operationId: 'resetPassword',
    body: resetPasswordRequest,
    payload: z.null(),
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/t/tc/user/update/password',
    operationId: 'changePassword',
    body: changePasswordRequest,
    payload: z.null(),
    teacherActs: false,
  }),
  checkReferralCode: defineCall({
    method: 'GET',
    path: '/t/tn/user/referralCode/check',
    operationId: 'checkReferralCode',
    query: referralCheckQuery,
    payload: referralCheck,
  }),
  captcha: defineCall({
    method: 'GET',
    path: '/t/tn/captcha',
    operationId: 'getCaptcha',
    summary: `A captcha picture (PNG) for a scene; its ticket is in the ${CAPTCHA_TICKET_HEADER} header`,
    query: captchaQuery,
    answer: 'file',
    produces: ['image/png'],
  }),
  /** Plain JSON, not an envelope: the ALTCHA solver reads it as it is (decision 028). */
  proofOfWorkChallenge: defineCall({
    method: 'GET',
    path: '/t/tn/captcha/challenge',
    operationId: 'getProofOfWorkChallenge',
    summary:
      'A signed proof-of-work challenge (ALTCHA) for a scene, sent back solved as `altcha` beside the captcha',
    query: captchaQuery,
    payload: proofOfWorkChallenge,
    answer: 'bare',
  }),
};
