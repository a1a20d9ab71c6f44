import { z } from 'zod';
import { FIELD_MESSAGES } from './errors/messages.js';

/**
 * Wire tolerance (known-api.md): clients send `null` for optional fields they leave empty,
 * numbers as numeric strings, and fields the server does not know (zod objects strip them).
 */

/** An optional field that also accepts `null`, read as absent. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .transform((value) => (value === null ? undefined : value)) as unknown as z.ZodOptional<T>;
}

const integerText = z
  .string()
  .trim()
  .regex(/^-?\d{1,16}$/)
  .transform(Number);

/** A whole number given as a number or a numeric string. */
export const wireInt = z.union([z.number().int(), integerText]).pipe(z.number().int().safe());

/** Epoch milliseconds, as a number or a numeric string. */
export const epochMs = wireInt.pipe(z.number().int().nonnegative());

/** A calendar date on the wire: `YYYY/MM/DD`; checks after it do not run on another shape. */
export const wireDate = z.string().regex(/^\d{4}\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/, {
  error: FIELD_MESSAGES.invalid,
  abort: true,
});

/** An optional text field where `null`, an empty or a blank string all mean "not given". */
export function optionalText<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    schema.optional(),
  );
}
