import { describe, expect, it } from 'vitest';
import { completePayPolicy, DEFAULT_PAY_POLICY, renewalTerms } from './pay-policy.js';

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

  it('has the published raises at renewal, by grade, and completes stored ones', () => {
    expect(DEFAULT_PAY_POLICY.renewalRaiseCents).toEqual({
      C: 25,
      B: 25,
      A: 50,
      S: 100,
      S_PLUS: 100,
    });
    const stored = completePayPolicy({ renewalRaiseCents: { A: 75 } as never });
    expect(stored.renewalRaiseCents).toEqual({ ...DEFAULT_PAY_POLICY.renewalRaiseCents, A: 75 });
  });

  it("writes a renewal's raise into its pay once, on the renewed contract's pay (never stacked)", () => {
    const policy = DEFAULT_PAY_POLICY;
    const first = { payPerClassCents: 1000 };
    const second = renewalTerms(first, 'B', policy);
    expect(second).toEqual({ payPerClassCents: 1025, basicIncreaseCents: 25 });
    // The next renewal starts from what the last one pays: raises add up term by term.
    expect(renewalTerms(second, 'A', policy)).toEqual({
      payPerClassCents: 1075,
      basicIncreaseCents: 50,
    });
    expect(renewalTerms(first, 'S_PLUS', policy).payPerClassCents).toBe(1100);
  });
});
