import { describe, expect, it } from 'vitest';
import { groupedKey, mustSetUpTwoFactor, recoveryCodesText } from './two-factor';

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
