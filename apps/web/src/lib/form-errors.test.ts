import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { applyFieldErrors, fieldMessages } from './form-errors';

const invalid = (fields: Record<string, string>) =>
  new ApiError({ code: 'BIZ_PARAM_INVALID', status: 400, message: 'first', fields });

describe('applyFieldErrors', () => {
  it('puts each message beside its field', () => {
    const set: [string, string][] = [];
    const placed = applyFieldErrors(
      invalid({ email: 'Email format error.', referralCode: 'nope' }),
      ['email', 'password', 'referralCode'],
      (field, message) => set.push([field, message]),
    );
    expect(placed).toBe(true);
    expect(set).toEqual([
      ['email', 'Email format error.'],
      ['referralCode', 'nope'],
    ]);
  });

  it('reports false when a message has no field here, so the caller still shows it', () => {
    const set: string[] = [];
    const placed = applyFieldErrors(invalid({ email: 'x', poster: 'y' }), ['email'], (field) =>
      set.push(field),
    );
    expect(set).toEqual(['email']);
    expect(placed).toBe(false);
  });

  it('ignores anything that is not a validation failure', () => {
    const other = new ApiError({ code: 'BIZ_TEACHER_LOGIN_ERROR', status: 400, message: 'm' });
    expect(applyFieldErrors(other, ['email'], () => undefined)).toBe(false);
    expect(applyFieldErrors(new Error('bug'), ['email'], () => undefined)).toBe(false);
  });
});

describe('applyFieldErrors: nothing to place', () => {
  it('places nothing for a validation failure without field messages', () => {
    const set: string[] = [];
    const none = new ApiError({ code: 'BIZ_PARAM_INVALID', status: 400, message: 'm' });
    expect(applyFieldErrors(none, ['email'], (field) => set.push(field))).toBe(false);
    expect(applyFieldErrors(invalid({}), ['email'], (field) => set.push(field))).toBe(false);
    expect(set).toEqual([]);
  });

  it('places nothing when no message names a field of the form', () => {
    const set: string[] = [];
    expect(applyFieldErrors(invalid({ poster: 'y' }), ['email'], (f) => set.push(f))).toBe(false);
    expect(set).toEqual([]);
  });

  it('places nothing for a failure of another code that carries fields', () => {
    const set: string[] = [];
    const other = new ApiError({
      code: 'BIZ_TEACHER_LOGIN_ERROR',
      status: 400,
      message: 'm',
      fields: { email: 'x' },
    });
    expect(applyFieldErrors(other, ['email'], (f) => set.push(f))).toBe(false);
    expect(set).toEqual([]);
  });
});

describe('fieldMessages', () => {
  it("keeps each top-level field's first message", () => {
    expect(
      fieldMessages([
        { path: ['reason'], message: 'Required' },
        { path: ['reason'], message: 'Too long' },
        { path: ['credits', 0], message: 'Invalid' },
        { path: [], message: 'Whole form' },
      ]),
    ).toEqual({ reason: 'Required', credits: 'Invalid', undefined: 'Whole form' });
    expect(fieldMessages([])).toEqual({});
  });
});
