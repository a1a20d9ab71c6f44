import { describe, expect, it } from 'vitest';
import { beijingWeekStart } from '../calendar/beijing.js';
import { DAY_MS } from '../calendar/durations.js';
import {
  BOOKED_CLASS_STATUSES,
  figuresPeriod,
  fillPercent,
  OPENED_CLASS_STATUSES,
} from './school-figures.js';

describe("the school's figures' rules", () => {
  it('fills by children over places, in whole percent; no places, no rate', () => {
    expect(fillPercent(5, 12)).toBe(42);
    expect(fillPercent(12, 12)).toBe(100);
    expect(fillPercent(0, 8)).toBe(0);
    expect(fillPercent(0, 0)).toBeNull();
  });

  it('counts booked classes among the opened ones, standby and cancelled aside', () => {
    for (const status of BOOKED_CLASS_STATUSES) expect(OPENED_CLASS_STATUSES).toContain(status);
    for (const status of ['CANCELLED', 'STANDBY_BOOKED', 'STANDBY_FINISH'])
      expect(OPENED_CLASS_STATUSES).not.toContain(status);
  });

  it('reads the Beijing week and month around now', () => {
    const now = Date.parse('2026-11-25T04:00:00Z');
    const { week, month } = figuresPeriod(now);
    expect(week.start).toBe(beijingWeekStart(now));
    expect(week.end - week.start).toBe(7 * DAY_MS);
    expect(month.start).toBe(Date.parse('2026-10-31T16:00:00Z'));
  });
});
