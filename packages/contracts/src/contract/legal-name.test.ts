import { describe, expect, it } from 'vitest';
import { LEGAL_NAME_PATTERN, legalNameMatch, nameWords } from './legal-name.js';

describe('a legal name', () => {
  it('is words of letters and marks joined by spaces, hyphens or apostrophes', () => {
    for (const name of [
      "Mary-Jane O'Neil",
      'José Ñúñez',
      'Zoë Kruger',
      'Nguyễn Thị Minh',
      'Ann Lee’s',
    ])
      expect(LEGAL_NAME_PATTERN.test(name), name).toBe(true);
  });

  it('refuses digits, symbols, controls and bidirectional overrides', () => {
    for (const name of [
      'Mary 2',
      'Mary_Jane',
      'Mary <b>',
      'Mary\u202eenaJ',
      'Mary\u200bJane',
      'Mary\tJane',
      '-Mary',
      "Mary'",
    ])
      expect(LEGAL_NAME_PATTERN.test(name), JSON.stringify(name)).toBe(false);
  });
});

describe("the typed name against the application's", () => {
  it('is the same without case, accents and punctuation', () => {
    expect(nameWords("José O'Neil-Ruiz")).toEqual(['jose', 'o', 'neil', 'ruiz']);
    expect(legalNameMatch('jose oneil', 'José ONeil')).toBe('same');
    expect(legalNameMatch('Mary Smith', 'Mary Smith')).toBe('same');
  });

  it('is close with a middle name added, an initial spelt out or left out, or a typo', () => {
    expect(legalNameMatch('Mary Ann Smith', 'Mary Smith')).toBe('close');
    expect(legalNameMatch('Mary Ann Smith', 'Mary A Smith')).toBe('close');
    expect(legalNameMatch('Mary Smith', 'Mary A Smith')).toBe('close');
    expect(legalNameMatch('Mary Smyth', 'Mary Smith')).toBe('close');
    expect(legalNameMatch('Christopher Jonson', 'Kristopher Johnson')).toBe('close');
  });

  it('is far when a word of the application is missing or differs beyond a typo', () => {
    expect(legalNameMatch('John Smith', 'Mary Smith')).toBe('far');
    expect(legalNameMatch('Mary', 'Mary Smith')).toBe('far');
    expect(legalNameMatch('Someone Else', 'Mary Smith')).toBe('far');
    // Short words allow no typo: "Li" is not "Lu".
    expect(legalNameMatch('Wei Lu', 'Wei Li')).toBe('far');
  });

  it('has nothing to compare with when the application has no name', () => {
    expect(legalNameMatch('Mary Smith', '')).toBe('close');
  });
});
