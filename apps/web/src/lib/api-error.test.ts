import { MESSAGES, SESSION_ENDING_CODES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, isApiError } from './api-error';

describe('ApiError', () => {
  it('is an Error carrying the code and status', () => {
    const error = new ApiError({ code: 'TOKEN_EXPIRED', status: 401, message: 'expired' });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error.name).toBe('ApiError');
    expect(error.endsSession).toBe(true);
    expect(new ApiError({ code: 'FORBIDDEN', status: 403, message: 'x' }).endsSession).toBe(false);
  });
});

describe('errorMessage', () => {
  it('shows an ApiError message or a given text', () => {
    expect(errorMessage(new ApiError({ code: 'X', status: 400, message: 'Shown' }))).toBe('Shown');
    expect(errorMessage('Plain text')).toBe('Plain text');
  });

  it('hides programming errors behind the generic message', () => {
    expect(errorMessage(new TypeError('undefined is not a function'))).toBe(MESSAGES.systemError);
    expect(errorMessage(undefined)).toBe(MESSAGES.systemError);
    expect(errorMessage('   ')).toBe(MESSAGES.systemError);
  });
});

describe('ApiError: what it carries', () => {
  it('keeps the cause only when there is one', () => {
    const cause = new TypeError('Failed to fetch');
    expect(new ApiError({ code: 'X', status: 0, message: 'm', cause }).cause).toBe(cause);
    expect('cause' in new ApiError({ code: 'X', status: 0, message: 'm' })).toBe(false);
  });

  it('keeps fields and a request id only when given', () => {
    const full = new ApiError({
      code: 'BIZ_PARAM_INVALID',
      status: 400,
      message: 'm',
      fields: { email: 'x' },
      requestId: 'req-1',
    });
    expect(full).toMatchObject({ code: 'BIZ_PARAM_INVALID', status: 400, message: 'm' });
    expect(full.fields).toEqual({ email: 'x' });
    expect(full.requestId).toBe('req-1');
    const bare = new ApiError({ code: 'X', status: 500, message: 'm', requestId: '' });
    expect(bare.fields).toBeUndefined();
    expect(bare.requestId).toBeUndefined();
  });

  it('ends the session for exactly the codes of spec section 7', () => {
    const ends = (code: string) => new ApiError({ code, status: 401, message: '' }).endsSession;
    expect(SESSION_ENDING_CODES.map(ends)).toEqual(SESSION_ENDING_CODES.map(() => true));
    expect(['TOKEN_NULL', 'TOKEN_EXPIRED', 'TOKEN_ILLEGAL', 'LOGIN_REQUIRED'].map(ends)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(ends('BIZ_TEACHER_PERMISSION')).toBe(false);
  });

  it('is told apart from other errors', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ code: 'X', message: 'm', status: 400 })).toBe(false);
  });
});

describe('errorMessage: text as given', () => {
  it('keeps a string as it is, spaces included', () => {
    expect(errorMessage(' Padded ')).toBe(' Padded ');
    expect(errorMessage('')).toBe(MESSAGES.systemError);
    expect(errorMessage(42)).toBe(MESSAGES.systemError);
  });
});
