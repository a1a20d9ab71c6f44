import { describe, expect, it } from 'vitest';
import {
  classBaseCents,
  participationDays,
  payLines,
  payTotals,
  sharedCents,
  type PayClass,
  type PayMonthInput,
} from './pay-lines.js';
import { DEFAULT_PAY_POLICY as POLICY, type PayPolicy } from './pay-policy.js';
import { MINUTE_MS } from '../calendar/index.js';

/** Beijing wall time as an instant (UTC+8). */
const bj = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 8, minute);
const CONTRACT = { id: 1, payPerClassCents: 1000, contractType: 'STANDARD' as const };

function cls(slotId: number, startsAt: number, change: Partial<PayClass> = {}): PayClass {
  return {
    slotId,
    startsAt,
    courseType: 'MAIN',
    label: 'Main Course',
    minutes: 25,
    finishType: 'AS_SCHEDULED',
    peak: false,
    fromStandby: false,
    joinedAt: null,
    contract: CONTRACT,
    ...change,
  };
}

const month = (change: Partial<PayMonthInput>): PayMonthInput => ({
  classes: [],
  peakSlotsOpened: 0,
  deductions: [],
  adjustments: [],
  ...change,
});

describe('classBaseCents', () => {
  it("is the contract's own pay for 25 minutes: a renewal's raise is already in it", () => {
    expect(classBaseCents(cls(1, 0))).toBe(1000);
    const renewed = { ...CONTRACT, id: 2, payPerClassCents: 1025 };
    expect(classBaseCents(cls(1, 0, { contract: renewed }))).toBe(1025);
    expect(classBaseCents(cls(1, 0, { minutes: 100 }))).toBe(4000);
    // 45 minutes of a $10.25 class: 1845 cents exactly; 10 minutes of $10.01 rounds 400.4 to 400.
    expect(classBaseCents(cls(1, 0, { minutes: 45, contract: renewed }))).toBe(1845);
    expect(
      classBaseCents(cls(1, 0, { minutes: 10, contract: { ...CONTRACT, payPerClassCents: 1001 } })),
    ).toBe(400);
    expect(classBaseCents(cls(1, 0, { contract: null }))).toBe(0);
  });
});

describe('sharedCents', () => {
  it("pays the student's and the school's failures, never the teacher's", () => {
    expect(sharedCents(1000, 'AS_SCHEDULED', POLICY)).toBe(1000);
    expect(sharedCents(1000, 'STUDENT_NO_SHOW', POLICY)).toBe(1000);
    expect(sharedCents(1000, 'STUDENT_IT_PROBLEM', POLICY)).toBe(1000);
    expect(sharedCents(1000, 'SYSTEM_PROBLEM', POLICY)).toBe(1000);
    expect(sharedCents(1025, 'STUDENT_CANCELLATION', POLICY)).toBe(513);
    expect(sharedCents(1000, 'TEACHER_IT_PROBLEM', POLICY)).toBe(0);
    expect(sharedCents(1000, 'TEACHER_NO_SHOW', POLICY)).toBe(0);
    expect(sharedCents(1000, 'TEACHER_CANCELLATION', POLICY)).toBe(0);
  });
});

