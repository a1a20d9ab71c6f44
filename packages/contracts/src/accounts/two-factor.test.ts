/**
 * Staff two-factor sign-in (decision 029): the code typed from an authenticator app (six
 * digits, spaces as apps show them allowed), a recovery code at sign-in, and the bodies of the
 * set-up, confirm and disable calls. Each case checks the exact value or message.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../errors/messages.js';
import {
  RECOVERY_CODE_PATTERN,
  TOTP_DIGITS,
  recoveryCodes,
  secondFactorCode,
  totpCode,
  twoFactorConfirmRequest,
  twoFactorDisableRequest,
  twoFactorSetup,
} from './two-factor.js';
import { issuesOf, valueOf } from '../test/parse.js';

const { totpCode: totpMessage, twoFactorCode: secondFactorMessage } = FIELD_MESSAGES;

describe('a recovery code', () => {
  it('is two groups of five lower-case letters and digits', () => {
    expect(RECOVERY_CODE_PATTERN.test('abcde-12345')).toBe(true);
    expect(RECOVERY_CODE_PATTERN.test('a1b2c-3d4e5')).toBe(true);
    for (const wrong of [
      'xabcde-12345',
      'abcde-123456',
      'abcd-12345',
      'abcde-1234',
      'a-12345',
      'abcde-1',
      'ABCDE-12345',
      'abcde_12345',
      'abcde12345',
      'abcde-12345\n',
    ]) {
      expect(RECOVERY_CODE_PATTERN.test(wrong), wrong).toBe(false);
    }
  });
});

describe('the code from the app', () => {
  it('is six digits, spaces and surrounding blanks removed', () => {
    expect(TOTP_DIGITS).toBe(6);
    expect(valueOf(totpCode, '123456')).toBe('123456');
    expect(valueOf(totpCode, ' 123 456 ')).toBe('123456');
    expect(valueOf(totpCode, '12 34  56')).toBe('123456');
  });

  it('refuses other lengths, letters and recovery codes with its own message', () => {
    for (const wrong of ['12345', '1234567', 'abcdef', '12345a', 'abcde-12345', '', '   ']) {
      expect(issuesOf(totpCode, wrong), wrong).toEqual([['', totpMessage]]);
    }
  });

  it('refuses a value that is not text with the same message', () => {
    expect(issuesOf(totpCode, 123456)).toEqual([['', totpMessage]]);
    expect(issuesOf(totpCode, null)).toEqual([['', totpMessage]]);
  });
});

describe('the second factor at sign-in', () => {
  it('takes the app’s code or a recovery code, spaces removed and lower-cased', () => {
    expect(valueOf(secondFactorCode, '123456')).toBe('123456');
    expect(valueOf(secondFactorCode, ' 123 456 ')).toBe('123456');
    expect(valueOf(secondFactorCode, 'abcde-12345')).toBe('abcde-12345');
    expect(valueOf(secondFactorCode, ' ABCDE-12345 ')).toBe('abcde-12345');
    expect(valueOf(secondFactorCode, 'AbCdE - 12345')).toBe('abcde-12345');
  });

  it('refuses anything else with its own message', () => {
    for (const wrong of [
      '12345',
      '1234567',
      'abcdef',
      'abcde-1234',
      'xabcde-12345',
      'abcde-12345x',
      'abcde_12345',
      '',
    ]) {
      expect(issuesOf(secondFactorCode, wrong), wrong).toEqual([['', secondFactorMessage]]);
    }
    expect(issuesOf(secondFactorCode, 123456)).toEqual([['', secondFactorMessage]]);
  });
});

describe('the two-factor calls’ bodies', () => {
  it('carry the new secret, its address and its QR code', () => {
    const setup = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:,' };
    expect(valueOf(twoFactorSetup, { ...setup, extra: 1 })).toEqual(setup);
    expect(issuesOf(twoFactorSetup, { secret: 'S', uri: 'u' })?.map(([path]) => path)).toEqual([
      'qrCode',
    ]);
  });

  it('confirm with the app’s code only', () => {
    expect(valueOf(twoFactorConfirmRequest, { code: '123 456' })).toEqual({ code: '123456' });
    expect(issuesOf(twoFactorConfirmRequest, { code: 'abcde-12345' })).toEqual([
      ['code', totpMessage],
    ]);
  });

  it('answer the recovery codes as a list', () => {
    const codes = { recoveryCodes: ['abcde-12345', 'fghij-67890'] };
    expect(valueOf(recoveryCodes, codes)).toEqual(codes);
  });

  it('disable with the app’s code or a recovery code', () => {
    expect(valueOf(twoFactorDisableRequest, { code: ' 654 321 ' })).toEqual({ code: '654321' });
    expect(valueOf(twoFactorDisableRequest, { code: 'ABCDE-12345' })).toEqual({
      code: 'abcde-12345',
    });
    expect(issuesOf(twoFactorDisableRequest, { code: '12' })).toEqual([
      ['code', secondFactorMessage],
    ]);
  });
});
