import { ERROR_CATALOGUE, FIELD_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { parseFields } from './parse-fields.js';

const schema = z.object({
  title: z.string().min(1, FIELD_MESSAGES.required),
  kind: z.enum(['HOME', 'SHOP'], { error: FIELD_MESSAGES.invalid }),
  order: z.coerce.number().int(),
  redirectUrl: z.string().url(FIELD_MESSAGES.resetFormat).optional(),
});

const failure = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
};

describe('parseFields', () => {
  it("returns the schema's output: coerced, unknown fields stripped", () => {
    expect(
      parseFields(schema, { title: 'Spring', kind: 'HOME', order: '3', extra: 'x' }),
    ).toStrictEqual({ title: 'Spring', kind: 'HOME', order: 3 });
  });

  it('refuses with BIZ_PARAM_INVALID and the field messages of JSON bodies', () => {
    const error = failure(() => parseFields(schema, { title: '', order: 'three' }));
    expect(error.code).toBe('BIZ_PARAM_INVALID');
    expect(ERROR_CATALOGUE[error.code].status).toBe(400);
    expect(error.fields).toStrictEqual({
      title: FIELD_MESSAGES.required,
      kind: FIELD_MESSAGES.invalid,
      order: FIELD_MESSAGES.invalid,
    });
  });

  it('reads a missing field as "Required field." and keeps catalogue messages', () => {
    const error = failure(() =>
      parseFields(schema, { kind: 'SHOP', order: '1', redirectUrl: 'not a link' }),
    );
    expect(error.fields).toStrictEqual({
      title: FIELD_MESSAGES.required,
      redirectUrl: FIELD_MESSAGES.resetFormat,
    });
  });

  it('names nested fields with dots', () => {
    const nested = z.object({ address: z.object({ city: z.string() }) });
    const error = failure(() => parseFields(nested, { address: {} } as never));
    expect(error.fields).toStrictEqual({ 'address.city': FIELD_MESSAGES.required });
  });

  it('names a failure of the whole form "_"', () => {
    const paired = z
      .object({ a: z.string(), b: z.string() })
      .refine((value) => value.a === value.b, { message: FIELD_MESSAGES.resetMismatch });
    const error = failure(() => parseFields(paired, { a: 'x', b: 'y' }));
    expect(error.fields).toStrictEqual({ _: FIELD_MESSAGES.resetMismatch });
  });
});
