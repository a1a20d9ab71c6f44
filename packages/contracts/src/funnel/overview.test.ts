import { describe, expect, it } from 'vitest';
import {
  businessDaysBetween,
  overdueBefore,
  STAFF_DECISION_STATUSES,
  STEP_OF_STAGE,
  STEP_OF_STATUS,
  stepConversions,
  funnelStepIndex,
  waitsOnStaff,
} from './index.js';
import { RESULT_TURNAROUND_BUSINESS_DAYS } from '../constants.js';

// 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);

describe('business days (decision 026)', () => {
  it('count the weekdays after the day something happened, up to today', () => {
    expect(businessDaysBetween(at('2026-11-23T09:00Z'), at('2026-11-23T18:00Z'))).toBe(0);
    expect(businessDaysBetween(at('2026-11-23T23:59Z'), at('2026-11-24T00:01Z'))).toBe(1);
    expect(businessDaysBetween(at('2026-11-23T09:00Z'), at('2026-11-25T08:00Z'))).toBe(2);
    expect(businessDaysBetween(at('2026-11-23T09:00Z'), at('2026-11-26T08:00Z'))).toBe(3);
    // Friday to Monday is one business day; so is Saturday to Monday.
    expect(businessDaysBetween(at('2026-11-20T17:00Z'), at('2026-11-23T08:00Z'))).toBe(1);
    expect(businessDaysBetween(at('2026-11-21T12:00Z'), at('2026-11-23T08:00Z'))).toBe(1);
    expect(businessDaysBetween(at('2026-11-21T12:00Z'), at('2026-11-22T12:00Z'))).toBe(0);
    // Three full weeks and a day.
    expect(businessDaysBetween(at('2026-11-02T10:00Z'), at('2026-11-24T10:00Z'))).toBe(16);
    // Backwards is none.
    expect(businessDaysBetween(at('2026-11-25T10:00Z'), at('2026-11-23T10:00Z'))).toBe(0);
  });

  it('agree with a day-by-day count over a year of pairs', () => {
    const DAY = 86_400_000;
    const start = Date.parse('2026-01-01T07:00Z');
    for (let from = 0; from < 60; from += 1) {
      for (let span = 0; span < 40; span += 3) {
        const a = new Date(start + from * DAY);
        const b = new Date(start + (from + span) * DAY + 5 * 3_600_000);
        let expected = 0;
        for (let d = Math.floor(a.getTime() / DAY) + 1; d <= Math.floor(b.getTime() / DAY); d += 1)
          if (![0, 6].includes(new Date(d * DAY).getUTCDay())) expected += 1;
        expect(businessDaysBetween(a, b)).toBe(expected);
      }
    }
  });

  it('give the one bound the database filters by: overdue exactly before it', () => {
    const days = RESULT_TURNAROUND_BUSINESS_DAYS;
    expect(days).toBe(2);
    // On Thursday, whatever entered before Tuesday has waited 3 business days.
    expect(overdueBefore(at('2026-11-26T15:00Z'), days)).toEqual(at('2026-11-24T00:00Z'));
    // On Monday: before the Thursday before.
    expect(overdueBefore(at('2026-11-23T08:00Z'), days)).toEqual(at('2026-11-19T00:00Z'));
    // On Sunday: before Wednesday.
    expect(overdueBefore(at('2026-11-22T08:00Z'), days)).toEqual(at('2026-11-18T00:00Z'));
    const HOUR = 3_600_000;
    for (
      let now = Date.parse('2026-11-01T00:30Z');
      now < Date.parse('2026-11-30Z');
      now += 7 * HOUR
    ) {
      const bound = overdueBefore(new Date(now), days).getTime();
      for (let entered = now - 12 * 24 * HOUR; entered <= now; entered += 5 * HOUR) {
        const overdue = businessDaysBetween(new Date(entered), new Date(now)) > days;
        expect(entered < bound).toBe(overdue);
      }
    }
  });
});

describe('the overview reading of the funnel table', () => {
  it('places every status and stage at the step the step bar shows', () => {
    expect(STEP_OF_STATUS.Apply).toBe(0);
    expect(STEP_OF_STATUS.InterviewUndetermined).toBe(1);
    expect(STEP_OF_STATUS.TrialInvitation_2).toBe(2);
    expect(STEP_OF_STATUS.PENDING_REVIEW).toBe(3);
    expect(STEP_OF_STATUS.Finish).toBe(4);
    // Shared codes take their stage's step.
    expect(STEP_OF_STATUS.Standby).toBeUndefined();
    expect(STEP_OF_STAGE).toEqual({
      BASE_INFO: 0,
      INTERVIEW: 1,
      TRAINING: 2,
      TRAIL_CLASS: 2,
      CONTRACT: 3,
    });
    expect(funnelStepIndex('CONTRACT', 'OutOfContact')).toBe(STEP_OF_STAGE.CONTRACT);
  });

  it('waits on staff for the decisions promised in 1-2 business days, not for an unfinished form', () => {
    expect([...STAFF_DECISION_STATUSES].sort()).toEqual([
      'Apply',
      'InterviewUndetermined',
      'TRAINING_UNDETERMINED',
    ]);
    expect(waitsOnStaff('Init')).toBe(false);
    expect(waitsOnStaff('Apply')).toBe(true);
    expect(waitsOnStaff('toString')).toBe(false);
  });

  it('converts each step to the next in whole percent', () => {
    expect(stepConversions([10, 5, 2, 2, 0])).toEqual([
      { reached: 10, wentOn: 5, percent: 50 },
      { reached: 5, wentOn: 2, percent: 40 },
      { reached: 2, wentOn: 2, percent: 100 },
      { reached: 2, wentOn: 0, percent: 0 },
      { reached: 0, wentOn: null, percent: null },
    ]);
    expect(stepConversions([3, 1, 0])[0]?.percent).toBe(33);
    expect(stepConversions([0, 0])[0]?.percent).toBeNull();
  });
});
