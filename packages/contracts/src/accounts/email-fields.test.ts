/**
 * The account forms' e-mail rules (spec section 5 "Sign-up, sign-in and reset"): the strict
 * pattern of registering, the loose one of signing in and resetting, and the fields built on
 * them. Each case checks the outcome and the exact message the form shows.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { LOOSE_EMAIL, STRICT_EMAIL, registerEmail, signInEmail } from './fields.js';
import { messagesOf, valueOf } from '../test/parse.js';

const { emailEmpty, emailFormat } = FIELD_MESSAGES;

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
