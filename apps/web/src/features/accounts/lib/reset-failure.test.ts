import { MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { resetFailureMessage } from './reset-failure';

const failure = (code: string, message = 'server text', fields?: Record<string, string>) =>
  new ApiError({ code, status: 400, message, fields });

describe('resetFailureMessage', () => {
  it('maps a known code to the catalogue message', () => {
    expect(resetFailureMessage(failure('BIZ_TEACHER_VERIFICATION_CODE'))).toBe(
      MESSAGES.linkExpired,
    );
  });

  it('shows a validation failure by its field message', () => {
    expect(
      resetFailureMessage(failure('BIZ_PARAM_INVALID', '*Incorrect format!', { newPassword: 'x' })),
    ).toBe('*Incorrect format!');
  });

  it('falls back to "system error,please try again."', () => {
    expect(resetFailureMessage(failure('SOMETHING_NEW'))).toBe(MESSAGES.systemError);
    expect(resetFailureMessage(new Error('bug'))).toBe(MESSAGES.systemError);
  });
});