describe('participationDays', () => {
  const early = (at: number) => at - 8 * MINUTE_MS;
  it("counts a day when every session's first class began with the teacher 8 minutes early", () => {
    const day3 = [
      cls(1, bj(3, 9, 30), { joinedAt: early(bj(3, 9, 30)) }),
      cls(2, bj(3, 10), { joinedAt: null }),
      cls(3, bj(3, 19), { joinedAt: early(bj(3, 19)) }),
    ];
    const day4 = [
      cls(4, bj(4, 19), { joinedAt: early(bj(4, 19)) + MINUTE_MS }),
      cls(5, bj(4, 18), { joinedAt: early(bj(4, 18)) }),
    ];
    const day5 = [cls(6, bj(5, 9), { joinedAt: early(bj(5, 9)) }), cls(7, bj(5, 19))];
    const day6 = [cls(8, bj(6, 19), { joinedAt: early(bj(6, 19)) - 1 })];
    // Entered 7 minutes early: not early enough.
    const day7 = [cls(9, bj(7, 19), { joinedAt: bj(7, 19) - 7 * MINUTE_MS })];
    const days = participationDays([...day3, ...day4, ...day5, ...day6, ...day7], POLICY);
    const dayOf = (at: number) => Math.floor((at + 8 * 3_600_000) / 86_400_000);
    // Day 4's first evening class is the 18:00 one (joined in time); day 5's evening was late.
    expect([...days].sort()).toEqual([dayOf(bj(3, 0)), dayOf(bj(4, 0)), dayOf(bj(6, 0))]);
  });

  it('needs the first class taught as scheduled, and splits the sessions at noon Beijing', () => {
    const at = bj(7, 11, 30);
    expect(
      participationDays(
        [cls(1, at, { joinedAt: at - 9 * MINUTE_MS, finishType: 'STUDENT_NO_SHOW' })],
        POLICY,
      ).size,
    ).toBe(0);
    // 11:30 is the morning's first; 12:00 begins the evening, whose first was not entered early.
    const noon = bj(7, 12);
    expect(
      participationDays(
        [cls(1, at, { joinedAt: at - 9 * MINUTE_MS }), cls(2, noon, { joinedAt: noon })],
        POLICY,
      ).size,
    ).toBe(0);
    const evening: PayPolicy = { ...POLICY, eveningStartsMinute: 12 * 60 + 1 };
    expect(
      participationDays(
        [cls(1, at, { joinedAt: at - 9 * MINUTE_MS }), cls(2, noon, { joinedAt: noon })],
        evening,
      ).size,
    ).toBe(1);
  });
});

