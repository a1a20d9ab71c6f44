import type { DemoTime } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '@portal/contracts';
import { DAYS_SHOWN, groupByDay, weekRange } from './time-groups';

const at = (iso: string): DemoTime => ({
  startTime: Date.parse(iso),
  endTime: Date.parse(iso) + 25 * 60_000,
  courseType: 'INTERVIEW',
  available: 1,
});

describe('bookable times by day', () => {
  it('groups by the day in the zone, morning before 12:00, in order', () => {
    // 23:30 UTC on the 3rd is 07:30 on the 4th in Shanghai (UTC+8).
    const times = [
      at('2031-03-04T05:00:00Z'),
      at('2031-03-03T23:30:00Z'),
      at('2031-03-04T04:00:00Z'),
    ];
    const shanghai = groupByDay(times, 'Asia/Shanghai');
    expect(shanghai.map((day) => day.day)).toEqual(['2031-03-04']);
    expect(shanghai[0]?.am.map((time) => time.startTime)).toEqual([
      Date.parse('2031-03-03T23:30:00Z'),
    ]);
    expect(shanghai[0]?.pm).toHaveLength(2);

    const utc = groupByDay(times, 'UTC');
    expect(utc.map((day) => [day.day, day.am.length, day.pm.length])).toEqual([
      ['2031-03-03', 0, 1],
      ['2031-03-04', 2, 0],
    ]);
  });

  it('shows seven days at most', () => {
    const times = Array.from({ length: 10 }, (_, day) =>
      at(new Date(Date.UTC(2031, 2, 1 + day, 9)).toISOString()),
    );
    const days = groupByDay(times, 'UTC');
    expect(days).toHaveLength(DAYS_SHOWN);
    expect(days.at(-1)?.day).toBe('2031-03-07');
  });

  it('keeps a time through a daylight-saving change: the instant decides its day and hour', () => {
    // New York moves to summer time on 2031-03-09; 14:00 UTC is 09:00 before, 10:00 after.
    const days = groupByDay(
      [at('2031-03-08T14:00:00Z'), at('2031-03-09T14:00:00Z')],
      'America/New_York',
    );
    expect(days.map((day) => day.am.length)).toEqual([1, 1]);
  });

  it('asks for the week from the start of today in the zone', () => {
    const now = Date.parse('2031-03-04T02:00:00Z'); // 10:00 in Shanghai, the 3rd 21:00 in New York
    expect(weekRange(now, 'Asia/Shanghai')).toEqual({
      startTime: Date.parse('2031-03-03T16:00:00Z'),
      endTime: Date.parse('2031-03-03T16:00:00Z') + 7 * 24 * HOUR_MS,
    });
    expect(weekRange(now, 'America/New_York').startTime).toBe(Date.parse('2031-03-03T05:00:00Z'));
  });
});
