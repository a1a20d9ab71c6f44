import { z } from 'zod';
import { CAPTCHA_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { optionalText } from '../wire.js';
import { nearMissMailDomain } from './mail-domains.js';

/** Register: letters and digits with single `_` or `.` separators, TLD of 2-6 letters (spec 5). */
export const STRICT_EMAIL =
  /^[A-Za-z0-9]+(?:[._][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z]{2,6}$/;
/** Sign-in and reset: anything that looks like an address. */
export const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (message: string) => lineText({ error: message });

function email(pattern: RegExp) {
  return text(FIELD_MESSAGES.emailEmpty)
    .pipe(z.string().min(1, FIELD_MESSAGES.emailEmpty).max(254, FIELD_MESSAGES.emailFormat))
    .pipe(
      z
        .string()
        .regex(pattern, FIELD_MESSAGES.emailFormat)
        .refine((value) => !nearMissMailDomain(value.slice(value.lastIndexOf('@') + 1)), {
          error: FIELD_MESSAGES.emailFormat,
        }),
    );
}

export const registerEmail = email(STRICT_EMAIL);
export const signInEmail = email(LOOSE_EMAIL);

/** Passwords: trimmed, 6 to 18 characters (spec 5 and 9). */
export const password = text(FIELD_MESSAGES.passwordEmpty).pipe(
  z
    .string()
    .min(1, FIELD_MESSAGES.passwordEmpty)
    .min(PASSWORD_MIN, FIELD_MESSAGES.passwordLength)
    .max(PASSWORD_MAX, FIELD_MESSAGES.passwordLength),
);

/** The reset page's own messages for the same rule. */
export const resetPassword = text(FIELD_MESSAGES.resetFormat).pipe(
  z
    .string()
    .min(PASSWORD_MIN, FIELD_MESSAGES.resetFormat)
    .max(PASSWORD_MAX, FIELD_MESSAGES.resetFormat),
);

/** The 4-character captcha answer, when the server asked for one. */
export const captchaCode = optionalText(
  text(FIELD_MESSAGES.captchaInvalid).pipe(
    z.string().length(CAPTCHA_LENGTH, FIELD_MESSAGES.captchaInvalid),
  ),
);

/** A referral code keeps digits only; empty means none. */
export const referralCode = optionalText(
  z
    .union(
      [
        z.string(),
        z.number().int(FIELD_MESSAGES.referralInvalid).nonnegative(FIELD_MESSAGES.referralInvalid),
      ],
      { error: FIELD_MESSAGES.referralInvalid },
    )
    .transform((value) => String(value).replace(/\D/g, ''))
    .pipe(
      z.string().min(1, FIELD_MESSAGES.referralInvalid).max(20, FIELD_MESSAGES.referralInvalid),
    ),
);

/**
 * The captcha's fields on the wire: the ticket (`x-captcha-token`), the answer and the
 * proof-of-work payload. Clients of the original system always send them, asked or not, so
 * they are read leniently: any string or number is kept as text and anything else is dropped.
 * Only a call that demands verification looks at them (decision 028); the form's own rule for
 * the answer is `captchaCode`.
 */
const captchaWireText = z.preprocess(
  (value) =>
    typeof value === 'string' || typeof value === 'number'
      ? String(value).trim() || undefined
      : undefined,
  z.string().optional(),
);
export const captchaTicket = captchaWireText;
export const captchaAnswer = captchaWireText;
export const proofOfWorkPayload = captchaWireText;
