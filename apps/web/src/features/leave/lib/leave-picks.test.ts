import { DAY_MS, LEAVE_RANGE_MAX_MS, classWireNames } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  fixedLeaveTarget,
  groupByDay,
  isPickable,
  keepPickable,
  leaveRange,
  needsSupport,
  pickableDays,
  slotsInDays,
  SUPPORT_REFUSAL,
  togglePick,
  type LeaveCourse,
} from './leave-picks';

const NY = 'America/New_York';

/** A held time; Beijing 19:00 is 06:00 in New York (EST) the same day, 07:00 in EDT. */
function course(slotId: number, startTime: number, change: Partial<LeaveCourse> = {}): LeaveCourse {
  return {
    slotId,
    startTime,
    endTime: startTime + 25 * 60_000,
    courseType: 'MAIN',
    smartClassType: 'MAIN',
    label: 'Main Course',
    status: 'BOOKED',
    lock: false,
    peakTime: true,
    peakCoinCount: 1,
    students: 2,
    periodId: null,
    standbyHeld: false,
    tier: 'AHEAD',
    refusal: null,
    ...classWireNames(startTime, startTime + 25 * 60_000, 'MAIN'),
    ...change,
  };
}

// Mon 2026/11/30 11:00 UTC (19:00 Beijing, 06:00 New York), and the days after.
const MON = Date.UTC(2026, 10, 30, 11);

describe('the leave screen’s list', () => {
  it('reads from now to five weeks and a day ahead, the longest range the call takes', () => {
    expect(leaveRange(1_000)).toEqual({ startTime: 1_000, endTime: 1_000 + LEAVE_RANGE_MAX_MS });
  });

  it('lets the teacher pick held times, not locked ones or a fixed class’s weeks', () => {
    expect(isPickable(course(1, MON))).toBe(true);
    expect(isPickable(course(1, MON, { lock: true }))).toBe(false);
    expect(isPickable(course(1, MON, { periodId: 7 }))).toBe(false);
  });

  it('groups the times by the teacher’s own day, in order', () => {
    // 23:30 UTC on Monday is 07:30 Tuesday in Beijing but 18:30 Monday in New York.
    const late = Date.UTC(2026, 10, 30, 23, 30);
    const days = groupByDay([course(3, MON + DAY_MS), course(2, late), course(1, MON)], NY);
    expect(days.map((d) => [d.weekday, d.date, d.courses.map((c) => c.slotId)])).toEqual([
      ['Mon', '2026/11/30', [1, 2]],
      ['Tue', '2026/12/01', [3]],
    ]);
    expect(groupByDay([course(2, late)], 'Asia/Shanghai')[0]?.date).toBe('2026/12/01');
  });

  it('offers only days with something to pick for the day and range pickers', () => {
    const days = groupByDay(
      [
        course(1, MON, { lock: true }),
        course(2, MON + DAY_MS),
        course(3, MON + 2 * DAY_MS, { periodId: 4 }),
      ],
      NY,
    );
    expect(pickableDays(days).map((d) => d.date)).toEqual(['2026/12/01']);
  });

  it('picks every pickable time of a day, or of a range in either order', () => {
    const days = groupByDay(
      [
        course(1, MON),
        course(2, MON + 60 * 60_000),
        course(3, MON + DAY_MS, { lock: true }),
        course(4, MON + DAY_MS + 1),
        course(5, MON + 2 * DAY_MS, { periodId: 9 }),
        course(6, MON + 3 * DAY_MS),
      ],
      NY,
    );
    expect(slotsInDays(days, '2026/11/30', '2026/11/30')).toEqual([1, 2]);
    expect(slotsInDays(days, '2026/11/30', '2026/12/02')).toEqual([1, 2, 4]);
    expect(slotsInDays(days, '2026/12/03', '2026/12/01')).toEqual([4, 6]);
    expect(slotsInDays(days, '2026/12/04', '2026/12/05')).toEqual([]);
  });

  it('toggles a pick, and keeps only the picks the fresh list still offers', () => {
    expect(togglePick([1, 2], 3)).toEqual([1, 2, 3]);
    expect(togglePick([1, 2, 3], 2)).toEqual([1, 3]);
    const fresh = [course(1, MON), course(2, MON, { lock: true }), course(4, MON, { periodId: 1 })];
    expect(keepPickable([1, 2, 3, 4], fresh)).toEqual([1]);
  });

  it('says when a picked time can only be given back through support', () => {
    const list = [course(1, MON, { refusal: SUPPORT_REFUSAL }), course(2, MON + DAY_MS)];
    expect(needsSupport([2], list)).toBe(false);
    expect(needsSupport([1, 2], list)).toBe(true);
    expect(needsSupport([2], [course(2, MON, { refusal: 'BIZ_TEACHER_COURSE_NOT_EXIST' })])).toBe(
      false,
    );
    expect(SUPPORT_REFUSAL).toBe('BIZ_TEACHER_COURSE_WITHIN_24_HOUR');
  });
});

describe('fixedLeaveTarget', () => {
  it('reads the fixed class’s week from the address', () => {
    expect(fixedLeaveTarget(new URLSearchParams('periodId=4&startTime=1796000000000'))).toEqual({
      periodId: 4,
      startTime: 1796000000000,
    });
  });

  it('is null without both, or with anything that is not a positive whole number', () => {
    for (const query of [
      '',
      'periodId=4',
      'startTime=5',
      'periodId=0&startTime=5',
      'periodId=4&startTime=-5',
      'periodId=x&startTime=5',
      'periodId=1.5&startTime=5',
      'periodId=4&startTime=5.5',
    ])
      expect(fixedLeaveTarget(new URLSearchParams(query)), query).toBeNull();
  });
});
