/**
 * The account forms' field rules (spec section 5 "Sign-up, sign-in and reset", section 9
 * limits): passwords, the captcha answer, the referral code and the captcha's lenient wire
 * fields (the e-mail rules: email-fields.test.ts). Each case checks the outcome and the exact
 * message the form shows.
 */
import { describe, expect, it } from 'vitest';
import { CAPTCHA_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import {
  captchaAnswer,
  captchaCode,
  captchaTicket,
  password,
  proofOfWorkPayload,
  referralCode,
  resetPassword,
} from './fields.js';
import { messagesOf, valueOf } from '../test/parse.js';

const { passwordEmpty, passwordLength } = FIELD_MESSAGES;

describe('the spec limits (section 9)', () => {
  it('are 6 to 18 characters for a password and 4 for the captcha', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX, CAPTCHA_LENGTH]).toEqual([6, 18, 4]);
  });
});

describe('password (6 to 18 characters, trimmed)', () => {
  it.each([
    ['a'.repeat(PASSWORD_MIN), 'exactly the minimum'],
    ['a'.repeat(PASSWORD_MIN + 1), 'one above the minimum'],
    ['a'.repeat(PASSWORD_MAX), 'exactly the maximum'],
    ['a b c d', 'blanks inside'],
    ['Demo-Teacher-1', 'the demo password'],
  ])('accepts %j (%s)', (value) => {
    expect(valueOf(password, value)).toBe(value);
  });

  it('trims before counting', () => {
    expect(valueOf(password, '  abcdef  ')).toBe('abcdef');
    expect(messagesOf(password, '  abcde  ')).toEqual([passwordLength]);
  });

  it.each([
    ['a'.repeat(PASSWORD_MIN - 1), 'one below the minimum'],
    ['a', 'one character'],
    ['a'.repeat(PASSWORD_MAX + 1), 'one beyond the maximum'],
  ])('rejects %j with the length message (%s)', (value) => {
    expect(messagesOf(password, value)).toEqual([passwordLength]);
  });

  it('says it cannot be empty when empty or blank, as well as the length', () => {
    expect(messagesOf(password, '')).toEqual([passwordEmpty, passwordLength]);
    expect(messagesOf(password, '   ')).toEqual([passwordEmpty, passwordLength]);
  });

  it.each([undefined, null, 123456])('says it cannot be empty when %j', (value) => {
    expect(messagesOf(password, value)).toEqual([passwordEmpty]);
  });
});

describe('resetPassword (the reset page: 6 to 18 characters, else "*Incorrect format!")', () => {
  it.each([['a'.repeat(PASSWORD_MIN)], ['a'.repeat(PASSWORD_MAX)], ['New pass 1']])(
    'accepts %j',
    (value) => {
      expect(valueOf(resetPassword, value)).toBe(value);
    },
  );

  it('trims before counting', () => {
    expect(valueOf(resetPassword, ' abcdef ')).toBe('abcdef');
    expect(messagesOf(resetPassword, ' abcde ')).toEqual([FIELD_MESSAGES.resetFormat]);
  });

  it.each([
    ['a'.repeat(PASSWORD_MIN - 1)],
    ['a'.repeat(PASSWORD_MAX + 1)],
    [''],
    ['   '],
    [undefined],
    [123456],
  ])('rejects %j with the format message', (value) => {
    expect(messagesOf(resetPassword, value)).toEqual([FIELD_MESSAGES.resetFormat]);
  });
});

describe('captchaCode (4 characters, optional)', () => {
  it('keeps a 4-character answer, trimmed', () => {
    expect(valueOf(captchaCode, 'ab12')).toBe('ab12');
    expect(valueOf(captchaCode, '  AB12 ')).toBe('AB12');
  });

  it.each(['', '   ', null, undefined])('reads %j as no answer', (value) => {
    expect(valueOf(captchaCode, value)).toBeUndefined();
  });

  it.each(['abc', 'abcde', 'a', 1234])('rejects %j with "invalid captcha."', (value) => {
    expect(messagesOf(captchaCode, value)).toEqual([FIELD_MESSAGES.captchaInvalid]);
  });
});

describe('referralCode (digits only, optional)', () => {
  it.each([
    ['123456', '123456'],
    [' 12-34 56 ', '123456'],
    ['ab1c2', '12'],
    ['RF 0042', '0042'],
    [1234, '1234'],
    [0, '0'],
    ['1'.repeat(20), '1'.repeat(20)],
    ['1-'.repeat(20), '1'.repeat(20)],
  ])('reads %j as %j', (value, expected) => {
    expect(valueOf(referralCode, value)).toBe(expected);
  });

  it.each(['', '   ', null, undefined])('reads %j as no code', (value) => {
    expect(valueOf(referralCode, value)).toBeUndefined();
  });

  it.each([
    ['abc', 'no digit at all'],
    ['-', 'a separator only'],
    ['1'.repeat(21), '21 digits'],
  ])('rejects %j with "Invalid referralCode." (%s)', (value) => {
    expect(messagesOf(referralCode, value)).toEqual([FIELD_MESSAGES.referralInvalid]);
  });

  it.each([-5, 1.5, true, {}])(
    'rejects %j, neither text nor a whole number, with "Invalid referralCode."',
    (value) => {
      expect(messagesOf(referralCode, value)).toEqual([FIELD_MESSAGES.referralInvalid]);
    },
  );
});

describe.each([
  ['captchaTicket', captchaTicket],
  ['captchaAnswer', captchaAnswer],
  ['proofOfWorkPayload', proofOfWorkPayload],
])('%s (lenient captcha wire field)', (_name, schema) => {
  it.each([
    ['ab12', 'ab12'],
    ['  ab12  ', 'ab12'],
    [' x.y:z', 'x.y:z'],
    [1234, '1234'],
    [0, '0'],
  ])('keeps %j as %j', (value, expected) => {
    expect(valueOf(schema, value)).toBe(expected);
  });

  it.each(['', '   ', null, undefined, true, false, {}, ['ab12'], { answer: 'ab12' }])(
    'drops %j without failing',
    (value) => {
      expect(valueOf(schema, value)).toBeUndefined();
    },
  );
});
