import { describe, expect, it } from 'vitest';
import { completePayPolicy, DEFAULT_PAY_POLICY, taughtFinish } from './pay-policy.js';

describe('the pay policy', () => {
  it('has the published numbers', () => {
    expect(DEFAULT_PAY_POLICY).toMatchObject({
      participationCents: 100,
      participationEarlyMinutes: 8,
      eveningStartsMinute: 720,
      peakIncentiveCents: 100,
      peakSlotsThreshold: 60,
      standbyCents: 200,
      paydayBusinessDay: 10,
    });
  });

  it('is completed from storage, each share kept between 0 and 100', () => {
    const policy = completePayPolicy({
      standbyCents: 300,
      finishSharePercent: { STUDENT_CANCELLATION: 140, TEACHER_IT_PROBLEM: -5 } as never,
    });
    expect(policy.standbyCents).toBe(300);
    expect(policy.participationCents).toBe(100);
    expect(policy.finishSharePercent).toEqual({
      ...DEFAULT_PAY_POLICY.finishSharePercent,
      STUDENT_CANCELLATION: 100,
      TEACHER_IT_PROBLEM: 0,
    });
    expect(completePayPolicy({})).toEqual(DEFAULT_PAY_POLICY);
  });

  it('counts as taught only a class the teacher was there for', () => {
    expect(taughtFinish('AS_SCHEDULED')).toBe(true);
    expect(taughtFinish('STUDENT_NO_SHOW')).toBe(true);
    expect(taughtFinish('STUDENT_IT_PROBLEM')).toBe(false);
    expect(taughtFinish('TEACHER_NO_SHOW')).toBe(false);
  });
});
