import { CERTIFICATE_HELD_ANSWERS, teachingInfoStep } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_ANSWERS,
  HELD_CERTIFICATE_TYPES,
  JOIN_PROGRAM,
  NO_CERTIFICATE,
  PURSUING,
  certificateAnswerOf,
  certificateListFor,
  splitCommaList,
} from './teaching-certificate';

describe('the ESL certificate question', () => {
  it('offers Yes, NO (with its tip), Currently pursuing and the TESOL program', () => {
    expect(CERTIFICATE_ANSWERS.map((a) => a.value)).toEqual([
      'YES',
      'NO',
      'PURSUING',
      'JOIN_PROGRAM',
    ]);
    expect(CERTIFICATE_ANSWERS[1]?.tip).toMatch(/still pursue an ESL certificate/);
    expect(CERTIFICATE_ANSWERS[3]?.label).toBe('Join our TESOL certificate program');
  });

  it('lets Yes pick held certificates only', () => {
    expect(HELD_CERTIFICATE_TYPES.map((t) => t.value)).toEqual([
      'TEFL',
      'TESOL',
      'CELTA',
      'TKT',
      'OTHER',
    ]);
  });

  it('maps each answer to the list sent (decision 009)', () => {
    expect(certificateListFor('NO', ['TEFL'])).toEqual(['NO']);
    expect(certificateListFor('PURSUING', [])).toEqual(['PURSUING']);
    expect(certificateListFor('JOIN_PROGRAM', [])).toEqual(['JOIN_PROGRAM']);
    expect(certificateListFor('YES', ['NO'])).toEqual([]);
    expect(certificateListFor('YES', ['TEFL', 'PURSUING', 'CELTA'])).toEqual(['TEFL', 'CELTA']);
    expect(certificateListFor('', ['TEFL'])).toEqual([]);
  });

  it('reads the answer back from a saved list', () => {
    expect(certificateAnswerOf([])).toBe('');
    expect(certificateAnswerOf(['NO'])).toBe('NO');
    expect(certificateAnswerOf(['TESOL', 'TKT'])).toBe('YES');
    expect(certificateAnswerOf(['PURSUING'])).toBe('PURSUING');
    expect(certificateAnswerOf(['JOIN_PROGRAM'])).toBe('JOIN_PROGRAM');
    expect(certificateAnswerOf(['PURSUING', 'TEFL'])).toBe('YES');
  });

  it('splits the comma list the server answers', () => {
    expect(splitCommaList('TEFL, TESOL,,')).toEqual(['TEFL', 'TESOL']);
    expect(splitCommaList('')).toEqual([]);
    expect(splitCommaList(null)).toEqual([]);
    expect(splitCommaList(['NO', 3])).toEqual(['NO']);
  });

  it('produces lists the shared schema accepts, and an empty Yes reads "Required field."', () => {
    const base = { firstLanguage: 'ENGLISH', highestLevel: 'BACHELOR' };
    for (const answer of ['NO', 'PURSUING', 'JOIN_PROGRAM'] as const) {
      const parsed = teachingInfoStep.safeParse({
        ...base,
        teachingCertificate: certificateListFor(answer, []),
      });
      expect(parsed.success, answer).toBe(true);
    }
    const empty = teachingInfoStep.safeParse({ ...base, teachingCertificate: [] });
    expect(empty.error?.issues[0]?.message).toBe('Required field.');
  });
});

describe('the certificate answers: exact values', () => {
  it('names the three standalone answers', () => {
    expect([JOIN_PROGRAM, PURSUING, NO_CERTIFICATE]).toEqual(['JOIN_PROGRAM', 'PURSUING', 'NO']);
    expect(CERTIFICATE_ANSWERS[3]).toStrictEqual({
      value: 'JOIN_PROGRAM',
      label: 'Join our TESOL certificate program',
    });
    expect(CERTIFICATE_ANSWERS.slice(0, 3)).toEqual([...CERTIFICATE_HELD_ANSWERS]);
  });

  it('reads NO first, then any held type, then pursuing, then the program', () => {
    expect(certificateAnswerOf(['TEFL', 'NO'])).toBe('NO');
    expect(certificateAnswerOf(['JOIN_PROGRAM', 'PURSUING'])).toBe('PURSUING');
    expect(certificateAnswerOf(['OTHER'])).toBe('YES');
    expect(certificateAnswerOf(['SOMETHING'])).toBe('');
  });

  it('trims each listed item and keeps only text items of an array', () => {
    expect(splitCommaList(' TEFL , TESOL ')).toEqual(['TEFL', 'TESOL']);
    expect(splitCommaList([' TEFL', null, 'CELTA'])).toEqual([' TEFL', 'CELTA']);
    expect(splitCommaList(5)).toEqual([]);
    expect(splitCommaList(' , ')).toEqual([]);
  });

  it('keeps held types in their order for Yes, dropping the rest', () => {
    expect(certificateListFor('YES', ['OTHER', 'JOIN_PROGRAM', 'TKT'])).toEqual(['OTHER', 'TKT']);
  });
});
