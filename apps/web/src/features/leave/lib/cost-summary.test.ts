import type { CancellationResult, ClassCostView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  beyondAllowance,
  classesToConfirm,
  costSummary,
  countChanges,
  moneyLostCents,
  recordFacts,
  refusedClasses,
} from './cost-summary';

const counts = { cancellations: 5, noShows: 1, credits: 2, freePassesLeft: 1 };

function cls(slotId: number, refusal: string | null = null): ClassCostView {
  return {
    slotId,
    startTime: slotId * 1000,
    courseType: 'MAIN',
    tier: refusal ? null : 'LATE',
    fineCents: refusal ? 0 : 200,
    payLostCents: refusal ? 0 : 1000,
    carrotsLost: 0,
    counted: !refusal,
    creditUsed: false,
    beyondAllowance: false,
    handOver: refusal ? 'NONE' : 'STUDENT_SIDE',
    refusal,
  };
}

describe('the cost summary', () => {
  it('adds the fines and the pay not earned', () => {
    expect(moneyLostCents({ fineCents: 200, payLostCents: 1000 })).toBe(1200);
    expect(moneyLostCents({ fineCents: 0, payLostCents: 0 })).toBe(0);
  });

  it('lists the refused classes', () => {
    const classes = [cls(1), cls(2, 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR'), cls(3)];
    expect(refusedClasses({ classes }).map((c) => c.slotId)).toEqual([2]);
    expect(refusedClasses({ classes: [cls(1)] })).toEqual([]);
  });

  it('shows the cancellations always and the other counts when they change', () => {
    expect(countChanges({ before: counts, after: counts })).toEqual([
      { key: 'cancellations', before: 5, after: 5 },
    ]);
    expect(
      countChanges({ before: counts, after: { ...counts, cancellations: 7, credits: 1 } }),
    ).toEqual([
      { key: 'cancellations', before: 5, after: 7 },
      { key: 'credits', before: 2, after: 1 },
    ]);
    expect(
      countChanges({ before: counts, after: { ...counts, noShows: 0, freePassesLeft: 0 } }),
    ).toEqual([
      { key: 'cancellations', before: 5, after: 5 },
      { key: 'noShows', before: 1, after: 0 },
      { key: 'freePassesLeft', before: 1, after: 0 },
    ]);
  });

  it('counts the cancellations past the allowance', () => {
    const after = (cancellations: number): Pick<CancellationResult, 'after' | 'allowance'> => ({
      after: { ...counts, cancellations },
      allowance: 6,
    });
    expect(beyondAllowance(after(5))).toBe(0);
    expect(beyondAllowance(after(6))).toBe(0);
    expect(beyondAllowance(after(8))).toBe(2);
  });

  it('says nothing is given back for a refused leave: no classes given back, no money lost', () => {
    const classes = [cls(1), cls(2, 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR')];
    const totals = {
      fineCents: 200,
      payLostCents: 1000,
      carrotsLost: 0,
      classes: 1,
      counted: 1,
      creditsUsed: 0,
      handedToStandby: 0,
      studentSideTold: 1,
    };
    const refused = costSummary({ ok: false, preview: true, classes, totals });
    expect(refused).toEqual({
      refused: true,
      facts: [
        { key: 'picked', value: 2 },
        { key: 'refused', value: 1 },
      ],
    });
    const keys = (s: { facts: { key: string }[] }) => s.facts.map((f) => f.key);
    expect(keys(refused)).not.toContain('givenBack');
    expect(keys(refused)).not.toContain('moneyLost');

    const preview = costSummary({ ok: true, preview: true, classes: [cls(1)], totals });
    expect(preview.refused).toBe(false);
    expect(preview.facts.slice(0, 4)).toEqual([
      { key: 'toGiveBack', value: 1 },
      { key: 'payLost', value: 1000, money: true },
      { key: 'fines', value: 200, money: true },
      { key: 'moneyLost', value: 1200, money: true },
    ]);
    // The disabled button of a refused leave names the pick, never "give back 1".
    expect(classesToConfirm({ ok: false, classes, totals })).toBe(2);
    expect(classesToConfirm({ ok: true, classes: [cls(1)], totals })).toBe(1);
    const written = costSummary({ ok: true, preview: false, classes: [cls(1)], totals });
    expect(written.facts[0]).toEqual({ key: 'givenBack', value: 1 });
  });

  it("reads a record's current result: given-back fines are their own line, never lost", () => {
    const standing = {
      costsStand: true,
      fineCents: 1000,
      fineGivenBackCents: 0,
      payLostCents: 1000,
      carrotsLost: 1,
      counted: 1,
      creditsGivenBack: 0,
      moneyLostCents: 2000,
    };
    expect(recordFacts(standing)).toEqual([
      { key: 'moneyLost', value: 2000, money: true },
      { key: 'fines', value: 1000, money: true },
      { key: 'payLost', value: 1000, money: true },
      { key: 'carrotsLost', value: 1 },
      { key: 'counted', value: 1 },
    ]);
    const givenBack = {
      ...standing,
      costsStand: false,
      fineCents: 0,
      fineGivenBackCents: 1000,
      counted: 0,
      creditsGivenBack: 1,
      moneyLostCents: 1000,
    };
    expect(recordFacts(givenBack)).toEqual([
      { key: 'moneyLost', value: 1000, money: true },
      { key: 'fines', value: 0, money: true },
      { key: 'fineGivenBack', value: 1000, money: true },
      { key: 'payLost', value: 1000, money: true },
      { key: 'carrotsLost', value: 1 },
      { key: 'counted', value: 0 },
      { key: 'creditsGivenBack', value: 1 },
    ]);
  });
});
