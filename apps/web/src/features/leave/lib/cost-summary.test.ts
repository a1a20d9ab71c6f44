import type { CancellationResult, ClassCostView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { beyondAllowance, countChanges, moneyLostCents, refusedClasses } from './cost-summary';

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
});
