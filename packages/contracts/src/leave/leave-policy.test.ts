import { describe, expect, it } from 'vitest';
import { STORED_SLOT_STATUSES } from '../classes/slot-statuses.js';
import { BEIJING_OFFSET_MS, DAY_MS, HOUR_MS, MINUTE_MS } from '../calendar/index.js';
import { ERROR_CATALOGUE } from '../errors/catalogue.js';
import {
  appealRefusal,
  CANCEL_TIERS,
  CANCELLATION_REASONS,
  CANCELLATION_TYPES,
  cancelTier,
  DEFAULT_CANCELLATION_POLICY as POLICY,
  freePassRefusal,
  leaveRefusal,
  reasonGiven,
  tierFineCents,
  type CancellationPolicy,
} from './leave-policy.js';
import { LEAVE_RECORD_STATUSES } from './leave-record.lifecycle.js';

const beijing = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - BEIJING_OFFSET_MS;
const NOW = beijing(2026, 11, 30, 10); // Monday 10:00 in Beijing

describe('the vocabulary (spec section 3)', () => {
  it('names the reasons, the types and the tiers', () => {
    expect(CANCELLATION_REASONS).toEqual([
      'SICKNESS',
      'INTERNET_ISSUE',
      'EQUIPMENT_ISSUE',
      'FAMILY_ISSUE',
      'BAD_WEATHER',
      'NO_POWER',
      'OTHER',
    ]);
    expect(CANCELLATION_TYPES).toEqual([
      'REGULAR_CANCELLATION',
      'EMERGENCY_CANCELLATION',
      'CARROT_EXCHANGE_CANCELLATION',
    ]);
    expect(CANCEL_TIERS).toEqual(['PLANNED', 'AHEAD', 'LATE', 'LAST_MINUTE', 'NO_SHOW']);
  });

  it('holds the published defaults (business-facts.md)', () => {
    expect(POLICY).toEqual({
      periodMonths: 6,
      cancellationsPerPeriod: 6,
      freeLeadHours: 24,
      lastMinuteLeadHours: 2,
      lateFineCents: 200,
      lastMinuteFineCents: 1000,
      noShowFineCents: 1000,
      leaveNoticeBusinessDays: 14,
      freePassesPerYear: 1,
    });
  });
});

describe('tiers', () => {
  it('turn exactly at 24 hours and at 2 hours', () => {
    expect(cancelTier(NOW + DAY_MS, NOW, POLICY)).toBe('AHEAD');
    expect(cancelTier(NOW + DAY_MS - 1, NOW, POLICY)).toBe('LATE');
    expect(cancelTier(NOW + 2 * HOUR_MS, NOW, POLICY)).toBe('LATE');
    expect(cancelTier(NOW + 2 * HOUR_MS - 1, NOW, POLICY)).toBe('LAST_MINUTE');
    expect(cancelTier(NOW + 1, NOW, POLICY)).toBe('LAST_MINUTE');
  });

  it('make a break with 14 business days of notice planned leave', () => {
    expect(cancelTier(beijing(2026, 12, 21, 19), NOW, POLICY)).toBe('PLANNED');
    expect(cancelTier(beijing(2026, 12, 19, 9), NOW, POLICY)).toBe('PLANNED');
    expect(cancelTier(beijing(2026, 12, 18, 20, 30), NOW, POLICY)).toBe('AHEAD');
  });

  it('follow the numbers OPERATIONS set', () => {
    const policy: CancellationPolicy = {
      ...POLICY,
      freeLeadHours: 48,
      lastMinuteLeadHours: 4,
      leaveNoticeBusinessDays: 3,
    };
    expect(cancelTier(NOW + DAY_MS, NOW, policy)).toBe('LATE');
    expect(cancelTier(NOW + 2 * DAY_MS, NOW, policy)).toBe('AHEAD');
    expect(cancelTier(NOW + 4 * HOUR_MS - 1, NOW, policy)).toBe('LAST_MINUTE');
    expect(cancelTier(beijing(2026, 12, 4, 17), NOW, policy)).toBe('PLANNED');
    expect(cancelTier(beijing(2026, 12, 3, 17), NOW, policy)).toBe('AHEAD');
  });

  it('fine each class by its tier', () => {
    expect(CANCEL_TIERS.map((tier) => tierFineCents(tier, POLICY))).toEqual([
      0, 0, 200, 1000, 1000,
    ]);
    const policy = {
      ...POLICY,
      lateFineCents: 201,
      lastMinuteFineCents: 1002,
      noShowFineCents: 1003,
    };
    expect(CANCEL_TIERS.map((tier) => tierFineCents(tier, policy))).toEqual([
      0, 0, 201, 1002, 1003,
    ]);
  });
});

