/**
 * The account forms' field rules (spec section 5 "Sign-up, sign-in and reset", section 9
 * limits): e-mail patterns, passwords, the captcha answer, the referral code and the captcha's
 * lenient wire fields. Each case checks the outcome and the exact message the form shows.
 */
import { describe, expect, it } from 'vitest';
import { CAPTCHA_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import {
  LOOSE_EMAIL,
  STRICT_EMAIL,
  captchaAnswer,
  captchaCode,
  captchaTicket,
  password,
  proofOfWorkPayload,
  referralCode,
  registerEmail,
  resetPassword,
  signInEmail,
} from './fields.js';
import { messagesOf, valueOf } from '../test/parse.js';

const { emailEmpty, emailFormat, passwordEmpty, passwordLength } = FIELD_MESSAGES;

describe('the spec limits (section 9)', () => {
  it('are 6 to 18 characters for a password and 4 for the captcha', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX, CAPTCHA_LENGTH]).toEqual([6, 18, 4]);
  });
});

describe('STRICT_EMAIL (register: letters and digits, single "." or "_" separators, TLD of 2-6)', () => {
  it.each([
    ['a@b.co', 'the shortest address, a TLD of 2 letters'],
    ['ab@cd.com', 'several characters in each part'],
    ['a@b.abcdef', 'a TLD of 6 letters'],
    ['AZaz09@AZaz09.AZaz', 'every end of the letter and digit ranges, either case'],
    ['first.last@example.com', 'a dot in the local part'],
    ['first_last@example.com', 'an underscore in the local part'],
    ['a.b_c.d@example.org', 'several single separators'],
    ['a.AZaz09_AZaz09@x.AZaz09-AZaz09.org', 'the ranges after each separator'],
    ['a@mail.example.com', 'a sub-domain'],
    ['a@my-school.edu', 'a hyphen inside the domain'],
    ['a1@b2.c3.com', 'digits in the domain labels'],
  ])('accepts %s (%s)', (address) => {
    expect(STRICT_EMAIL.test(address)).toBe(true);
  });

  it.each([
    ['a@b.c', 'a TLD of 1 letter'],
    ['a@b.abcdefg', 'a TLD of 7 letters'],
    ['a@b.c0m', 'a digit in the TLD'],
    ['a@b.com1', 'a digit after the TLD'],
    ['a@b.com.', 'a trailing dot'],
    ['.a@b.com', 'a leading separator'],
    ['_a@b.com', 'a leading underscore'],
    ['a.@b.com', 'a separator before "@"'],
    ['a..b@b.com', 'two dots in a row'],
    ['a._b@b.com', 'two separators in a row'],
    ['a-b@b.com', 'a hyphen in the local part'],
    ['a+b@b.com', 'a plus in the local part'],
    ['a@-b.com', 'a leading hyphen in the domain'],
    ['a@b-.com', 'a hyphen before the dot'],
    ['a@b..com', 'two dots in the domain'],
    ['a@b_c.com', 'an underscore in the domain'],
    ['a@.com', 'an empty domain label'],
    ['@b.com', 'no local part'],
    ['a@b', 'no TLD'],
    ['ab.com', 'no "@"'],
    ['a@@b.com', 'two "@"'],
    ['a b@c.com', 'a blank'],
    ['é@b.com', 'a letter outside English'],
  ])('rejects %s (%s)', (address) => {
    expect(STRICT_EMAIL.test(address)).toBe(false);
  });
});

describe('LOOSE_EMAIL (sign-in and reset: anything that looks like an address)', () => {
  it.each([
    'a@b.c',
    'ab@c.d',
    'a@bc.d',
    'a@b.com',
    'first-last+tag@sub.example.co.uk',
    'a@b.abcdefg',
    'a..b@c.d',
  ])('accepts %s', (address) => {
    expect(LOOSE_EMAIL.test(address)).toBe(true);
  });

  it.each([
    ['a b@c.com', 'a blank before "@"'],
    ['a@b c.com', 'a blank in the domain'],
    ['a@b.c om', 'a blank in the TLD'],
    ['a@b@c.com', 'two "@"'],
    ['a@b.c@d', 'an "@" after the dot'],
    ['a@b.com@x', 'text after the address'],
    ['@b.com', 'no local part'],
    ['a@.com', 'no domain before the dot'],
    ['a@b.', 'nothing after the dot'],
    ['a@b', 'no dot after "@"'],
    ['ab', 'no "@"'],
  ])('rejects %s (%s)', (address) => {
    expect(LOOSE_EMAIL.test(address)).toBe(false);
  });
});

describe('registerEmail', () => {
  it('trims the address', () => {
    expect(valueOf(registerEmail, '  ann.lee@example.com  ')).toBe('ann.lee@example.com');
  });

  it.each<[unknown, string]>([
    ['', 'empty'],
    ['   ', 'blank'],
    [undefined, 'missing'],
    [null, 'null'],
    [42, 'not text'],
  ])('says "Email cannot be empty." when %j (%s)', (value) => {
    expect(messagesOf(registerEmail, value)).toEqual([emailEmpty]);
  });

  it('accepts 254 characters and rejects 255 with the format message', () => {
    const local = 'a'.repeat(244);
    expect(valueOf(registerEmail, `${local}@gmail.com`)).toHaveLength(254);
    expect(valueOf(registerEmail, ` ${local}@gmail.com `)).toHaveLength(254);
    expect(messagesOf(registerEmail, `${local}a@gmail.com`)).toEqual([emailFormat]);
  });

  it.each(['a@b.c', 'a-b@example.com', 'a@b.abcdefg', 'a..b@example.com'])(
    'rejects %s with the format message (strict pattern)',
    (address) => {
      expect(messagesOf(registerEmail, address)).toEqual([emailFormat]);
    },
  );

  it.each(['ann@gmial.com', 'ann@Gmail.com', 'ann@GMAIL.COM', 'ann@yaho.com', 'ann@hotmail.con'])(
    'rejects %s, a close variant of a common domain, with the format message',
    (address) => {
      expect(messagesOf(registerEmail, address)).toEqual([emailFormat]);
    },
  );

  it.each(['ann@gmail.com', 'ANN@gmail.com', 'ann@mail.com', 'ann@ymail.com', 'ann@example.com'])(
    'accepts %s',
    (address) => {
      expect(valueOf(registerEmail, address)).toBe(address);
    },
  );
});

describe('signInEmail', () => {
  it.each(['a+tag@sub.example.co.uk', 'a-b@example.com', 'a@b.c', 'a@b.abcdefg'])(
    'accepts %s, which the strict pattern would refuse',
    (address) => {
      expect(valueOf(signInEmail, address)).toBe(address);
    },
  );

  it('trims the address', () => {
    expect(valueOf(signInEmail, ' a@b.c ')).toBe('a@b.c');
  });

  it.each([
    ['', emailEmpty],
    [undefined, emailEmpty],
    ['a b@c.d', emailFormat],
    ['a@b', emailFormat],
    ['a@gmial.com', emailFormat],
    ['a@Outlook.com', emailFormat],
    [`${'a'.repeat(247)}@b.c.com`, emailFormat],
  ])('rejects %j with %j', (value, message) => {
    expect(messagesOf(signInEmail, value)).toEqual([message]);
  });

  it('accepts 254 characters', () => {
    expect(valueOf(signInEmail, `${'a'.repeat(246)}@b.c.com`)).toHaveLength(254);
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
