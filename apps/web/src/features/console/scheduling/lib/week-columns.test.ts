import type { AvailabilitySlot } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '@portal/contracts';
import { weekColumns } from './week-columns';

const slot = (slotId: number, startTime: number): AvailabilitySlot => ({
  slotId,
  courseType: 'INTERVIEW',
  startTime,
  endTime: startTime + 25 * 60_000,
  unmarked: false,
  booking: null,
});

describe('the week calendar', () => {
  // Monday 2031-03-03, 00:00 in New York (UTC-5).
  const monday = Date.UTC(2031, 2, 3, 5);

  it('has seven columns from the first day, each with its times in order', () => {
    const late = slot(1, monday + 23 * HOUR_MS); // Monday 23:00 in New York, Tuesday in UTC
    const early = slot(2, monday + 9 * HOUR_MS);
    const sunday = slot(3, monday + 6 * 24 * HOUR_MS + 10 * HOUR_MS);
    const columns = weekColumns(monday, [late, sunday, early], 'America/New_York');
    expect(columns.map((column) => column.day)).toEqual([
      'Mon 2031/03/03',
      'Tue 2031/03/04',
      'Wed 2031/03/05',
      'Thu 2031/03/06',
      'Fri 2031/03/07',
      'Sat 2031/03/08',
      'Sun 2031/03/09',
    ]);
    expect(columns[0]?.slots.map((s) => s.slotId)).toEqual([2, 1]);
    expect(columns[6]?.slots.map((s) => s.slotId)).toEqual([3]);
    expect(columns.slice(1, 6).every((column) => column.slots.length === 0)).toBe(true);
  });

  it('keeps a time out of the week when it starts after it', () => {
    const next = slot(4, monday + 7 * 24 * HOUR_MS);
    expect(weekColumns(monday, [next], 'America/New_York').flatMap((c) => c.slots)).toEqual([]);
  });
});
