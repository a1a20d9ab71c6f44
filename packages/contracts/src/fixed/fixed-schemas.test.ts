import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { fixedOffersQuery, fixedPlaceRequest } from './fixed-integration.js';
import {
  confirmAcceptRequest,
  FIXED_PERIOD_MAX_WEEKS,
  fixedClassPageRequest,
  fixedPeriodInput,
  weeklyTime,
} from './fixed-schemas.js';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const PERIOD = {
  courseType: 'MAIN',
  weeklyTimes: [
    { isoDay: 1, startMinute: 1140 },
    { isoDay: '3', startMinute: '1140' },
  ],
  firstDate: '2026/11/30',
  lastDate: '2027/05/30',
};

describe('a period the teacher saves', () => {
  it('takes weekly half hours in Beijing over at most 26 weeks', () => {
    expect(fixedPeriodInput.parse({ ...PERIOD, periodId: null })).toEqual({
      ...PERIOD,
      weeklyTimes: [
        { isoDay: 1, startMinute: 1140 },
        { isoDay: 3, startMinute: 1140 },
      ],
    });
    expect(FIXED_PERIOD_MAX_WEEKS).toBe(26);
    expect(FIELD_MESSAGES.fixedPeriodLength).toContain(`${FIXED_PERIOD_MAX_WEEKS} weeks`);
    expect(messages(fixedPeriodInput.safeParse({ ...PERIOD, lastDate: '2027/05/31' }))).toEqual([
      `lastDate: ${FIELD_MESSAGES.fixedPeriodLength}`,
    ]);
  });

  it('refuses a time twice, dates the wrong way round and days that do not exist', () => {
    const twice = { ...PERIOD, weeklyTimes: [PERIOD.weeklyTimes[0], PERIOD.weeklyTimes[0]] };
    expect(messages(fixedPeriodInput.safeParse(twice))).toEqual([
      `weeklyTimes: ${FIELD_MESSAGES.weeklyTimeRepeated}`,
    ]);
    expect(messages(fixedPeriodInput.safeParse({ ...PERIOD, lastDate: '2026/11/29' }))).toEqual([
      `lastDate: ${FIELD_MESSAGES.dateOrder}`,
    ]);
    expect(fixedPeriodInput.safeParse({ ...PERIOD, firstDate: '2027/02/30' }).success).toBe(false);
    expect(fixedPeriodInput.safeParse({ ...PERIOD, weeklyTimes: [] }).success).toBe(false);
    expect(fixedPeriodInput.safeParse({ ...PERIOD, courseType: 'LUNCH' }).success).toBe(false);
  });

  it('takes weekdays 1 to 7 and starts on the half hour', () => {
    expect(weeklyTime.safeParse({ isoDay: 7, startMinute: 1410 }).success).toBe(true);
    expect(weeklyTime.safeParse({ isoDay: 0, startMinute: 600 }).success).toBe(false);
    expect(weeklyTime.safeParse({ isoDay: 8, startMinute: 600 }).success).toBe(false);
    expect(weeklyTime.safeParse({ isoDay: 1, startMinute: 1440 }).success).toBe(false);
    expect(messages(weeklyTime.safeParse({ isoDay: 1, startMinute: 1155 }))).toEqual([
      `startMinute: ${FIELD_MESSAGES.halfHour}`,
    ]);
  });
});

describe('the other requests', () => {
  it('answer a request by accepting or declining', () => {
    expect(confirmAcceptRequest.parse({ requestId: '4', decision: 'DECLINE', reason: '' })).toEqual(
      {
        requestId: 4,
        decision: 'DECLINE',
      },
    );
    expect(confirmAcceptRequest.safeParse({ requestId: 4, decision: 'MAYBE' }).success).toBe(false);
  });

  it('page the fixed classes, a range the right way round', () => {
    expect(fixedClassPageRequest.parse({})).toEqual({ pageIndex: 1, pageSize: 50 });
    expect(fixedClassPageRequest.safeParse({ startTime: 10, endTime: 10 }).success).toBe(false);
    expect(fixedClassPageRequest.safeParse({ startTime: 10, endTime: 11 }).success).toBe(true);
  });

  it('let the student side read offers of five weeks and ask for up to four children', () => {
    expect(fixedOffersQuery.safeParse({ startTime: 0, endTime: 35 * 86_400_000 }).success).toBe(
      true,
    );
    expect(fixedOffersQuery.safeParse({ startTime: 0, endTime: 35 * 86_400_000 + 1 }).success).toBe(
      false,
    );
    const place = { periodId: '3', studentIds: ['s-1', 's-2'], level: 'L2' };
    expect(fixedPlaceRequest.parse(place)).toEqual({ ...place, periodId: 3 });
    expect(
      fixedPlaceRequest.safeParse({ ...place, studentIds: ['a', 'b', 'c', 'd', 'e'] }).success,
    ).toBe(false);
  });
});
