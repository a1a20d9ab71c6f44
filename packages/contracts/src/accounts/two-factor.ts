import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';

/** Staff two-factor sign-in (decision 029): RFC 6238 codes of 6 digits every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of five lower-case letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

const trimmedLower = (message: string) =>
  lineText({ error: message }).transform((value) => value.trim().toLowerCase().replace(/\s+/g, ''));

/** The code from the app (spaces allowed, as apps show "123 456"). */
export const totpCode = trimmedLower(FIELD_MESSAGES.totpCode).pipe(
  z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), FIELD_MESSAGES.totpCode),
);

/** At sign-in: the app's code or one of the recovery codes. */
export const secondFactorCode = trimmedLower(FIELD_MESSAGES.twoFactorCode).pipe(
  z
    .string()
    .refine(
      (value) =>
        new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(value) || RECOVERY_CODE_PATTERN.test(value),
      { error: FIELD_MESSAGES.twoFactorCode },
    ),
);

/** `STAFF_AUTH_CALLS.twoFactorSetup`: a new secret to scan, not yet in force. */
export const twoFactorSetup = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code carries. */
  uri: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** `STAFF_AUTH_CALLS.twoFactorConfirm`: the first code from the app turns it on. */
export const twoFactorConfirmRequest = z.object({ code: totpCode });
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmRequest>;
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

/** `STAFF_AUTH_CALLS.twoFactorDisable`: for roles that may go without, with a current code. */
export const twoFactorDisableRequest = z.object({ code: secondFactorCode });
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequest>;
