import { MESSAGES, fillMessage, messageFor } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueMessage } from '../../../lib/api-client';
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

describe('resetFailureMessage: the catalogue’s words', () => {
  it('shows the catalogue text for a validation failure without field messages', () => {
    expect(resetFailureMessage(failure('BIZ_PARAM_INVALID', 'server text'))).toBe(
      messageFor('BIZ_PARAM_INVALID'),
    );
  });

  it('shows the catalogue text, not the server’s, for a known code with fields', () => {
    expect(
      resetFailureMessage(failure('BIZ_TEACHER_VERIFICATION_CODE', 'server text', { code: 'x' })),
    ).toBe(MESSAGES.linkExpired);
  });

  it('fills the support address of the catalogue message', () => {
    expect(resetFailureMessage(failure('SERVER_ERR'))).toBe(catalogueMessage('SERVER_ERR'));
    expect(resetFailureMessage(failure('SERVER_ERR'))).toBe(
      fillMessage(MESSAGES.systemErrorEmail, { email: 'support' }),
    );
  });

  it('hides an unknown failure’s own message', () => {
    expect(resetFailureMessage('a string')).toBe(MESSAGES.systemError);
    expect(resetFailureMessage(failure('NOT_IN_CATALOGUE', 'leaky detail'))).toBe(
      MESSAGES.systemError,
    );
  });
});
