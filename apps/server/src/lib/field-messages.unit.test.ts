import { FIELD_MESSAGES, MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessages, type ValidationIssue } from './field-messages.js';

const issue = (instancePath: string, message?: string, keyword = 'custom'): ValidationIssue => ({
  keyword,
  instancePath,
  ...(message === undefined ? {} : { message }),
});

/** zod's own issues, as fastify-type-provider-zod hands them to the error handler. */
const zodIssues = (schema: z.ZodType, value: unknown): ValidationIssue[] => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error.issues.map((found) => ({
    keyword: found.code,
    instancePath: `/${found.path.join('/')}`,
    message: found.message,
  }));
};

describe('fieldMessages', () => {
  it('names each field by its path, nested levels joined with dots', () => {
    expect(
      fieldMessages([
        issue('/email', FIELD_MESSAGES.emailFormat),
        issue('/education/0/school', FIELD_MESSAGES.englishOnly),
        issue('/a/b/c/d', FIELD_MESSAGES.lettersOnly),
      ]),
    ).toStrictEqual({
      email: FIELD_MESSAGES.emailFormat,
      'education.0.school': FIELD_MESSAGES.englishOnly,
      'a.b.c.d': FIELD_MESSAGES.lettersOnly,
    });
  });

  it('drops only a leading slash', () => {
    expect(fieldMessages([issue('a/b', FIELD_MESSAGES.lettersOnly)])).toStrictEqual({
      'a.b': FIELD_MESSAGES.lettersOnly,
    });
  });

  it('names an issue of the whole body "_"', () => {
    expect(fieldMessages([issue('', FIELD_MESSAGES.required)])).toStrictEqual({
      _: FIELD_MESSAGES.required,
    });
    expect(fieldMessages([issue('/', FIELD_MESSAGES.invalid)])).toStrictEqual({
      _: FIELD_MESSAGES.invalid,
    });
  });

  it("keeps a field's first message", () => {
    expect(
      fieldMessages([
        issue('/password', FIELD_MESSAGES.passwordEmpty),
        issue('/password', FIELD_MESSAGES.passwordLength),
        issue('/email', FIELD_MESSAGES.emailEmpty),
        issue('/email', undefined, 'invalid_type'),
      ]),
    ).toStrictEqual({
      password: FIELD_MESSAGES.passwordEmpty,
      email: FIELD_MESSAGES.emailEmpty,
    });
  });

  it('passes every catalogue text through, field messages and general messages', () => {
    for (const text of [...Object.values(FIELD_MESSAGES), ...Object.values(MESSAGES)]) {
      expect(fieldMessages([issue('/x', text)])).toStrictEqual({ x: text });
    }
    expect(MESSAGES.tooManyRequests).not.toBeOneOf(Object.values(FIELD_MESSAGES));
    expect(fieldMessages([issue('/x', MESSAGES.tooManyRequests)])).toStrictEqual({
      x: MESSAGES.tooManyRequests,
    });
  });

  it('never passes on a message of its own: a missing value reads "Required field."', () => {
    expect(
      fieldMessages([
        issue('/name', 'Invalid input: expected string, received undefined', 'invalid_type'),
      ]),
    ).toStrictEqual({ name: FIELD_MESSAGES.required });
  });

  it('reads anything else as the format message', () => {
    expect(
      fieldMessages([
        // a wrong type that is not a missing value
        issue('/a', 'Invalid input: expected string, received number', 'invalid_type'),
        // "received undefined" under another keyword
        issue('/b', 'Invalid input: received undefined', 'custom'),
        // a missing-value keyword without a message
        issue('/c', undefined, 'invalid_type'),
        // developer wording
        issue('/d', 'Too small: expected string to have >=2 characters', 'too_small'),
        issue('/e', undefined, 'too_big'),
        issue('/f', '', 'invalid_type'),
      ]),
    ).toStrictEqual({
      a: FIELD_MESSAGES.invalid,
      b: FIELD_MESSAGES.invalid,
      c: FIELD_MESSAGES.invalid,
      d: FIELD_MESSAGES.invalid,
      e: FIELD_MESSAGES.invalid,
      f: FIELD_MESSAGES.invalid,
    });
  });

  it("reads zod's own issues: missing, wrong shape, catalogue message", () => {
    const schema = z.object({
      name: z.string(),
      age: z.number(),
      email: z.string().email(FIELD_MESSAGES.emailFormat),
      nested: z.object({ city: z.string().min(2) }),
    });
    expect(
      fieldMessages(zodIssues(schema, { age: 'ten', email: 'nope', nested: { city: 'x' } })),
    ).toStrictEqual({
      name: FIELD_MESSAGES.required,
      age: FIELD_MESSAGES.invalid,
      email: FIELD_MESSAGES.emailFormat,
      'nested.city': FIELD_MESSAGES.invalid,
    });
  });

  it('gives nothing for no issues', () => {
    expect(fieldMessages([])).toStrictEqual({});
  });
});
