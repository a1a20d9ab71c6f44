import { ERROR_CATALOGUE, FIELD_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';

describe('AppError', () => {
  it('carries its catalogue code as code and message, named AppError, with no params or fields', () => {
    const error = new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(AppError);
    expect(error.name).toBe('AppError');
    expect(error.code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    expect(error.code in ERROR_CATALOGUE).toBe(true);
    expect(error.message).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    expect(error.params).toStrictEqual({});
    expect(error.fields).toBeUndefined();
    expect(error.cause).toBeUndefined();
    expect(String(error)).toBe('AppError: BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('keeps the params, fields and cause it is given', () => {
    const cause = new Error('connection refused');
    const params = { email: 'help@portal.example' };
    const fields = { email: FIELD_MESSAGES.required };
    const error = new AppError('FORBIDDEN', { params, fields, cause });
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('FORBIDDEN');
    expect(error.params).toStrictEqual({ email: 'help@portal.example' });
    expect(error.fields).toStrictEqual({ email: FIELD_MESSAGES.required });
    expect(error.cause).toBe(cause);
  });

  it('gives each error its own empty params when none are given', () => {
    const first = new AppError('FAIL', {});
    const second = new AppError('FAIL');
    expect(first.params).toStrictEqual({});
    expect(first.params).not.toBe(second.params);
    expect(first.fields).toBeUndefined();
    expect(first.cause).toBeUndefined();
  });
});
