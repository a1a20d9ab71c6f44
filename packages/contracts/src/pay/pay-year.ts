/**
 * A teacher's pay year (decision 066): the Beijing calendar year of the payslips' months, as
 * months themselves are Beijing months (decision 042). The year-to-date totals and the yearly
 * statement read one aggregate of the year's released payslips (a sum per month, group and
 * whether it was paid); these functions give it its shapes, so both say the same sums.
 */
import { addBeijingMonths, beijingDayStartOf } from '../calendar/beijing.js';
import { BEIJING_CALENDAR, formatOn, type TimeRange } from '../calendar/calendars.js';
import { PAY_GROUPS, type PayGroup } from './pay-lines.js';
import { payMonthLabel } from './pay-month.js';

/** The first and last years a statement may be asked for (a guard, not a business rule). */
export const PAY_YEAR_BOUNDS = { min: 2000, max: 2100 } as const;

/** The Beijing calendar year holding `at`. */
export function payYearOf(at: number): number {
  return Number(formatOn(at, BEIJING_CALENDAR, 'YYYY'));
}

/** The year from January 1, 00:00 in Beijing, to the next year's. */
export function payYearRange(year: number): TimeRange {
  const start = beijingDayStartOf(`${String(year).padStart(4, '0')}-01-01`);
  return { start, end: addBeijingMonths(start, 12) };
}

/** One row of the year's aggregate: a month's sum of one group, paid or not yet. */
export interface PayYearSum {
  monthStart: number;
  group: PayGroup;
  /** The payslip is PAID. */
  paid: boolean;
  sumCents: number;
}

export interface GroupSum {
  customGroup: PayGroup;
  sumCents: number;
}

export interface GroupSums {
  sumCents: number;
  /** Each group that has lines, in PAY_GROUPS order. */
  groups: GroupSum[];
}

/** Sums by group, in PAY_GROUPS order, of the rows given. */
export function groupSumsOf(rows: readonly Pick<PayYearSum, 'group' | 'sumCents'>[]): GroupSums {
  const byGroup = new Map<PayGroup, number>();
  for (const row of rows) byGroup.set(row.group, (byGroup.get(row.group) ?? 0) + row.sumCents);
  const groups = PAY_GROUPS.filter((group) => byGroup.has(group)).map((customGroup) => ({
    customGroup,
    sumCents: byGroup.get(customGroup) ?? 0,
  }));
  return { sumCents: groups.reduce((sum, group) => sum + group.sumCents, 0), groups };
}

/**
 * The year so far: every released payslip (released, processing, held or paid: what the
 * teacher sees) and, of those, the paid ones.
 */
export function yearTotalsOf(rows: readonly PayYearSum[]): {
  released: GroupSums;
  paid: GroupSums;
} {
  return { released: groupSumsOf(rows), paid: groupSumsOf(rows.filter((row) => row.paid)) };
}

export interface StatementMonth extends GroupSums {
  monthStart: number;
  /** `YYYY/MM`. */
  month: string;
}

/** The yearly statement: each month with a released payslip, oldest first, and the year's sums. */
export function yearStatementOf(rows: readonly PayYearSum[]): {
  months: StatementMonth[];
  total: GroupSums;
} {
  const starts = [...new Set(rows.map((row) => row.monthStart))].sort((a, b) => a - b);
  const months = starts.map((monthStart) => ({
    monthStart,
    month: payMonthLabel(monthStart),
    ...groupSumsOf(rows.filter((row) => row.monthStart === monthStart)),
  }));
  return { months, total: groupSumsOf(rows) };
}
