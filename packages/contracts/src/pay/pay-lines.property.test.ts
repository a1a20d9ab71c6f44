/**
 * Reconciliation to the cent (issue 14): for any month of classes, fines and adjustments, under
 * any policy, every line is whole cents, the groups sum to the total, and nothing is counted
 * twice or lost. The expected total is worked out here a second way (per class, not per line).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FINISH_TYPES } from '../classes/class-types.js';
import { taughtFinish } from '../classes/finish-results.js';
import {
  classBaseCents,
  participationDays,
  payLines,
  payTotals,
  sharedCents,
  type PayClass,
  type PayMonthInput,
} from './pay-lines.js';
import { DEFAULT_PAY_POLICY, type PayPolicy } from './pay-policy.js';
import { DAY_MS, MINUTE_MS } from '../calendar/index.js';

const NOV_1 = Date.UTC(2026, 10, 1) - 8 * 3_600_000;

const contract = fc.option(
  fc.record({
    id: fc.integer({ min: 1, max: 6 }),
    payPerClassCents: fc.integer({ min: 0, max: 5_000 }),
    contractType: fc.constantFrom('STANDARD' as const, 'SECONDARY_POSITION' as const),
  }),
  { freq: 8 },
);

const payClass = (slotId: number) =>
  fc
    .record({
      startsAt: fc.integer({ min: NOV_1, max: NOV_1 + 29 * DAY_MS }),
      courseType: fc.constantFrom('MAIN', 'WORKSHOP', 'CAMBRIDGE'),
      minutes: fc.constantFrom(10, 25, 30, 45, 50, 100),
      finishType: fc.constantFrom(...FINISH_TYPES),
      peak: fc.boolean(),
      fromStandby: fc.boolean(),
      joinedEarlyMinutes: fc.option(fc.integer({ min: -20, max: 30 })),
      contract,
    })
    .map(({ joinedEarlyMinutes, ...cls }): PayClass => ({
      ...cls,
      slotId,
      label: cls.courseType,
      joinedAt: joinedEarlyMinutes === null ? null : cls.startsAt - joinedEarlyMinutes * MINUTE_MS,
    }));

const month: fc.Arbitrary<PayMonthInput> = fc
  .record({
    classCount: fc.integer({ min: 0, max: 40 }),
    peakSlotsOpened: fc.integer({ min: 0, max: 120 }),
    fines: fc.array(
      fc.record({
        kind: fc.constantFrom('FINE' as const, 'FINE_REVERSED' as const),
        cents: fc.integer({ min: 1, max: 2_000 }),
        at: fc.integer({ min: NOV_1, max: NOV_1 + 29 * DAY_MS }),
      }),
      { maxLength: 6 },
    ),
    adjustments: fc.array(
      fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((cents) => cents !== 0),
      { maxLength: 4 },
    ),
  })
  .chain(({ classCount, peakSlotsOpened, fines, adjustments }) =>
    fc.tuple(...Array.from({ length: classCount }, (_, i) => payClass(i + 1))).map((classes) => ({
      classes,
      peakSlotsOpened,
      deductions: fines.map((fine, i) => ({
        id: i + 1,
        kind: fine.kind,
        amountCents: fine.kind === 'FINE' ? fine.cents : -fine.cents,
        slotId: null,
        at: fine.at,
      })),
      adjustments: adjustments.map((amountCents, i) => ({
        id: i + 1,
        amountCents,
        reason: `Adjustment ${i + 1}`,
      })),
    })),
  );

const policy: fc.Arbitrary<PayPolicy> = fc
  .record({
    participationCents: fc.integer({ min: 0, max: 500 }),
    peakIncentiveCents: fc.integer({ min: 0, max: 500 }),
    peakSlotsThreshold: fc.integer({ min: 1, max: 100 }),
    standbyCents: fc.integer({ min: 0, max: 500 }),
    shares: fc.tuple(...FINISH_TYPES.map(() => fc.integer({ min: 0, max: 100 }))),
  })
  .map(({ shares, ...numbers }) => ({
    ...DEFAULT_PAY_POLICY,
    ...numbers,
    finishSharePercent: Object.fromEntries(
      FINISH_TYPES.map((type, i) => [type, shares[i]]),
    ) as PayPolicy['finishSharePercent'],
  }));

/** What the month pays, counted class by class rather than line by line. */
function expectedTotal(input: PayMonthInput, rules: PayPolicy): number {
  const early = participationDays(input.classes, rules);
  const peakMonth = input.peakSlotsOpened >= rules.peakSlotsThreshold;
  let total = 0;
  for (const cls of input.classes) {
    total += sharedCents(classBaseCents(cls), cls.finishType, rules);
    if (!cls.contract || !taughtFinish(cls.finishType)) continue;
    const day = Math.floor((cls.startsAt + 8 * 3_600_000) / DAY_MS);
    if (early.has(day)) total += rules.participationCents;
    if (peakMonth) total += rules.peakIncentiveCents;
    if (cls.fromStandby) total += rules.standbyCents;
  }
  for (const d of input.deductions) total -= d.amountCents;
  for (const a of input.adjustments) total += a.amountCents;
  return total;
}

describe('payLines and payTotals, for any month', () => {
  it('reconcile to the cent: whole-cent lines, groups summing to the total, the total as counted per class', () => {
    fc.assert(
      fc.property(month, policy, (input, rules) => {
        const lines = payLines(input, rules);
        const { groups, totalCents } = payTotals(lines);
        for (const line of lines) expect(Number.isSafeInteger(line.amountCents)).toBe(true);
        expect(groups.reduce((sum, g) => sum + g.sumCents, 0)).toBe(totalCents);
        expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(totalCents);
        expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(lines.length);
        expect(totalCents).toBe(expectedTotal(input, rules));
      }),
      { numRuns: 300 },
    );
  });

  it('write one pay line per class, fine and adjustment, and never a zero-cent incentive', () => {
    fc.assert(
      fc.property(month, policy, (input, rules) => {
        const lines = payLines(input, rules);
        const classLines = lines.filter(
          (l) => l.item === 'MAIN_CLASS' || l.item === 'NON_MAIN_CLASS',
        );
        expect(classLines.map((l) => l.sourceId).sort((a, b) => a - b)).toEqual(
          input.classes.map((c) => c.slotId).sort((a, b) => a - b),
        );
        expect(lines.filter((l) => l.source === 'DEDUCTION')).toHaveLength(input.deductions.length);
        expect(lines.filter((l) => l.source === 'ADJUSTMENT')).toHaveLength(
          input.adjustments.length,
        );
        for (const line of lines.filter((l) => l.group === 'INCENTIVE'))
          expect(line.amountCents).toBeGreaterThan(0);
        // A line is unique by item and source, as the payslip_lines table requires.
        const keys = lines.map((l) => `${l.item}:${l.source}:${l.sourceId}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 300 },
    );
  });

  it('do not depend on the order the month was read in', () => {
    fc.assert(
      fc.property(month, policy, fc.infiniteStream(fc.nat()), (input, rules, seeds) => {
        const shuffle = <T>(items: readonly T[]) =>
          items
            .map((item) => ({ item, key: seeds.next().value as number }))
            .sort((a, b) => a.key - b.key)
            .map(({ item }) => item);
        const shuffled = {
          ...input,
          classes: shuffle(input.classes),
          deductions: shuffle(input.deductions),
          adjustments: shuffle(input.adjustments),
        };
        expect(payLines(shuffled, rules)).toEqual(payLines(input, rules));
      }),
      { numRuns: 200 },
    );
  });
});
