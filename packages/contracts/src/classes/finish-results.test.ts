import { describe, expect, it } from 'vitest';
import { FINISH_TYPES } from './class-types.js';
import { classCarrots, FINISH_RESULTS, finishTypeAtEnd, taughtFinish } from './finish-results.js';

describe('what a finish type means', () => {
  it('has one entry per finish type; only the teacher-present ones are taught', () => {
    expect(Object.keys(FINISH_RESULTS).sort()).toEqual([...FINISH_TYPES].sort());
    expect(FINISH_TYPES.filter(taughtFinish)).toEqual(['AS_SCHEDULED', 'STUDENT_NO_SHOW']);
    for (const type of FINISH_TYPES)
      if (FINISH_RESULTS[type].side === 'TEACHER')
        expect(FINISH_RESULTS[type].sharePercent).toBe(0);
  });

  it('earns peak carrots only at peak time with the teacher present', () => {
    const peak = { peak: true, peakCarrots: 3 };
    expect(FINISH_TYPES.filter((type) => classCarrots(type, peak) > 0)).toEqual([
      'AS_SCHEDULED',
      'STUDENT_NO_SHOW',
    ]);
    expect(classCarrots('AS_SCHEDULED', peak)).toBe(3);
    expect(classCarrots('AS_SCHEDULED', { peak: false, peakCarrots: 3 })).toBe(0);
  });
});

describe('the finish type written at the end', () => {
  const start = 1_000_000;
  it('without a report: ran when the teacher joined, else the teacher missed it', () => {
    expect(finishTypeAtEnd(null, start + 60_000, start)).toBe('AS_SCHEDULED');
    expect(finishTypeAtEnd(null, null, start)).toBe('TEACHER_NO_SHOW');
  });

  it('keeps a student no-show only when the teacher was in the room at the start', () => {
    expect(finishTypeAtEnd('STUDENT_NO_SHOW', start - 60_000, start)).toBe('STUDENT_NO_SHOW');
    expect(finishTypeAtEnd('STUDENT_NO_SHOW', start, start)).toBe('STUDENT_NO_SHOW');
    expect(finishTypeAtEnd('STUDENT_NO_SHOW', start + 1, start)).toBe('TEACHER_NO_SHOW');
    expect(finishTypeAtEnd('STUDENT_NO_SHOW', null, start)).toBe('TEACHER_NO_SHOW');
  });

  it('keeps every other report as the teaching client sent it', () => {
    for (const type of FINISH_TYPES.filter((t) => t !== 'STUDENT_NO_SHOW'))
      expect(finishTypeAtEnd(type, null, start)).toBe(type);
  });
});
