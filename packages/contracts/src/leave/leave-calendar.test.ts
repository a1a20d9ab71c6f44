import { describe, expect, it } from 'vitest';
import { BEIJING_OFFSET_MS, DAY_MS, HOUR_MS, WEEK_MS } from '../calendar/index.js';
import { contractPeriodOf, noticeBusinessDays, passYearOf, periodOf } from './leave-calendar.js';

const beijing = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - BEIJING_OFFSET_MS;

describe('the contract period', () => {
  const start = beijing(2026, 8, 31);
  const policy = { periodMonths: 6 };

  it('runs six months from the contract start, each start counted from the first', () => {
    expect(contractPeriodOf(start, start, policy)).toEqual({
      index: 0,
      start,
      end: beijing(2027, 2, 28),
    });
    expect(contractPeriodOf(start, beijing(2027, 2, 28) - 1, policy).index).toBe(0);
    expect(contractPeriodOf(start, beijing(2027, 2, 28), policy)).toEqual({
      index: 1,
      start: beijing(2027, 2, 28),
      end: beijing(2027, 8, 31),
    });
    // The 31st comes back where the month has one, not the 28th carried on.
    expect(contractPeriodOf(start, beijing(2027, 8, 30, 23, 59), policy).index).toBe(1);
    expect(contractPeriodOf(start, beijing(2027, 8, 31), policy)).toEqual({
      index: 2,
      start: beijing(2027, 8, 31),
      end: beijing(2028, 2, 29),
    });
  });

  it('is the first one before the contract starts, and counts far ahead', () => {
    expect(contractPeriodOf(start, start - DAY_MS, policy).index).toBe(0);
    expect(contractPeriodOf(start, beijing(2036, 9, 1), policy)).toEqual({
      index: 20,
      start: beijing(2036, 8, 31),
      end: beijing(2037, 2, 28),
    });
  });

  it('turns at Beijing midnight, not UTC midnight', () => {
    const next = beijing(2027, 2, 28);
    // 2027-02-27 16:00 UTC is already the 28th in Beijing.
    expect(next).toBe(Date.UTC(2027, 1, 27, 16));
    expect(contractPeriodOf(start, next - 1, policy).index).toBe(0);
    expect(contractPeriodOf(start, next, policy).index).toBe(1);
  });

  it('follows the policy and refuses a period of no months', () => {
    expect(contractPeriodOf(start, beijing(2026, 10, 1), { periodMonths: 1 })).toEqual({
      index: 1,
      start: beijing(2026, 9, 30),
      end: beijing(2026, 10, 31),
    });
    expect(() => periodOf(start, start, 0)).toThrow(/period length/);
    expect(() => periodOf(start, start, 1.5)).toThrow(/period length/);
  });

  it('gives the free passes a contract year', () => {
    expect(passYearOf(start, beijing(2027, 8, 30))).toEqual({
      index: 0,
      start,
      end: beijing(2027, 8, 31),
    });
    expect(passYearOf(start, beijing(2027, 8, 31)).index).toBe(1);
  });
});

describe('business days of notice', () => {
  const monday = beijing(2026, 11, 30, 10);

  it('count the weekdays between the day of asking and the day of the class', () => {
    expect(noticeBusinessDays(monday, beijing(2026, 12, 21, 19))).toBe(14);
    expect(noticeBusinessDays(monday, beijing(2026, 12, 19, 9))).toBe(14);
    expect(noticeBusinessDays(monday, beijing(2026, 12, 18, 19))).toBe(13);
    expect(noticeBusinessDays(monday, monday + 10 * WEEK_MS)).toBe(49);
  });

  it('skip the weekend and count nothing for the next day or the past', () => {
    const friday = beijing(2026, 12, 4, 18);
    expect(noticeBusinessDays(friday, beijing(2026, 12, 7, 17))).toBe(0);
    expect(noticeBusinessDays(friday, beijing(2026, 12, 8, 17))).toBe(1);
    expect(noticeBusinessDays(friday, beijing(2026, 12, 6, 9))).toBe(0);
    expect(noticeBusinessDays(monday, monday + HOUR_MS)).toBe(0);
    expect(noticeBusinessDays(monday, monday + DAY_MS)).toBe(0);
    expect(noticeBusinessDays(monday, monday + 2 * DAY_MS)).toBe(1);
    expect(noticeBusinessDays(monday, monday - WEEK_MS)).toBe(0);
  });

  it('read the days in Beijing', () => {
    // Thursday 16:30 UTC is Friday 00:30 in Beijing: only Monday lies between it and Tuesday.
    expect(noticeBusinessDays(Date.UTC(2026, 11, 3, 16, 30), beijing(2026, 12, 8, 12))).toBe(1);
    expect(noticeBusinessDays(Date.UTC(2026, 11, 3, 15, 30), beijing(2026, 12, 8, 12))).toBe(2);
  });
});
