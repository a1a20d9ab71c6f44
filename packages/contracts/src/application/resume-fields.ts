import { z } from 'zod';
import { PHONE_MAX } from '../constants.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { optionalText, wireDate } from '../wire.js';

/** Field rules of spec section 5 ("Field messages"), one place for the form and the server. */

const required = FIELD_MESSAGES.required;

/** A required text: trimmed; missing, null or blank reads "Required field.". */
export const requiredText = (max = 100) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    lineText({ error: required }).min(1, required).max(max, FIELD_MESSAGES.invalid),
  );

/** A required choice from a list of values. */
export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(values, { error: required }),
  );

/** firstName, lastName: letters only (any alphabet), no blanks or special characters. */
export const personName = requiredText(50).pipe(
  z.string().regex(/^\p{L}+$/u, FIELD_MESSAGES.lettersOnly),
);

/** middleInitial: optional, English letters or blanks. */
export const middleInitial = optionalText(
  lineText()
    .max(10, FIELD_MESSAGES.englishOnly)
    .regex(/^[A-Za-z ]+$/, FIELD_MESSAGES.englishOnly),
);

/** phoneNum: digits only, at most 20. */
export const phoneNumber = requiredText(PHONE_MAX).pipe(
  z.string().regex(/^\d+$/, FIELD_MESSAGES.phoneDigits),
);

/** birthday: YYYY/MM/DD, a real day in the past. */
export const birthday = requiredText(10).pipe(
  wireDate.refine((value) => {
    const [year = 0, month = 0, day = 0] = value.split('/').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCDate() === day && date.getTime() < Date.now() && year >= 1900;
  }, FIELD_MESSAGES.invalid),
);

/** A file reference as handed out by the upload call (its URL), or nothing. */
export const fileUrl = optionalText(lineText().max(1000, FIELD_MESSAGES.invalid));
export const fileName = optionalText(lineText().max(255, FIELD_MESSAGES.invalid));

/** teachingCertificate: a list in the form, comma-joined on the wire. */
export const commaList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : value,
    z
      .array(z.enum(values, { error: FIELD_MESSAGES.invalid }), { error: required })
      .min(1, required),
  );
