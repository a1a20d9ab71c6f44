/**
 * Corrections after release (decision 052): what a month earns now, less what was paid for it.
 * The property: however a month changes after its release, and however many payslips carry
 * its corrections, what was paid adds up to what the month earns now, and nothing is carried
 * twice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FINISH_TYPES } from '../classes/class-types.js';
import { correctionLines, lineKey, type PaidLine } from './pay-corrections.js';
import {
  payLines,
  payTotals,
  type PayClass,
  type PayLine,
  type PayMonthInput,
} from './pay-lines.js';
import { DEFAULT_PAY_POLICY as POLICY } from './pay-policy.js';
import { MINUTE_MS } from '../calendar/index.js';

const OCT = Date.UTC(2026, 9, 1) - 8 * 3_600_000;
const CONTRACT = { id: 1, payPerClassCents: 1000, contractType: 'STANDARD' as const };
const MONTH = { start: OCT, payslipId: 41 };

const cls = (slotId: number, change: Partial<PayClass> = {}): PayClass => ({
  slotId,
  startsAt: OCT + slotId * 24 * 60 * MINUTE_MS + 19 * 60 * MINUTE_MS,
  courseType: 'MAIN',
  label: 'Main Course',
  minutes: 25,
  finishType: 'AS_SCHEDULED',
  peak: true,
  fromStandby: false,
  joinedAt: null,
  contract: CONTRACT,
  ...change,
});
const month = (change: Partial<PayMonthInput>): PayMonthInput => ({
  classes: [],
  peakSlotsOpened: 0,
  deductions: [],
  adjustments: [],
  ...change,
});
const paidOf = (lines: readonly PayLine[]): PaidLine[] =>
  lines.map((l) => ({
    item: l.item,
    source: l.source,
    sourceId: l.sourceId,
    slotId: l.slotId,
    at: l.at,
    label: l.label,
    finishType: l.finishType,
    amountCents: l.amountCents,
    issue: l.issue,
  }));

describe('correction lines', () => {
  it('pay the difference of a corrected outcome, naming the class and the payslip', () => {
    const released = payLines(
      month({ classes: [cls(1, { finishType: 'TEACHER_NO_SHOW' })] }),
      POLICY,
    );
    const now = payLines(month({ classes: [cls(1)] }), POLICY);
    const lines = correctionLines(MONTH, now, paidOf(released));
    expect(lines.map((l) => [l.group, l.item, l.slotId, l.amountCents, l.finishType])).toEqual([
      ['CORRECTION', 'MAIN_CLASS', 1, 1000, 'AS_SCHEDULED'],
    ]);
    expect(lines[0]).toMatchObject({ correctsMonth: OCT, correctsPayslipId: 41, issue: null });
  });

  it('pay a class finished after the release, and its incentives, whole', () => {
    const released = payLines(month({ classes: [cls(1)], peakSlotsOpened: 60 }), POLICY);
    const now = payLines(month({ classes: [cls(1), cls(2)], peakSlotsOpened: 60 }), POLICY);
    expect(
      correctionLines(MONTH, now, paidOf(released)).map((l) => [l.item, l.sourceId, l.amountCents]),
    ).toEqual([
      ['MAIN_CLASS', 2, 1000],
      ['PEAK_INCENTIVE', 2, 100],
    ]);
  });

  it('take back what is no longer earned, and carry a late fine and its reversal', () => {
    const fine = { id: 9, kind: 'FINE' as const, amountCents: 1000, slotId: 1, at: OCT };
    const released = payLines(month({ classes: [cls(1)], peakSlotsOpened: 60 }), POLICY);
    const now = payLines(
      month({
        classes: [cls(1, { finishType: 'TEACHER_NO_SHOW' })],
        peakSlotsOpened: 60,
        deductions: [fine],
      }),
      POLICY,
    );
    const first = correctionLines(MONTH, now, paidOf(released));
    expect(first.map((l) => [l.item, l.source, l.amountCents])).toEqual([
      ['CANCELLATION_FINE', 'DEDUCTION', -1000],
      ['MAIN_CLASS', 'CLASS', -1000],
      ['PEAK_INCENTIVE', 'CLASS', -100],
    ]);
    // Once carried, nothing more; the fine reversed later comes back by itself.
    const carried = [...paidOf(released), ...paidOf(first)];
    expect(correctionLines(MONTH, now, carried)).toEqual([]);
    const reversed = payLines(
      month({
        classes: [cls(1, { finishType: 'TEACHER_NO_SHOW' })],
        peakSlotsOpened: 60,
        deductions: [fine, { ...fine, id: 10, kind: 'FINE_REVERSED', amountCents: -1000 }],
      }),
      POLICY,
    );
    expect(
      correctionLines(MONTH, reversed, carried).map((l) => [l.item, l.sourceId, l.amountCents]),
    ).toEqual([['FINE_REVERSED', 10, 1000]]);
  });

  it('carry a class without a contract once, with its issue and nothing to pay', () => {
    const now = payLines(month({ classes: [cls(3, { contract: null })] }), POLICY);
    const lines = correctionLines({ start: OCT, payslipId: null }, now, []);
    expect(lines.map((l) => [l.item, l.amountCents, l.issue, l.correctsPayslipId])).toEqual([
      ['MAIN_CLASS', 0, 'NO_CONTRACT', null],
    ]);
    expect(correctionLines({ start: OCT, payslipId: null }, now, paidOf(lines))).toEqual([]);
  });
});

const change = fc.record({
  slotId: fc.integer({ min: 1, max: 6 }),
  finishType: fc.constantFrom(...FINISH_TYPES),
  joinedEarly: fc.option(fc.integer({ min: -5, max: 15 })),
  fine: fc.option(fc.integer({ min: 1, max: 1_500 })),
});

type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

/** A month as the events so far leave it: each class's latest finish, the fines written. */
function monthAfter(events: readonly Change[], peakSlotsOpened: number) {
  const classes = new Map<number, PayClass>();
  const deductions: PayMonthInput['deductions'][number][] = [];
  events.forEach((event, i) => {
    const start = cls(event.slotId).startsAt;
    classes.set(
      event.slotId,
      cls(event.slotId, {
        finishType: event.finishType,
        joinedAt: event.joinedEarly === null ? null : start - event.joinedEarly * MINUTE_MS,
      }),
    );
    if (event.fine !== null)
      deductions.push({
        id: i + 1,
        kind: 'FINE',
        amountCents: event.fine,
        slotId: event.slotId,
        at: start,
      });
  });
  return month({ classes: [...classes.values()], peakSlotsOpened, deductions });
}

