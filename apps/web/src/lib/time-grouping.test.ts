import { describe, expect, it } from 'vitest';
import { groupSlotsByDay } from './time-grouping';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const utc = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);

describe('groupSlotsByDay', () => {
  it('keeps at most 7 days, the earliest first', () => {
    const slots = Array.from({ length: 8 }, (_, i) => utc(2024, 5, 3, 9) + i * DAY).reverse();
    const groups = groupSlotsByDay(slots, { timeZone: 'UTC' });
    expect(groups).toHaveLength(7);
    expect(groups[0]?.date).toBe('2024/05/03');
    expect(groups[6]?.date).toBe('2024/05/09');
  });

  it('honours a smaller maxDays', () => {
    const slots = [utc(2024, 5, 3, 9), utc(2024, 5, 4, 9), utc(2024, 5, 5, 9)];
    expect(groupSlotsByDay(slots, { timeZone: 'UTC', maxDays: 2 }).map((g) => g.date)).toEqual([
      '2024/05/03',
      '2024/05/04',
    ]);
  });

  it('puts 11:59 in the morning and 12:00 in the afternoon', () => {
    const morning = utc(2024, 5, 3, 11, 59);
    const noon = utc(2024, 5, 3, 12, 0);
    const [day] = groupSlotsByDay([noon, morning], { timeZone: 'UTC' });
    expect(day?.am).toEqual([morning]);
    expect(day?.pm).toEqual([noon]);
  });

  it('groups by the calendar day of the given zone', () => {
    // 02:00 and 20:00 UTC on 3 May: in Shanghai (+8) 10:00 on the 3rd and 04:00 on the 4th.
    const early = utc(2024, 5, 3, 2);
    const late = utc(2024, 5, 3, 20);
    expect(groupSlotsByDay([early, late], { timeZone: 'UTC' })).toHaveLength(1);
    const shanghai = groupSlotsByDay([early, late], { timeZone: 'Asia/Shanghai' });
    expect(shanghai.map((g) => g.date)).toEqual(['2024/05/03', '2024/05/04']);
    expect(shanghai[0]?.am).toEqual([early]);
    expect(shanghai[1]?.am).toEqual([late]);
    // In New York (-4 in May) 02:00 UTC is 22:00 the evening before.
    const newYork = groupSlotsByDay([early, late], { timeZone: 'America/New_York' });
    expect(newYork.map((g) => g.date)).toEqual(['2024/05/02', '2024/05/03']);
    expect(newYork[0]?.pm).toEqual([early]);
    expect(newYork[1]?.pm).toEqual([late]);
  });

  it('gives each day its midnight in the zone', () => {
    const [day] = groupSlotsByDay([utc(2024, 5, 3, 9)], { timeZone: 'Asia/Shanghai' });
    expect(day?.dayStart).toBe(utc(2024, 5, 2, 16));
  });

  it('keeps slot objects, sorted by start time, and leaves the input alone', () => {
    const a = { startTime: utc(2024, 5, 3, 13), status: 'OPEN' };
    const b = { startTime: utc(2024, 5, 3, 12, 30), status: 'AVAILABLE' };
    const input = [a, b];
    const [day] = groupSlotsByDay(input, { timeZone: 'UTC' });
    expect(day?.pm).toEqual([b, a]);
    expect(input).toEqual([a, b]);
  });

  it('returns no groups for no slots', () => {
    expect(groupSlotsByDay([], { timeZone: 'UTC' })).toEqual([]);
  });
});