describe('the reason', () => {
  it('is a listed one, or OTHER with words', () => {
    expect(reasonGiven('SICKNESS')).toBe(true);
    expect(reasonGiven('NO_POWER', null)).toBe(true);
    expect(reasonGiven('OTHER')).toBe(false);
    expect(reasonGiven('OTHER', null)).toBe(false);
    expect(reasonGiven('OTHER', '   ')).toBe(false);
    expect(reasonGiven('OTHER', 'My street is flooded')).toBe(true);
  });
});

describe('who may give a class back, when', () => {
  const refusal = (over: Partial<Parameters<typeof leaveRefusal>[0]> = {}) =>
    leaveRefusal({
      status: 'BOOKED',
      start: NOW + 3 * DAY_MS,
      now: NOW,
      type: 'REGULAR_CANCELLATION',
      reason: 'SICKNESS',
      by: 'TEACHER',
      creditsLeft: 0,
      policy: POLICY,
      ...over,
    });

  it('takes every reason, OTHER only with words', () => {
    for (const reason of CANCELLATION_REASONS.filter((r) => r !== 'OTHER'))
      expect(refusal({ reason })).toBeNull();
    expect(refusal({ reason: 'OTHER' })).toBe('BIZ_TEACHER_CANCEL_REASON_REQUIRED');
    expect(refusal({ reason: 'OTHER', reasonText: ' ' })).toBe(
      'BIZ_TEACHER_CANCEL_REASON_REQUIRED',
    );
    expect(refusal({ reason: 'OTHER', reasonText: 'A wedding' })).toBeNull();
    // The reason is checked first: a class that could not be given back anyway says so later.
    expect(refusal({ reason: 'OTHER', status: 'FINISH' })).toBe(
      'BIZ_TEACHER_CANCEL_REASON_REQUIRED',
    );
  });

  it('never gives back a class that started, finished or is gone', () => {
    expect(refusal({ start: NOW })).toBe('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
    expect(refusal({ start: NOW - MINUTE_MS, by: 'STAFF', type: 'EMERGENCY_CANCELLATION' })).toBe(
      'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME',
    );
    for (const status of ['IN_PROCESS', 'FINISH', 'EXPIRE', 'STANDBY_FINISH'] as const)
      expect(refusal({ status })).toBe('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
    expect(refusal({ status: 'CANCELLED' })).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
    expect(refusal({ status: 'OPEN', start: NOW })).toBe('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
  });

  it('gives back unbooked times for free, whatever the type, until they start', () => {
    for (const status of ['OPEN', 'INTENTION', 'STANDBY_BOOKED'] as const)
      for (const type of CANCELLATION_TYPES)
        expect(refusal({ status, type, start: NOW + MINUTE_MS })).toBeNull();
  });

  it('lets the teacher cancel REGULAR only 24 hours ahead; closer, contact support', () => {
    expect(refusal({ start: NOW + DAY_MS })).toBeNull();
    expect(refusal({ start: NOW + DAY_MS - 1 })).toBe('BIZ_TEACHER_COURSE_WITHIN_24_HOUR');
    expect(refusal({ start: NOW + HOUR_MS })).toBe('BIZ_TEACHER_COURSE_WITHIN_24_HOUR');
  });

  it('lets staff record a REGULAR one at any lead (a standby called in for the absent teacher)', () => {
    expect(refusal({ start: NOW + DAY_MS - 1, by: 'STAFF' })).toBeNull();
    expect(refusal({ start: NOW + MINUTE_MS, by: 'STAFF' })).toBeNull();
    expect(refusal({ start: NOW + DAY_MS, by: 'STAFF' })).toBeNull();
    expect(refusal({ start: NOW, by: 'STAFF' })).toBe('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
  });

  it('leaves EMERGENCY to staff, at any lead before the start', () => {
    const emergency = { type: 'EMERGENCY_CANCELLATION' as const };
    expect(refusal({ ...emergency, by: 'STAFF', start: NOW + 1 })).toBeNull();
    expect(refusal({ ...emergency, by: 'STAFF', start: NOW + 3 * DAY_MS })).toBeNull();
    expect(refusal({ ...emergency, start: NOW + DAY_MS - 1 })).toBe(
      'BIZ_TEACHER_COURSE_WITHIN_24_HOUR',
    );
    expect(refusal({ ...emergency, start: NOW + DAY_MS })).toBe(
      'BIZ_TEACHER_CANCEL_TYPE_NOT_ALLOWED',
    );
  });

  it('lets the teacher pay with a credit at any lead, planned leave needing none', () => {
    const carrot = { type: 'CARROT_EXCHANGE_CANCELLATION' as const };
    expect(refusal({ ...carrot, creditsLeft: 1, start: NOW + HOUR_MS })).toBeNull();
    expect(refusal({ ...carrot, creditsLeft: 1, start: NOW + 3 * DAY_MS })).toBeNull();
    expect(refusal({ ...carrot, start: NOW + HOUR_MS })).toBe('BIZ_TEACHER_COURSE_WITHIN_24_HOUR');
    expect(refusal({ ...carrot, start: NOW + DAY_MS - 1 })).toBe(
      'BIZ_TEACHER_COURSE_WITHIN_24_HOUR',
    );
    expect(refusal({ ...carrot, start: NOW + DAY_MS })).toBe(
      'BIZ_TEACHER_CANCEL_CREDIT_NOT_ENOUGH',
    );
    expect(refusal({ ...carrot, start: beijing(2026, 12, 21, 19) })).toBeNull();
    expect(refusal({ ...carrot, creditsLeft: 1, by: 'STAFF' })).toBe(
      'BIZ_TEACHER_CANCEL_TYPE_NOT_ALLOWED',
    );
  });

  it('answers only codes of the catalogue', () => {
    const codes = new Set<string>();
    for (const status of STORED_SLOT_STATUSES)
      for (const type of CANCELLATION_TYPES)
        for (const by of ['TEACHER', 'STAFF'] as const)
          for (const lead of [-1, 0, HOUR_MS, DAY_MS - 1, DAY_MS, 30 * DAY_MS])
            for (const reason of ['SICKNESS', 'OTHER'] as const) {
              const code = refusal({ status, type, by, reason, start: NOW + lead });
              if (code) codes.add(code);
            }
    expect([...codes].filter((code) => !Object.hasOwn(ERROR_CATALOGUE, code))).toEqual([]);
    expect(codes.size).toBe(6);
  });
});

describe('appeals and free passes', () => {
  it('take a no-show or an emergency cancellation, once, while its costs stand', () => {
    const record = {
      kind: 'NO_SHOW' as const,
      status: 'RECORDED' as const,
      type: null,
      appealed: false,
    };
    expect(appealRefusal(record)).toBeNull();
    expect(
      appealRefusal({ ...record, kind: 'CANCELLATION', type: 'EMERGENCY_CANCELLATION' }),
    ).toBeNull();
    for (const type of ['REGULAR_CANCELLATION', 'CARROT_EXCHANGE_CANCELLATION'] as const)
      expect(appealRefusal({ ...record, kind: 'CANCELLATION', type })).toBe(
        'BIZ_TEACHER_APPEAL_NOT_ALLOWED',
      );
    expect(appealRefusal({ ...record, status: 'UPHELD', appealed: true })).toBe(
      'BIZ_TEACHER_APPEAL_NOT_ALLOWED',
    );
    expect(appealRefusal({ ...record, status: 'REMOVED' })).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    expect(appealRefusal({ ...record, status: 'REVERSED' })).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('remove a no-show whose costs stand, with a pass left', () => {
    const noShow = { kind: 'NO_SHOW' as const, status: 'RECORDED' as const };
    expect(freePassRefusal(noShow, 1)).toBeNull();
    expect(freePassRefusal({ ...noShow, status: 'UPHELD' }, 2)).toBeNull();
    expect(freePassRefusal(noShow, 0)).toBe('BIZ_TEACHER_FREE_PASS_USED_UP');
    for (const status of LEAVE_RECORD_STATUSES.filter((s) => s !== 'RECORDED' && s !== 'UPHELD'))
      expect(freePassRefusal({ ...noShow, status }, 1)).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    expect(freePassRefusal({ ...noShow, kind: 'CANCELLATION' }, 1)).toBe(
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
  });
});
