import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../calendar/durations.js';
import {
  APPLY_AGAIN_DEFAULT_DAYS,
  APPLY_AGAIN_LIMIT,
  applyAgainOn,
  applyLimitReached,
  isFailedPlace,
  mayApplyAgain,
} from './apply-again.js';
import { FAILED_PLACES, FUNNEL_TRANSITIONS } from './transitions.js';

const FAILED_AT = Date.UTC(2031, 0, 10, 15, 30);

describe('applying again after a failed step (decision 068)', () => {
  it('opens 90 days after the failure by default, to the millisecond', () => {
    expect(APPLY_AGAIN_DEFAULT_DAYS).toBe(90);
    expect(applyAgainOn(FAILED_AT)).toBe(Date.UTC(2031, 3, 10, 15, 30));
    expect(mayApplyAgain(FAILED_AT, FAILED_AT + 90 * DAY_MS - 1)).toBe(false);
    expect(mayApplyAgain(FAILED_AT, FAILED_AT + 90 * DAY_MS)).toBe(true);
  });

  it('takes a configured period in whole days, never a negative one', () => {
    expect(applyAgainOn(FAILED_AT, 30)).toBe(FAILED_AT + 30 * DAY_MS);
    expect(applyAgainOn(FAILED_AT, 30.9)).toBe(FAILED_AT + 30 * DAY_MS);
    expect(applyAgainOn(FAILED_AT, 0)).toBe(FAILED_AT);
    expect(applyAgainOn(FAILED_AT, -5)).toBe(FAILED_AT);
    expect(mayApplyAgain(FAILED_AT, FAILED_AT, 0)).toBe(true);
  });

  it('knows the failed places, and only those', () => {
    expect(isFailedPlace('BASE_INFO', 'Reject')).toBe(true);
    expect(isFailedPlace('INTERVIEW', 'InterviewReject')).toBe(true);
    expect(isFailedPlace('TRAINING', 'TRAINING_REJECT')).toBe(true);
    expect(isFailedPlace('TRAIL_CLASS', 'TRAINING_REJECT')).toBe(true);
    expect(isFailedPlace('CONTRACT', 'CONTRACT_FAIL')).toBe(true);
    expect(isFailedPlace('INTERVIEW', 'Reject')).toBe(false);
    expect(isFailedPlace('BASE_INFO', 'Apply')).toBe(false);
  });

  it('lets the applicant start again from every failed place, at the basic information', () => {
    expect(FUNNEL_TRANSITIONS.applyAgain.from).toEqual(FAILED_PLACES);
    expect(FUNNEL_TRANSITIONS.applyAgain.to).toEqual({ stage: 'BASE_INFO', status: 'Init' });
    expect(FUNNEL_TRANSITIONS.applyAgain.by).toBe('applicant');
  });

  it('allows two applications again, three in all, then the limit is reached', () => {
    expect(APPLY_AGAIN_LIMIT).toBe(2);
    expect(applyLimitReached(0)).toBe(false);
    expect(applyLimitReached(1)).toBe(false);
    expect(applyLimitReached(2)).toBe(true);
    expect(applyLimitReached(3)).toBe(true);
    expect(applyLimitReached(0, 0)).toBe(true);
  });
});
