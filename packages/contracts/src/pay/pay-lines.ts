/**
 * A teacher's payslip lines for a month, from what happened in it (decision 042): one pure
 * function, so generation, its tests and the bench agree to the cent. Every line names its
 * source; money is integer cents; the groups' sums are the total.
 */
import { type FinishType } from '../classes/class-types.js';
import { taughtFinish } from '../classes/finish-results.js';
import { beijingDayMinute } from '../calendar/beijing.js';
import { BEIJING_CALENDAR, dayNumberOf } from '../calendar/calendars.js';
import { MINUTE_MS } from '../calendar/durations.js';
import type { ContractType } from '../contract/terms.js';
import type { PayPolicy } from './pay-policy.js';

/**
 * The payslip's groups (spec section 3's customGroup: CLASS_PAYMENT, SECONDARY_POSITION or
 * others). CORRECTION holds what changed for a month after its payslip was released (decision
 * 052): each line names the class and the payslip it corrects.
 */
export const PAY_GROUPS = [
  'CLASS_PAYMENT',
  'SECONDARY_POSITION',
  'INCENTIVE',
  'DEDUCTION',
  'ADJUSTMENT',
  'CORRECTION',
  'REFERRAL',
] as const;
export type PayGroup = (typeof PAY_GROUPS)[number];

/** What a line pays for (the other-items list's `payItem`). */
export const PAY_ITEMS = [
  'MAIN_CLASS',
  'NON_MAIN_CLASS',
  'PARTICIPATION_INCENTIVE',
  'PEAK_INCENTIVE',
  'STANDBY_BONUS',
  'CANCELLATION_FINE',
  'FINE_REVERSED',
  'ADJUSTMENT',
  'REFERRAL_BONUS',
] as const;
export type PayItem = (typeof PAY_ITEMS)[number];

/** Items listed class by class (the detail click-through and the 1v4 non-main list). */
export const CLASS_PAY_ITEMS: readonly PayItem[] = ['MAIN_CLASS', 'NON_MAIN_CLASS'];

/** Where a line comes from: a class, a pay deduction, an adjustment, a referral bonus. */
export const PAY_SOURCES = ['CLASS', 'DEDUCTION', 'ADJUSTMENT', 'REFERRAL'] as const;
export type PaySource = (typeof PAY_SOURCES)[number];

/**
 * The contract in force on a class's Beijing day (contracts' `contractInForce`). Its pay per
 * class is what is paid: a renewal's raise is already written into it (decision 052).
 */
export interface PayContract {
  id: number;
  payPerClassCents: number;
  contractType: ContractType;
}

/**
 * Why a line needs FINANCE before it can be paid: NO_CONTRACT, a class taught on a day no
 * contract held (old data, a gap between contracts). It is paid nothing by the rules and
 * settled by an adjustment that names the class.
 */
export const PAY_ISSUES = ['NO_CONTRACT'] as const;
export type PayIssue = (typeof PAY_ISSUES)[number];

/** A finished class of the month, as generation reads it. */
export interface PayClass {
  slotId: number;
  startsAt: number;
  courseType: string;
  label: string;
  /** The class type's length: pay per class is for 25 minutes of teaching. */
  minutes: number;
  finishType: FinishType;
  peak: boolean;
  fromStandby: boolean;
  joinedAt: number | null;
  contract: PayContract | null;
}

export interface PayDeductionEntry {
  id: number;
  kind: 'FINE' | 'FINE_REVERSED';
  /** As the leave ledger keeps it: a fine positive, its reversal negative. */
  amountCents: number;
  slotId: number | null;
  at: number;
}

export interface PayAdjustmentEntry {
  id: number;
  amountCents: number;
  reason: string;
  /** The class it settles (a class without a contract), if any. */
  slotId?: number | null;
}

export interface PayMonthInput {
  classes: readonly PayClass[];
  /** Peak-time slots the teacher opened with a start in the month, booked or not. */
  peakSlotsOpened: number;
  /**
   * The fines and reversals of the month's classes (a class's month, not the day the fine was
   * written: a fine written after the month's release corrects that month, decision 052).
   */
  deductions: readonly PayDeductionEntry[];
  adjustments: readonly PayAdjustmentEntry[];
}

export interface PayLine {
  group: PayGroup;
  item: PayItem;
  source: PaySource;
  sourceId: number;
  /** The class the line is about, and its start. */
  slotId: number | null;
  at: number | null;
  label: string;
  finishType: FinishType | null;
  amountCents: number;
  issue: PayIssue | null;
  /** A correction's month (its Beijing start) and that month's payslip, when it had one. */
  correctsMonth: number | null;
  correctsPayslipId: number | null;
}

/** What a line of the month's own carries besides its amount: no issue, corrects nothing. */
const OWN = { issue: null, correctsMonth: null, correctsPayslipId: null } as const;

/** Minutes of teaching a paid class stands for (business-facts.md: 25 minutes). */
export const PAID_CLASS_MINUTES = 25;

/**
 * The base pay of a class before its finish share: the contract's pay per class, for the
 * class's length. The cancellation preview's "pay lost" is this figure too.
 */
export function classBaseCents(cls: Pick<PayClass, 'minutes' | 'contract'>): number {
  const contract = cls.contract;
  if (!contract) return 0;
  return Math.round((contract.payPerClassCents * cls.minutes) / PAID_CLASS_MINUTES);
}

