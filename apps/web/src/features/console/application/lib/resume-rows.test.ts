import { TEACHING_EXPERIENCE_BANDS, isResumeFileField } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, RESUME_SECTIONS, displayValue, resumeRows } from './resume-rows';

describe('resumeRows', () => {
  it('lists every field of the three sections, saved or not', () => {
    const sections = resumeRows({ firstName: 'Ada' });
    expect(sections.map((s) => s.section)).toEqual(['basicInfo', 'teachingInfo', 'furtherInfo']);
    expect(sections.flatMap((s) => s.rows).length).toBe(23);
    expect(sections[0]?.rows[0]).toEqual({ field: 'firstName', value: 'Ada' });
    expect(sections[0]?.rows[1]).toEqual({ field: 'middleInitial', value: EMPTY_VALUE });
  });
});

describe('displayValue', () => {
  it('shows option labels instead of codes', () => {
    expect(displayValue('gender', 'DISCLOSE')).toBe('Prefer not to disclose');
    expect(displayValue('state', 'NY')).toBe('New York');
    expect(displayValue('highestLevel', 'UNDERGRADUATE_STUDENT')).toBe('Undergraduate Student');
    expect(displayValue('whichFriendChannel', 'SNAPCHAT')).toBe('SnapChat');
    expect(displayValue('heardMagicEars', 'Job Board')).toBe('Another job board');
    expect(displayValue('taughtOnline', 'NO')).toBe('No');
  });

  it('spells out the certificate list', () => {
    expect(displayValue('teachingCertificate', 'TEFL,JOIN_PROGRAM')).toBe(
      'TEFL, Join our TESOL certificate program',
    );
    expect(displayValue('teachingCertificate', 'NO')).toBe('NO');
  });

  it('shows booleans as Yes/No, unknown codes as they are, empty as "-"', () => {
    expect(displayValue('agree', true)).toBe('Yes');
    expect(displayValue('gender', 'X')).toBe('X');
    expect(displayValue('firstName', '')).toBe(EMPTY_VALUE);
    expect(displayValue('firstName', null)).toBe(EMPTY_VALUE);
  });
});

describe('displayValue: edges', () => {
  it('shows false as No and numbers as text', () => {
    expect(displayValue('agree', false)).toBe('No');
    expect(displayValue('phoneNum', 5551234)).toBe('5551234');
    expect(displayValue('firstName', 0)).toBe('0');
  });

  it('spells out each certificate, blanks dropped, unknown ones as they are', () => {
    expect(displayValue('teachingCertificate', ' TEFL , ,PURSUING,X')).toBe(
      'TEFL, Currently pursuing, X',
    );
  });

  it('labels each list it knows', () => {
    expect(displayValue('nativeSpeaker', 'YES')).toBe('Yes');
    expect(displayValue('hasReferralCode', 'NO')).toBe('No');
    expect(displayValue('firstLanguage', 'ENGLISH')).toBe('English');
    expect(displayValue('oldTeachingExperience', TEACHING_EXPERIENCE_BANDS[0].value)).toBe(
      TEACHING_EXPERIENCE_BANDS[0].label,
    );
  });

  it('lists no file field among the rows', () => {
    const fields = RESUME_SECTIONS.flatMap((s) => s.fields) as string[];
    expect(fields.filter((field) => isResumeFileField(field))).toEqual([]);
    expect(fields).toContain('teachingCertificate');
  });
});