describe('payLines', () => {
  it('pays each class by its finish, with the incentives of a taught class', () => {
    const first = bj(3, 19);
    const lines = payLines(
      month({
        peakSlotsOpened: 60,
        classes: [
          cls(12, bj(3, 19, 30), { fromStandby: true, peak: true }),
          cls(11, first, { joinedAt: first - 8 * MINUTE_MS, peak: true }),
          cls(13, bj(4, 19), { finishType: 'TEACHER_NO_SHOW', fromStandby: true }),
          cls(15, bj(6, 19), { contract: null }),
          cls(14, bj(5, 19), {
            courseType: 'WORKSHOP',
            label: 'Workshop',
            minutes: 30,
            finishType: 'STUDENT_NO_SHOW',
            contract: { ...CONTRACT, contractType: 'SECONDARY_POSITION' },
          }),
        ],
      }),
      POLICY,
    );
    expect(lines.map((l) => [l.sourceId, l.group, l.item, l.amountCents])).toEqual([
      [11, 'CLASS_PAYMENT', 'MAIN_CLASS', 1000],
      [11, 'INCENTIVE', 'PARTICIPATION_INCENTIVE', 100],
      [11, 'INCENTIVE', 'PEAK_INCENTIVE', 100],
      [12, 'CLASS_PAYMENT', 'MAIN_CLASS', 1000],
      [12, 'INCENTIVE', 'PARTICIPATION_INCENTIVE', 100],
      [12, 'INCENTIVE', 'PEAK_INCENTIVE', 100],
      [12, 'INCENTIVE', 'STANDBY_BONUS', 200],
      [13, 'CLASS_PAYMENT', 'MAIN_CLASS', 0],
      [14, 'SECONDARY_POSITION', 'NON_MAIN_CLASS', 1200],
      [14, 'INCENTIVE', 'PEAK_INCENTIVE', 100],
      // No contract in force: nothing by the rules, no incentives; FINANCE settle it.
      [15, 'CLASS_PAYMENT', 'MAIN_CLASS', 0],
    ]);
    expect(lines.filter((l) => l.issue).map((l) => [l.sourceId, l.issue])).toEqual([
      [15, 'NO_CONTRACT'],
    ]);
    expect(lines[0]).toEqual({
      group: 'CLASS_PAYMENT',
      item: 'MAIN_CLASS',
      source: 'CLASS',
      sourceId: 11,
      slotId: 11,
      at: first,
      label: 'Main Course',
      finishType: 'AS_SCHEDULED',
      amountCents: 1000,
      issue: null,
      correctsMonth: null,
      correctsPayslipId: null,
    });
  });

  it('gives the peak incentive only from the threshold, and no zero lines', () => {
    const input = month({ classes: [cls(1, bj(3, 19))], peakSlotsOpened: 59 });
    expect(payLines(input, POLICY).map((l) => l.item)).toEqual(['MAIN_CLASS']);
    expect(payLines({ ...input, peakSlotsOpened: 60 }, POLICY).map((l) => l.item)).toEqual([
      'MAIN_CLASS',
      'PEAK_INCENTIVE',
    ]);
    const free = { ...POLICY, peakIncentiveCents: 0 };
    expect(payLines({ ...input, peakSlotsOpened: 60 }, free).map((l) => l.item)).toEqual([
      'MAIN_CLASS',
    ]);
  });

  it('takes fines off and gives reversals back, then the adjustments, each by its source', () => {
    const lines = payLines(
      month({
        deductions: [
          { id: 8, kind: 'FINE_REVERSED', amountCents: -200, slotId: 5, at: bj(9, 10) },
          { id: 7, kind: 'FINE', amountCents: 200, slotId: 5, at: bj(8, 10) },
          { id: 9, kind: 'FINE', amountCents: 1000, slotId: null, at: bj(8, 10) },
        ],
        adjustments: [
          { id: 3, amountCents: -150, reason: 'October overpaid' },
          { id: 2, amountCents: 500, reason: 'Training session', slotId: 4 },
        ],
      }),
      POLICY,
    );
    expect(lines.map((l) => [l.source, l.sourceId, l.item, l.amountCents, l.label])).toEqual([
      ['DEDUCTION', 7, 'CANCELLATION_FINE', -200, 'Cancellation fine'],
      ['DEDUCTION', 9, 'CANCELLATION_FINE', -1000, 'Cancellation fine'],
      ['DEDUCTION', 8, 'FINE_REVERSED', 200, 'Fine reversed'],
      ['ADJUSTMENT', 2, 'ADJUSTMENT', 500, 'Training session'],
      ['ADJUSTMENT', 3, 'ADJUSTMENT', -150, 'October overpaid'],
    ]);
    expect(lines[0]).toMatchObject({ group: 'DEDUCTION', slotId: 5, at: bj(8, 10) });
    // An adjustment names the class it settles, when it settles one.
    expect(lines[3]).toMatchObject({ group: 'ADJUSTMENT', slotId: 4, at: null, finishType: null });
    expect(lines[4]).toMatchObject({ group: 'ADJUSTMENT', slotId: null });
  });
});

describe('payTotals', () => {
  it('sums each group that has lines, in order, to the total', () => {
    expect(
      payTotals([
        { group: 'DEDUCTION', amountCents: -200 },
        { group: 'CLASS_PAYMENT', amountCents: 1000 },
        { group: 'CLASS_PAYMENT', amountCents: 1025 },
        { group: 'INCENTIVE', amountCents: 100 },
      ]),
    ).toEqual({
      groups: [
        { customGroup: 'CLASS_PAYMENT', count: 2, sumCents: 2025 },
        { customGroup: 'INCENTIVE', count: 1, sumCents: 100 },
        { customGroup: 'DEDUCTION', count: 1, sumCents: -200 },
      ],
      totalCents: 1925,
    });
    expect(payTotals([])).toEqual({ groups: [], totalCents: 0 });
  });
});
