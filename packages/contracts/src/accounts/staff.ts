import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { wireInt } from '../wire.js';
import { funnelStepId } from '../funnel/step-counts.js';
import { STAFF_STATUSES, STAFF_SWITCH_STATUSES } from './staff-account.lifecycle.js';
import {
  captchaAnswer,
  captchaTicket,
  password,
  proofOfWorkPayload,
  signInEmail,
} from './fields.js';

/** Staff roles (the back-office side of every funnel step). */
export const STAFF_ROLES = ['ADMIN', 'RECRUITER', 'INTERVIEWER', 'FINANCE', 'OPERATIONS'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_TOKEN_HEADER = 'x-auth-token';

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  status: z.enum(STAFF_STATUSES),
  createdAt: z.number().int(),
  /** Whether the member signs in with a second factor (decision 029). */
  twoFactor: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** `STAFF_AUTH_CALLS.signIn` */
export const staffSignInRequest = z.object({
  email: signInEmail,
  password,
  captcha: captchaAnswer,
  token: captchaTicket,
  altcha: proofOfWorkPayload,
  /** The app's code or a recovery code, once the server asked for it (decision 029). */
  otp: captchaAnswer,
});
export type StaffSignInRequest = z.input<typeof staffSignInRequest>;
export const staffSession = z.object({ token: z.string(), staff: staffMember });

/** `STAFF_AUTH_CALLS.me` */

/** `STAFF_AUTH_CALLS.setPassword`: set a password from an invitation link. */
export const staffSetPasswordRequest = z
  .object({
    staffId: wireInt.pipe(z.number().int().positive()),
    code: lineText().min(1).max(200),
    newPassword: password,
    repeatPassword: lineText(),
  })
  .refine((body) => body.newPassword === body.repeatPassword, {
    path: ['repeatPassword'],
    error: FIELD_MESSAGES.resetMismatch,
  });
export type StaffSetPasswordRequest = z.input<typeof staffSetPasswordRequest>;

/** `STAFF_CALLS.invite` */
export const staffInviteRequest = z.object({
  email: signInEmail,
  name: lineText().min(1, FIELD_MESSAGES.required).max(100),
  roles: z.array(z.enum(STAFF_ROLES)).min(1, FIELD_MESSAGES.required),
});
export type StaffInviteRequest = z.input<typeof staffInviteRequest>;

/** `STAFF_CALLS.list` */
export const staffList = z.object({ total: z.number().int(), records: z.array(staffMember) });

/** `STAFF_CALLS.setStatus` */
export const staffIdParams = z.object({ staffId: wireInt.pipe(z.number().int().positive()) });
export const staffStatusRequest = z.object({ status: z.enum(STAFF_SWITCH_STATUSES) });

/**
 * `STAFF_CALLS.funnelCounts`: applicants per funnel stage, and per step of the applicant's step
 * bar (the console's cards, named as the step bar names them; decision 056).
 */
export const funnelCounts = z.object({
  stages: z.array(z.object({ stage: z.string(), count: z.number().int() })),
  steps: z.array(z.object({ step: funnelStepId, count: z.number().int() })),
  total: z.number().int(),
});
export type FunnelCounts = z.infer<typeof funnelCounts>;
