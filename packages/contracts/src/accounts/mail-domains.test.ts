/**
 * Close variants of the common mail domains (spec section 5: "A domain that is a close variant
 * (differing in case or as a typo) of a configured list of known mail domains, without being
 * identical to one, also fails") and the e-mail field's completions.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_MAIL_DOMAINS, mailDomainSuggestions, nearMissMailDomain } from './mail-domains.js';

describe('COMMON_MAIL_DOMAINS', () => {
  it('lists the six common domains, in the order suggested', () => {
    expect(COMMON_MAIL_DOMAINS).toEqual([
      'gmail.com',
      'yahoo.com',
      'hotmail.com',
      'outlook.com',
      'icloud.com',
      'aol.com',
    ]);
  });
});

describe('nearMissMailDomain', () => {
  it.each(COMMON_MAIL_DOMAINS)('never flags %s itself', (domain) => {
    expect(nearMissMailDomain(domain)).toBeUndefined();
  });

  it.each([
    'mail.com',
    'ymail.com',
    'email.com',
    'gmx.com',
    'aim.com',
    'mac.com',
    'Mail.com',
    'YMail.com',
    'EMAIL.COM',
  ])('never flags %s, a real provider of its own (in any case)', (domain) => {
    expect(nearMissMailDomain(domain)).toBeUndefined();
  });

  it.each([
    ['Gmail.com', 'gmail.com'],
    ['GMAIL.COM', 'gmail.com'],
    ['gmail.COM', 'gmail.com'],
    ['Yahoo.com', 'yahoo.com'],
    ['HotMail.com', 'hotmail.com'],
    ['OUTLOOK.com', 'outlook.com'],
    ['iCloud.com', 'icloud.com'],
    ['AOL.com', 'aol.com'],
  ])('flags %s, another case of %s', (domain, known) => {
    expect(nearMissMailDomain(domain)).toBe(known);
  });

  it.each([
    ['gmaol.com', 'gmail.com', 'in the middle'],
    ['fmail.com', 'gmail.com', 'first character'],
    ['gmail.con', 'gmail.com', 'last character'],
    ['gmail.cim', 'gmail.com', 'in the TLD'],
    ['hotmall.com', 'hotmail.com', 'in the middle'],
    ['yahoo.cpm', 'yahoo.com', 'in the TLD'],
    ['aol.cim', 'aol.com', 'in the TLD'],
    ['GMAOL.com', 'gmail.com', 'with another case'],
  ])('flags %s, one character substituted in %s (%s)', (domain, known) => {
    expect(nearMissMailDomain(domain)).toBe(known);
  });

  it.each([
    ['gmal.com', 'gmail.com', 'in the middle'],
    ['gail.com', 'gmail.com', 'second character'],
    ['gmail.co', 'gmail.com', 'last character'],
    ['yaho.com', 'yahoo.com', 'a doubled letter'],
    ['outlok.com', 'outlook.com', 'a doubled letter'],
    ['icloud.co', 'icloud.com', 'last character'],
    ['ao.com', 'aol.com', 'before the dot'],
    ['hotmailcom', 'hotmail.com', 'the dot'],
  ])('flags %s, one character missing from %s (%s)', (domain, known) => {
    expect(nearMissMailDomain(domain)).toBe(known);
  });

  it.each([
    ['gmaill.com', 'gmail.com', 'in the middle'],
    ['ggmail.com', 'gmail.com', 'first character'],
    ['gmail.comm', 'gmail.com', 'at the end'],
    ['yahooo.com', 'yahoo.com', 'a tripled letter'],
    ['hotmaill.com', 'hotmail.com', 'in the middle'],
    ['aol.coms', 'aol.com', 'at the end'],
  ])('flags %s, one character added to %s (%s)', (domain, known) => {
    expect(nearMissMailDomain(domain)).toBe(known);
  });

  it.each([
    ['gmial.com', 'gmail.com', 'in the middle'],
    ['mgail.com', 'gmail.com', 'the first two'],
    ['gmail.cmo', 'gmail.com', 'the last two'],
    ['yaoho.com', 'yahoo.com', 'in the middle'],
    ['hotmial.com', 'hotmail.com', 'in the middle'],
    ['outlook.ocm', 'outlook.com', 'in the TLD'],
    ['icluod.com', 'icloud.com', 'in the middle'],
    ['aol.ocm', 'aol.com', 'in the TLD'],
  ])('flags %s, two neighbours of %s swapped (%s)', (domain, known) => {
    expect(nearMissMailDomain(domain)).toBe(known);
  });

  it.each([
    ['example.com', 'unrelated, as long as hotmail.com'],
    ['proton.me', 'unrelated, as long as gmail.com'],
    ['abcde.com', 'unrelated, as long as yahoo.com'],
    ['web.de', 'unrelated and short'],
    ['gmx.de', 'unrelated and short'],
    ['googlemail.com', 'a real domain, two characters longer'],
    ['gmail.com.au', 'a real domain, three characters longer'],
    ['hotmail.co.uk', 'a real domain, two characters longer'],
    ['gmial.co', 'two typos'],
    ['gmali.con', 'two typos'],
    ['gmaiil.comm', 'two insertions'],
    ['gmai.co', 'two deletions'],
    ['gmial.cmo', 'two swaps'],
    ['gamil.cm', 'a swap and a deletion'],
    ['gmxil.con', 'two substitutions'],
    ['gxmil.com', 'two substitutions, the second letter moved on'],
    ['gaxil.com', 'two substitutions, the third letter moved back'],
    ['mgial.com', 'a rotation of three characters'],
    ['', 'nothing'],
  ])('leaves %j alone (%s)', (domain) => {
    expect(nearMissMailDomain(domain)).toBeUndefined();
  });
});

describe('mailDomainSuggestions', () => {
  it('offers every common domain once "@" is typed, in order', () => {
    expect(mailDomainSuggestions('ann@')).toEqual([
      'ann@gmail.com',
      'ann@yahoo.com',
      'ann@hotmail.com',
      'ann@outlook.com',
      'ann@icloud.com',
      'ann@aol.com',
    ]);
  });

  it.each([
    ['ann@g', ['ann@gmail.com']],
    ['ann@gmail.co', ['ann@gmail.com']],
    ['ann@o', ['ann@outlook.com']],
    ['ann@a', ['ann@aol.com']],
    ['ann@h', ['ann@hotmail.com']],
    ['Ann.Lee@GM', ['Ann.Lee@gmail.com']],
    ['ann@Yah', ['ann@yahoo.com']],
  ])('completes %j as %j (the local part as typed)', (input, expected) => {
    expect(mailDomainSuggestions(input)).toEqual(expected);
  });

  it.each([
    ['ann', 'no "@" yet'],
    ['', 'nothing typed'],
    ['@', 'no local part'],
    ['@g', 'no local part'],
    ['ann@gmail.com', 'the domain is complete'],
    ['ann@GMAIL.COM', 'the domain is complete in another case'],
    ['ann@x', 'no common domain starts so'],
    ['ann@mail', 'no common domain starts so'],
    ['ann@.com', 'only the ends match'],
    ['ann@gmail.comm', 'past the end'],
  ])('offers nothing for %j (%s)', (input) => {
    expect(mailDomainSuggestions(input)).toEqual([]);
  });
});
