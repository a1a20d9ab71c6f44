import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, displayValue, resumeRows } from './resume-rows';

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
