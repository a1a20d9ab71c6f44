import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { optionalText, wireInt } from '../wire.js';
import {
  captchaAnswer,
  captchaTicket,
  password,
  proofOfWorkPayload,
  referralCode,
  registerEmail,
  resetPassword,
  signInEmail,
} from './fields.js';

/** Captcha scenes (spec section 3: login and register state). */
export const CAPTCHA_SCENES = ['REGISTER', 'RESET', 'LOGIN'] as const;
export type CaptchaScene = (typeof CAPTCHA_SCENES)[number];
export const CAPTCHA_TICKET_HEADER = 'x-captcha-token';

/** `ACCOUNT_CALLS.captcha` */
export const captchaQuery = z.object({
  scene: z.enum(CAPTCHA_SCENES),
  /**
   * The account a sign-in's proof of work is for (LOGIN): guessed from many addresses, its
   * work grows (issue 37). Without it a sign-in of such an account is refused the proof.
   */
  email: z.email().max(254).optional(),
});

/** A proof-of-work challenge as the ALTCHA solver reads it (decision 028). */
export const proofOfWorkChallenge = z.looseObject({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.string().optional(),
});

/** `ACCOUNT_CALLS.register` (form-urlencoded or JSON; fixed by existing clients). */
export const registerRequest = z.object({
  email: registerEmail,
  password,
  captcha: captchaAnswer,
  /** The captcha ticket. */
  token: captchaTicket,
  /** The proof-of-work payload, when verification was demanded. */
  altcha: proofOfWorkPayload,
  referralCode,
  poster: optionalText(lineText().max(100)),
  /** Click identifier of an ad campaign. */
  t_ick: optionalText(lineText().max(200)),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** `ACCOUNT_CALLS.signIn` */
export const signInRequest = z.object({
  email: signInEmail,
  password,
  captcha: captchaAnswer,
  token: captchaTicket,
  altcha: proofOfWorkPayload,
  callback: optionalText(lineText().max(500)),
});
export type SignInRequest = z.input<typeof signInRequest>;

const cookieValue = z.object({ value: z.string() });

/** What register and sign-in answer; the SPA ignores the token values (decision 006). */
export const sessionIssued = z.object({
  userIdCookie: cookieValue,
  serviceTokenCookie: cookieValue,
  phCookie: cookieValue,
  callback: z.string(),
});
export type SessionIssued = z.infer<typeof sessionIssued>;

/** `ACCOUNT_CALLS.checkLogin`: where the signed-in user belongs. */
export const loginCheck = z.object({
  callback: z.string(),
  userId: z.string(),
  email: z.string(),
  stage: z.string(),
  status: z.string(),
});
export type LoginCheck = z.infer<typeof loginCheck>;

/** `ACCOUNT_CALLS.requestPasswordReset` */
export const forgotPasswordRequest = z.object({
  email: signInEmail,
  code: captchaAnswer,
  ticket: captchaTicket,
  altcha: proofOfWorkPayload,
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** `ACCOUNT_CALLS.resetPassword` */
export const resetPasswordRequest = z
  .object({
    newPassword: resetPassword,
    repeatPassword: lineText({ error: FIELD_MESSAGES.resetMismatch }),
    userId: wireInt.pipe(z.number().int().positive()),
    verifyCode: lineText().min(1).max(200),
  })
  .refine((body) => body.newPassword === body.repeatPassword, {
    path: ['repeatPassword'],
    error: FIELD_MESSAGES.resetMismatch,
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** `ACCOUNT_CALLS.changePassword` */
export const changePasswordRequest = z
  .object({
    password,
    newPassword: password,
    repeatPassword: lineText({ error: FIELD_MESSAGES.passwordEmpty }),
  })
  .refine((body) => body.newPassword === body.repeatPassword, {
    path: ['repeatPassword'],
    error: FIELD_MESSAGES.resetMismatch,
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** `ACCOUNT_CALLS.checkReferralCode` */
export const referralCheckQuery = z.object({ referralCode: lineText().max(40) });
export const referralCheck = z.object({ exists: z.boolean() });
