import { MESSAGES } from '@portal/contracts';
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
