import { describe, expect, it } from 'vitest';
import { LEAVE_RECORD_STATUSES } from './leave-record.lifecycle.js';
import {
  COSTS_GIVEN_BACK_STATUSES,
  COSTS_STANDING_STATUSES,
  costsStand,
  recordResult,
} from './record-result.js';

const missed = {
  fineCents: 1000,
  payLostCents: 1000,
  carrotsLost: 1,
  counted: false,
  creditUsed: false,
};
const given = {
  fineCents: 200,
  payLostCents: 1000,
  carrotsLost: 0,
  counted: true,
  creditUsed: false,
};
const byCredit = {
  fineCents: 0,
  payLostCents: 1000,
  carrotsLost: 0,
  counted: false,
  creditUsed: true,
};

describe("a leave record's current result", () => {
  it('splits the statuses into costs standing and costs given back, from the lifecycle', () => {
    expect(COSTS_STANDING_STATUSES).toEqual(['RECORDED', 'APPEALED', 'UPHELD']);
    expect(COSTS_GIVEN_BACK_STATUSES).toEqual(['REVERSED', 'REMOVED']);
    for (const status of LEAVE_RECORD_STATUSES)
      expect(costsStand(status)).toBe(!COSTS_GIVEN_BACK_STATUSES.includes(status));
  });

  it('keeps the costs as written while they stand (an appeal waiting or rejected too)', () => {
    for (const status of ['RECORDED', 'APPEALED', 'UPHELD'] as const)
      expect(
        recordResult({ kind: 'NO_SHOW', status }, [{ ...missed, finishType: 'TEACHER_NO_SHOW' }]),
      ).toEqual({
        costsStand: true,
        fineCents: 1000,
        fineGivenBackCents: 0,
        payLostCents: 1000,
        carrotsLost: 1,
        counted: 0,
        creditsGivenBack: 0,
        moneyLostCents: 2000,
      });
    // A waiting appeal does not count; a rejected one does.
    const cancelled = (status: 'APPEALED' | 'UPHELD') =>
      recordResult({ kind: 'CANCELLATION', status }, [given, given]).counted;
    expect([cancelled('APPEALED'), cancelled('UPHELD')]).toEqual([0, 2]);
  });

  it('gives the fine back on an accepted appeal or a free pass; an untaught class stays unpaid', () => {
    for (const status of ['REVERSED', 'REMOVED'] as const)
      expect(
        recordResult({ kind: 'NO_SHOW', status }, [{ ...missed, finishType: 'TEACHER_NO_SHOW' }]),
      ).toEqual({
        costsStand: false,
        fineCents: 0,
        fineGivenBackCents: 1000,
        payLostCents: 1000,
        carrotsLost: 1,
        counted: 0,
        creditsGivenBack: 0,
        moneyLostCents: 1000,
      });
  });

  it("no longer costs a no-show's pay once its outcome was corrected (pay follows the outcome)", () => {
    const result = recordResult({ kind: 'NO_SHOW', status: 'REVERSED' }, [
      { ...missed, finishType: 'AS_SCHEDULED' },
    ]);
    expect(result).toMatchObject({
      fineGivenBackCents: 1000,
      payLostCents: 0,
      carrotsLost: 0,
      moneyLostCents: 0,
    });
  });

  it('refunds the credits an accepted appeal of a cancellation gives back', () => {
    const result = recordResult({ kind: 'CANCELLATION', status: 'REVERSED' }, [given, byCredit]);
    expect(result).toMatchObject({
      costsStand: false,
      fineCents: 0,
      fineGivenBackCents: 200,
      payLostCents: 2000,
      counted: 0,
      creditsGivenBack: 1,
      moneyLostCents: 2000,
    });
  });
});
