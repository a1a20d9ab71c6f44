import type {
  ClassTypeView,
  CourseType,
  FixedPeriodView,
  FixedQuickConfig,
} from '@portal/contracts';

/** A weekly time as the form's selects hold it (text: the schema reads numbers from text). */
export interface WeeklyTimeRow {
  isoDay: string;
  startMinute: string;
}

/** The period form's values: the save call's own fields (contracts' fixedPeriodInput). */
export interface PeriodFormValues {
  periodId?: number;
  courseType: CourseType;
  smartClassType: string;
  weeklyTimes: WeeklyTimeRow[];
  firstDate: string;
  lastDate: string;
}

/** The class types a period may be offered in: the set-up's, the standby aside. */
export function periodClassTypes(config: Pick<FixedQuickConfig, 'classTypes'>): ClassTypeView[] {
  return config.classTypes.filter((entry) => entry.classType !== 'STANDBY' && entry.active);
}

/** The unit starts (Beijing minutes) a class type offers on a weekday. */
export function startMinutesOf(
  config: Pick<FixedQuickConfig, 'unitMinutes'>,
  smartClassType: string,
  isoDay: number,
): number[] {
  return (
    config.unitMinutes.find((u) => u.smartClassType === smartClassType && u.isoDay === isoDay)
      ?.startMinutes ?? []
  );
}

/** A first weekly time: the first weekday with units, at its first unit. */
export function firstWeeklyTime(
  config: Pick<FixedQuickConfig, 'unitMinutes'>,
  smartClassType: string,
): WeeklyTimeRow {
  for (const isoDay of [1, 2, 3, 4, 5, 6, 7]) {
    const [minute] = startMinutesOf(config, smartClassType, isoDay);
    if (minute !== undefined) return { isoDay: String(isoDay), startMinute: String(minute) };
  }
  return { isoDay: '1', startMinute: '' };
}

/** A new period: the first class type, one weekly time, the set-up's default dates. */
export function newPeriodForm(config: FixedQuickConfig): PeriodFormValues {
  const entry = periodClassTypes(config)[0];
  const smartClassType = entry?.smartClassType ?? '';
  return {
    courseType: entry?.courseType ?? 'MAIN',
    smartClassType,
    weeklyTimes: [firstWeeklyTime(config, smartClassType)],
    firstDate: config.defaultFirstDate,
    lastDate: config.defaultLastDate,
  };
}

/** An offered period, to change it. */
export function periodFormOf(period: FixedPeriodView): PeriodFormValues {
  return {
    periodId: period.periodId,
    courseType: period.courseType,
    smartClassType: period.smartClassType,
    weeklyTimes: period.weeklyTimes.map((time) => ({
      isoDay: String(time.isoDay),
      startMinute: String(time.startMinute),
    })),
    firstDate: period.firstDate,
    lastDate: period.lastDate,
  };
}
