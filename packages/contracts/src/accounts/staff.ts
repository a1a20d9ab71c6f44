import { z } from 'zod';
import { dataEnvelope } from '../envelope.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { wireInt } from '../wire.js';
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
export const STAFF_STATUSES = ['INVITED', 'ACTIVE', 'DISABLED'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

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

/** POST /ops/auth/login */
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
export const staffSessionResponse = dataEnvelope(staffSession);

/** GET /ops/auth/me */
export const staffMeResponse = dataEnvelope(staffMember);

/** POST /ops/auth/password: set a password from an invitation link. */
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

/** POST /ops/staff/invite (ADMIN) */
export const staffInviteRequest = z.object({
  email: signInEmail,
  name: lineText().min(1, FIELD_MESSAGES.required).max(100),
  roles: z.array(z.enum(STAFF_ROLES)).min(1, FIELD_MESSAGES.required),
});
export type StaffInviteRequest = z.input<typeof staffInviteRequest>;
export const staffInviteResponse = dataEnvelope(staffMember);

/** GET /ops/staff (ADMIN) */
export const staffListResponse = dataEnvelope(
  z.object({ total: z.number().int(), records: z.array(staffMember) }),
);

/** POST /ops/staff/:staffId/status (ADMIN) */
export const staffIdParams = z.object({ staffId: wireInt.pipe(z.number().int().positive()) });
export const staffStatusRequest = z.object({ status: z.enum(['ACTIVE', 'DISABLED']) });

/** GET /ops/dashboard/funnel: applicants per funnel stage. */
export const funnelCounts = z.object({
  stages: z.array(z.object({ stage: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type FunnelCounts = z.infer<typeof funnelCounts>;
export const funnelCountsResponse = dataEnvelope(funnelCounts);
