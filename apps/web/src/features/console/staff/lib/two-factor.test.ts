import { messageFor } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error';
import { groupedKey, mustSetUpTwoFactor, recoveryCodesText, wrongCode } from './two-factor';

describe('two-factor helpers', () => {
  it('send ADMIN and FINANCE members without a second factor to its set-up, nobody else', () => {
    expect(mustSetUpTwoFactor({ roles: ['ADMIN'], twoFactor: false })).toBe(true);
    expect(mustSetUpTwoFactor({ roles: ['RECRUITER', 'FINANCE'], twoFactor: false })).toBe(true);
    expect(mustSetUpTwoFactor({ roles: ['ADMIN'], twoFactor: true })).toBe(false);
    expect(mustSetUpTwoFactor({ roles: ['RECRUITER', 'OPERATIONS'], twoFactor: false })).toBe(
      false,
    );
  });

  it('show the key in groups of four and the codes one a line', () => {
    expect(groupedKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(recoveryCodesText(['aaaaa-bbbbb', 'ccccc-ddddd'], 'Codes')).toBe(
      'Codes\n\naaaaa-bbbbb\nccccc-ddddd\n',
    );
  });
});

describe('wrongCode', () => {
  it('puts a wrong or spent code’s message beside the field, focused', () => {
    const setError = vi.fn();
    const error = new ApiError({
      code: 'BIZ_STAFF_TWO_FACTOR_ERROR',
      status: 400,
      message: messageFor('BIZ_STAFF_TWO_FACTOR_ERROR'),
    });
    expect(wrongCode(error, setError)).toBe(true);
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'code',
      { message: messageFor('BIZ_STAFF_TWO_FACTOR_ERROR') },
      { shouldFocus: true },
    );
  });

  it('leaves any other failure to the caller', () => {
    const setError = vi.fn();
    const other = new ApiError({ code: 'BIZ_TOO_MANY_REQUESTS', status: 429, message: 'm' });
    expect(wrongCode(other, setError)).toBe(false);
    expect(wrongCode(new Error('BIZ_STAFF_TWO_FACTOR_ERROR'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('two-factor text edges', () => {
  it('groups only between characters, never at the end', () => {
    expect(groupedKey('ABCDEFGH')).toBe('ABCD EFGH');
    expect(groupedKey('ABCD')).toBe('ABCD');
    expect(groupedKey('ABC')).toBe('ABC');
    expect(groupedKey('')).toBe('');
  });

  it('needs no set-up without roles', () => {
    expect(mustSetUpTwoFactor({ roles: [], twoFactor: false })).toBe(false);
    expect(mustSetUpTwoFactor({ roles: ['FINANCE'], twoFactor: true })).toBe(false);
  });
});