describe('corrections over any sequence of changes after a release', () => {
  it('add up to what the month earns now, and are never carried twice', () => {
    fc.assert(
      fc.property(
        fc.array(change, { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 80 }),
        (events, cuts, peakSlotsOpened) => {
          // The payslip was released after `release` events; each later cut is a payslip that
          // carried the corrections known then.
          const [release = 0, ...later] = [...cuts].sort((a, b) => a - b);
          const paid = paidOf(
            payLines(monthAfter(events.slice(0, release), peakSlotsOpened), POLICY),
          );
          for (const cut of [...later, events.length]) {
            const now = payLines(monthAfter(events.slice(0, cut), peakSlotsOpened), POLICY);
            paid.push(...paidOf(correctionLines(MONTH, now, paid)));
          }
          const final = payLines(monthAfter(events, peakSlotsOpened), POLICY);
          const sum = paid.reduce((total, line) => total + line.amountCents, 0);
          expect(sum).toBe(payTotals(final).totalCents);
          expect(correctionLines(MONTH, final, paid)).toEqual([]);
          // Line by line, too: what was paid for each source is what it earns now.
          const byKey = new Map<string, number>();
          for (const line of paid)
            byKey.set(lineKey(line), (byKey.get(lineKey(line)) ?? 0) + line.amountCents);
          for (const line of final) expect(byKey.get(lineKey(line)) ?? 0).toBe(line.amountCents);
        },
      ),
      { numRuns: 300 },
    );
  });
});
