import type { ClassTypeView, FixedPeriodView, FixedQuickConfig } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  firstWeeklyTime,
  newPeriodForm,
  periodClassTypes,
  periodFormOf,
  startMinutesOf,
} from './period-form';

function entry(smartClassType: string, change: Partial<ClassTypeView> = {}): ClassTypeView {
  return {
    id: 1,
    smartClassType,
    name: smartClassType,
    brandCode: 'B',
    label: 'Main Course',
    time: 25,
    classType: 'GRID',
    courseType: 'MAIN',
    permission: null,
    capacity: 4,
    needsTopic: false,
    description: '',
    active: true,
    ...change,
  };
}

const config: FixedQuickConfig = {
  permitted: true,
  open: true,
  classTypes: [
    entry('STANDBY', { classType: 'STANDBY', courseType: 'STANDBY' }),
    entry('OLD', { active: false }),
    entry('MAIN'),
    entry('CAMBRIDGE_KET_45', { classType: 'UNFIXED', courseType: 'CAMBRIDGE_MAIN' }),
  ],
  unitMinutes: [
    { smartClassType: 'MAIN', isoDay: 1, startMinutes: [] },
    { smartClassType: 'MAIN', isoDay: 2, startMinutes: [1020, 1050] },
    { smartClassType: 'CAMBRIDGE_KET_45', isoDay: 6, startMinutes: [540] },
  ],
  acceptDeadlineHours: 48,
  minLeadHours: 24,
  continueCheckDays: 14,
  maxWeeks: 26,
  maxWeeklyTimes: 14,
  defaultFirstDate: '2026/12/07',
  defaultLastDate: '2027/03/01',
};

describe('the period form', () => {
  it('offers the active class types but the standby', () => {
    expect(periodClassTypes(config).map((e) => e.smartClassType)).toEqual([
      'MAIN',
      'CAMBRIDGE_KET_45',
    ]);
  });

  it('reads a type’s unit starts of a weekday', () => {
    expect(startMinutesOf(config, 'MAIN', 2)).toEqual([1020, 1050]);
    expect(startMinutesOf(config, 'MAIN', 1)).toEqual([]);
    expect(startMinutesOf(config, 'MAIN', 3)).toEqual([]);
    expect(startMinutesOf(config, 'CAMBRIDGE_KET_45', 2)).toEqual([]);
  });

  it('starts a weekly time on the first weekday with units, at its first unit', () => {
    expect(firstWeeklyTime(config, 'MAIN')).toEqual({ isoDay: '2', startMinute: '1020' });
    expect(firstWeeklyTime(config, 'CAMBRIDGE_KET_45')).toEqual({
      isoDay: '6',
      startMinute: '540',
    });
    expect(firstWeeklyTime(config, 'NONE')).toEqual({ isoDay: '1', startMinute: '' });
  });

  it('starts a new period with the first type, one weekly time and the default dates', () => {
    expect(newPeriodForm(config)).toEqual({
      courseType: 'MAIN',
      smartClassType: 'MAIN',
      weeklyTimes: [{ isoDay: '2', startMinute: '1020' }],
      firstDate: '2026/12/07',
      lastDate: '2027/03/01',
    });
    expect(newPeriodForm({ ...config, classTypes: [] })).toEqual({
      courseType: 'MAIN',
      smartClassType: '',
      weeklyTimes: [{ isoDay: '1', startMinute: '' }],
      firstDate: '2026/12/07',
      lastDate: '2027/03/01',
    });
  });

  it('fills the form with an offered period to change it', () => {
    const period = {
      periodId: 5,
      courseType: 'CAMBRIDGE_MAIN',
      smartClassType: 'CAMBRIDGE_KET_45',
      weeklyTimes: [
        { isoDay: 6, startMinute: 540 },
        { isoDay: 7, startMinute: 600 },
      ],
      firstDate: '2026/12/12',
      lastDate: '2027/01/30',
    } as FixedPeriodView;
    expect(periodFormOf(period)).toEqual({
      periodId: 5,
      courseType: 'CAMBRIDGE_MAIN',
      smartClassType: 'CAMBRIDGE_KET_45',
      weeklyTimes: [
        { isoDay: '6', startMinute: '540' },
        { isoDay: '7', startMinute: '600' },
      ],
      firstDate: '2026/12/12',
      lastDate: '2027/01/30',
    });
  });
});
