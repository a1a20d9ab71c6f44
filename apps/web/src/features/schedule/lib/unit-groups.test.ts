import { DAY_MS, HOUR_MS, MINUTE_MS, type SlotUnit } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { dayHasUnits, DAYS_IN_WEEK, groupUnits } from './unit-groups';

// Monday 2026-11-30 00:00 Beijing.
const WEEK = Date.UTC(2026, 10, 29, 16);

function unit(startTime: number): SlotUnit {
  return {
    startTime,
    endTime: startTime + 25 * MINUTE_MS,
    courseType: 'MAIN',
    smartClassType: 'MAIN',
    status: 'AVAILABLE',
    peakTime: false,
    peakCoinCount: 0,
    lock: false,
    students: 0,
    fixed: false,
  };
}

const at = (day: number, hour: number, minute = 0) =>
  WEEK + day * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS;

describe('groupUnits', () => {
  it('always gives the seven Beijing days of the week, Monday first', () => {
    const days = groupUnits([], WEEK);
    expect(days).toHaveLength(DAYS_IN_WEEK);
    expect(days.map((d) => d.date)).toEqual([
      '2026/11/30',
      '2026/12/01',
      '2026/12/02',
      '2026/12/03',
      '2026/12/04',
      '2026/12/05',
      '2026/12/06',
    ]);
    expect(days.every((d) => !dayHasUnits(d))).toBe(true);
  });

  it('puts a unit on its Beijing day, before or after 12:00 Beijing, in order', () => {
    const units = [at(0, 19), at(0, 17, 30), at(5, 9), at(5, 11, 30), at(5, 12), at(6, 20, 30)].map(
      unit,
    );
    const days = groupUnits(units, WEEK);
    expect(days[0]?.am).toEqual([]);
    expect(days[0]?.pm.map((u) => u.startTime)).toEqual([at(0, 17, 30), at(0, 19)]);
    expect(days[5]?.am.map((u) => u.startTime)).toEqual([at(5, 9), at(5, 11, 30)]);
    expect(days[5]?.pm.map((u) => u.startTime)).toEqual([at(5, 12)]);
    expect(days[6]?.pm.map((u) => u.startTime)).toEqual([at(6, 20, 30)]);
    expect(days[1] && dayHasUnits(days[1])).toBe(false);
  });

  it('splits at 12:00 exactly: 11:59 is morning, 12:00 afternoon', () => {
    const days = groupUnits([unit(at(2, 11, 59)), unit(at(2, 12))], WEEK);
    expect(days[2]?.am).toHaveLength(1);
    expect(days[2]?.pm).toHaveLength(1);
  });

  it('leaves out units outside the week', () => {
    const days = groupUnits([unit(WEEK - MINUTE_MS), unit(WEEK + 7 * DAY_MS)], WEEK);
    expect(days.some(dayHasUnits)).toBe(false);
  });
});