/** The share a finish type earns of `cents`, rounded to the cent. */
export function sharedCents(cents: number, finishType: FinishType, policy: PayPolicy): number {
  return Math.round((cents * policy.finishSharePercent[finishType]) / 100);
}

const beijingDay = (at: number) => dayNumberOf(at, BEIJING_CALENDAR);
const beijingMinute = (at: number) => beijingDayMinute(at).minute;

/**
 * The Beijing days that earn the participation incentive: on each, the first class of every
 * session (morning, evening) was entered `participationEarlyMinutes` before its start and
 * taught as scheduled.
 */
export function participationDays(classes: readonly PayClass[], policy: PayPolicy): Set<number> {
  const firsts = new Map<string, PayClass>();
  for (const cls of classes) {
    const session = beijingMinute(cls.startsAt) < policy.eveningStartsMinute ? 'am' : 'pm';
    const key = `${beijingDay(cls.startsAt)}:${session}`;
    const first = firsts.get(key);
    // Ties by slot: the same month read in another order earns the same days.
    const sooner =
      !first ||
      cls.startsAt < first.startsAt ||
      (cls.startsAt === first.startsAt && cls.slotId < first.slotId);
    if (sooner) firsts.set(key, cls);
  }
  const days = new Map<number, boolean>();
  for (const first of firsts.values()) {
    const day = beijingDay(first.startsAt);
    const early =
      first.finishType === 'AS_SCHEDULED' &&
      first.joinedAt !== null &&
      first.joinedAt <= first.startsAt - policy.participationEarlyMinutes * MINUTE_MS;
    days.set(day, (days.get(day) ?? true) && early);
  }
  return new Set([...days].filter(([, early]) => early).map(([day]) => day));
}

function classLines(input: PayMonthInput, policy: PayPolicy): PayLine[] {
  const lines: PayLine[] = [];
  const early = participationDays(input.classes, policy);
  const peakMonth = input.peakSlotsOpened >= policy.peakSlotsThreshold;
  const sorted = [...input.classes].sort((a, b) => a.startsAt - b.startsAt || a.slotId - b.slotId);
  for (const cls of sorted) {
    const about = {
      source: 'CLASS' as const,
      sourceId: cls.slotId,
      slotId: cls.slotId,
      at: cls.startsAt,
      label: cls.label,
      finishType: cls.finishType,
      ...OWN,
    };
    lines.push({
      ...about,
      group:
        cls.contract?.contractType === 'SECONDARY_POSITION'
          ? 'SECONDARY_POSITION'
          : 'CLASS_PAYMENT',
      item: cls.courseType === 'MAIN' ? 'MAIN_CLASS' : 'NON_MAIN_CLASS',
      amountCents: sharedCents(classBaseCents(cls), cls.finishType, policy),
      // Taught on a day no contract held: nothing by the rules, FINANCE settle it.
      issue: cls.contract ? null : 'NO_CONTRACT',
    });
    if (!cls.contract || !taughtFinish(cls.finishType)) continue;
    const incentive = (item: PayItem, amountCents: number) =>
      amountCents > 0 && lines.push({ ...about, group: 'INCENTIVE', item, amountCents });
    if (early.has(beijingDay(cls.startsAt)))
      incentive('PARTICIPATION_INCENTIVE', policy.participationCents);
    if (peakMonth) incentive('PEAK_INCENTIVE', policy.peakIncentiveCents);
    if (cls.fromStandby) incentive('STANDBY_BONUS', policy.standbyCents);
  }
  return lines;
}

/** Every line of a teacher's month, classes first (by start), then deductions and adjustments. */
export function payLines(input: PayMonthInput, policy: PayPolicy): PayLine[] {
  const deductions = [...input.deductions]
    .sort((a, b) => a.at - b.at || a.id - b.id)
    .map((d): PayLine => ({
      group: 'DEDUCTION',
      item: d.kind === 'FINE' ? 'CANCELLATION_FINE' : 'FINE_REVERSED',
      source: 'DEDUCTION',
      sourceId: d.id,
      slotId: d.slotId,
      at: d.at,
      label: d.kind === 'FINE' ? 'Cancellation fine' : 'Fine reversed',
      finishType: null,
      amountCents: -d.amountCents,
      ...OWN,
    }));
  const adjustments = [...input.adjustments]
    .sort((a, b) => a.id - b.id)
    .map((a): PayLine => ({
      group: 'ADJUSTMENT',
      item: 'ADJUSTMENT',
      source: 'ADJUSTMENT',
      sourceId: a.id,
      slotId: a.slotId ?? null,
      at: null,
      label: a.reason,
      finishType: null,
      amountCents: a.amountCents,
      ...OWN,
    }));
  return [...classLines(input, policy), ...deductions, ...adjustments];
}

export interface PayGroupTotal {
  customGroup: PayGroup;
  count: number;
  sumCents: number;
}

/** The groups that have lines, in PAY_GROUPS order, with their sums; and the total. */
export function payTotals(lines: readonly Pick<PayLine, 'group' | 'amountCents'>[]): {
  groups: PayGroupTotal[];
  totalCents: number;
} {
  const groups = PAY_GROUPS.map((customGroup) => {
    const of = lines.filter((line) => line.group === customGroup);
    return {
      customGroup,
      count: of.length,
      sumCents: of.reduce((sum, line) => sum + line.amountCents, 0),
    };
  }).filter((group) => group.count > 0);
  return { groups, totalCents: groups.reduce((sum, group) => sum + group.sumCents, 0) };
}
