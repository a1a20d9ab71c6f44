import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../calendar/index.js';
import { BEFORE, NOW, beijing, cost, klass } from '../test/cancellation-cost-fixtures.js';
import { costFingerprint } from './cost-fingerprint.js';
import {
  CANCELLATION_REASONS,
  DEFAULT_CANCELLATION_POLICY as POLICY,
  heldTier,
} from './leave-policy.js';

describe('the cost of a cancellation', () => {
  it('of a booked class a day ahead: its pay and carrots, no fine, one more cancellation', () => {
    const result = cost([klass(7, NOW + 3 * DAY_MS, { peakCarrots: 2, payCents: 1100 })]);
    expect(result.classes).toEqual([
      {
        slotId: 7,
        startTime: NOW + 3 * DAY_MS,
        courseType: 'MAIN',
        tier: 'AHEAD',
        fineCents: 0,
        payLostCents: 1100,
        carrotsLost: 2,
        counted: true,
        creditUsed: false,
        beyondAllowance: false,
        handOver: 'STUDENT_SIDE',
        refusal: null,
      },
    ]);
    expect(result.totals).toEqual({
      fineCents: 0,
      payLostCents: 1100,
      carrotsLost: 2,
      classes: 1,
      counted: 1,
      creditsUsed: 0,
      handedToStandby: 0,
      studentSideTold: 1,
    });
    expect(result.before).toEqual(BEFORE);
    expect(result.after).toEqual({ ...BEFORE, cancellations: 2 });
    expect(result.allowance).toBe(6);
    expect(result.allowanceExceeded).toBe(false);
    expect(result.ok).toBe(true);
    expect(result.refusals).toEqual([]);
  });

  it('fines each tier at its boundary (staff recording an emergency)', () => {
    const leads = [DAY_MS, DAY_MS - 1, 2 * HOUR_MS, 2 * HOUR_MS - 1, 1];
    const result = cost(
      leads.map((lead, i) => klass(i + 1, NOW + lead)),
      { by: 'STAFF', type: 'EMERGENCY_CANCELLATION' },
    );
    expect(result.classes.map((c) => [c.tier, c.fineCents])).toEqual([
      ['LAST_MINUTE', 1000],
      ['LAST_MINUTE', 1000],
      ['LATE', 200],
      ['LATE', 200],
      ['AHEAD', 0],
    ]);
    expect(result.totals.fineCents).toBe(2400);
    expect(result.totals.payLostCents).toBe(5000);
    expect(result.after.cancellations).toBe(6);
    expect(result.allowanceExceeded).toBe(false);
  });

  it('hands a class to the standby teacher of its time, else tells the student side', () => {
    const result = cost([
      klass(1, NOW + 2 * DAY_MS, { standbyHeld: true }),
      klass(2, NOW + 3 * DAY_MS),
    ]);
    expect(result.classes.map((c) => c.handOver)).toEqual(['STANDBY', 'STUDENT_SIDE']);
    expect([result.totals.handedToStandby, result.totals.studentSideTold]).toEqual([1, 1]);
  });

  it('gives back unbooked times in the same leave for free, uncounted', () => {
    const result = cost([
      klass(1, NOW + HOUR_MS, { status: 'OPEN', peakCarrots: 3 }),
      klass(2, NOW + 2 * HOUR_MS, { status: 'STANDBY_BOOKED' }),
      klass(3, NOW + 2 * DAY_MS),
    ]);
    expect(result.classes.slice(0, 2)).toEqual([
      expect.objectContaining({ tier: null, fineCents: 0, payLostCents: 0, carrotsLost: 0 }),
      expect.objectContaining({ counted: false, handOver: 'NONE', refusal: null }),
    ]);
    expect(result.totals).toMatchObject({ classes: 3, counted: 1, payLostCents: 1000 });
    expect(result.after.cancellations).toBe(2);
    expect(result.ok).toBe(true);
  });

  it('refuses a class already started, costs only the others, and is not ok (all or nothing)', () => {
    const result = cost([klass(1, NOW), klass(2, NOW + 2 * DAY_MS), klass(3, NOW + HOUR_MS)]);
    expect(result.refusals).toEqual([
      { slotId: 1, startTime: NOW, code: 'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME' },
      { slotId: 3, startTime: NOW + HOUR_MS, code: 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR' },
    ]);
    expect(result.classes[0]).toMatchObject({ tier: null, payLostCents: 0, counted: false });
    expect(result.totals).toMatchObject({ classes: 1, counted: 1, payLostCents: 1000 });
    expect(result.after.cancellations).toBe(2);
    expect(result.ok).toBe(false);
    expect(cost([]).ok).toBe(false);
  });

  it('costs a refused booked class by its tier, as the list shows it, outside the totals', () => {
    const late = NOW + 5 * HOUR_MS;
    const result = cost([
      klass(1, late, { peakCarrots: 2 }),
      klass(2, NOW + 7 * HOUR_MS, { status: 'OPEN' }),
    ]);
    expect(result.classes[0]).toEqual({
      slotId: 1,
      startTime: late,
      courseType: 'MAIN',
      tier: heldTier({ status: 'BOOKED', startTime: late }, NOW, POLICY),
      fineCents: 200,
      payLostCents: 1000,
      carrotsLost: 2,
      counted: true,
      creditUsed: false,
      beyondAllowance: false,
      handOver: 'NONE',
      refusal: 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR',
    });
    expect(result.classes[0]?.tier).toBe('LATE');
    expect(result.totals).toMatchObject({ classes: 1, fineCents: 0, payLostCents: 0, counted: 0 });
    expect(result.after).toEqual(BEFORE);
    expect(result.ok).toBe(false);
    // Refused for want of a credit: a credit it does not have is not spent.
    const noCredit = cost([klass(1, late)], { type: 'CARROT_EXCHANGE_CANCELLATION' });
    expect(noCredit.classes[0]).toMatchObject({ tier: 'LATE', creditUsed: false, fineCents: 200 });
    expect(noCredit.after.credits).toBe(0);
  });

  it('takes each class once, in start order, whatever order they came in', () => {
    const a = klass(5, NOW + 3 * DAY_MS);
    const b = klass(9, NOW + 2 * DAY_MS);
    const c = klass(4, NOW + 3 * DAY_MS);
    const result = cost([a, b, a, c, b]);
    expect(result.classes.map((x) => x.slotId)).toEqual([9, 4, 5]);
    expect(result.after.cancellations).toBe(4);
  });

  it('flags the classes past the allowance, and the period as exceeded', () => {
    const picks = [2, 3, 4].map((d, i) => klass(i + 1, NOW + d * DAY_MS));
    const result = cost(picks, { before: { ...BEFORE, cancellations: 5 } });
    expect(result.classes.map((c) => c.beyondAllowance)).toEqual([false, true, true]);
    expect(result.after.cancellations).toBe(8);
    expect(result.allowanceExceeded).toBe(true);
    expect(result.ok).toBe(true);
    const exactly = cost(picks.slice(0, 1), { before: { ...BEFORE, cancellations: 5 } });
    expect([exactly.after.cancellations, exactly.allowanceExceeded]).toEqual([6, false]);
  });

  it("counts each class in its own period: a renewal's class uses the renewal's allowance", () => {
    const renewal = '2:0';
    const picks = [
      klass(1, NOW + 2 * DAY_MS),
      klass(2, NOW + 3 * DAY_MS, { periodKey: renewal }),
      klass(3, NOW + 4 * DAY_MS, { periodKey: renewal }),
    ];
    const result = cost(picks, {
      before: { ...BEFORE, cancellations: 6 },
      periodCounts: { [renewal]: 5 },
    });
    // The current period was full; the renewal's had one place left.
    expect(result.classes.map((c) => [c.counted, c.beyondAllowance])).toEqual([
      [true, true],
      [true, false],
      [true, true],
    ]);
    // The teacher reads the current period: only its own class counts there.
    expect(result.after.cancellations).toBe(7);
    expect(result.allowanceExceeded).toBe(true);
    const renewalOnly = cost(picks.slice(1, 2), { periodCounts: { [renewal]: 0 } });
    expect([renewalOnly.after.cancellations, renewalOnly.allowanceExceeded]).toEqual([1, false]);
  });

  it('spends a credit per class for a carrot exchange: no fine, not counted, until none is left', () => {
    const result = cost(
      [klass(1, NOW + HOUR_MS), klass(2, NOW + 3 * HOUR_MS), klass(3, NOW + 5 * HOUR_MS)],
      { type: 'CARROT_EXCHANGE_CANCELLATION', before: { ...BEFORE, credits: 2 } },
    );
    expect(result.classes.map((c) => [c.tier, c.fineCents, c.creditUsed, c.counted])).toEqual([
      ['LAST_MINUTE', 0, true, false],
      ['LATE', 0, true, false],
      // Refused (no credit left): still costed as the booked late class it is (issue 36).
      ['LATE', 200, false, true],
    ]);
    expect(result.refusals.map((r) => r.code)).toEqual(['BIZ_TEACHER_COURSE_WITHIN_24_HOUR']);
    expect(result.after).toEqual({ ...BEFORE, credits: 0 });
    expect(result.totals.creditsUsed).toBe(2);
  });

  it('counts planned leave (14 business days ahead) as nothing, and spends no credit on it', () => {
    const start = beijing(2026, 12, 21, 19);
    for (const type of ['REGULAR_CANCELLATION', 'CARROT_EXCHANGE_CANCELLATION'] as const) {
      const result = cost([klass(1, start, { peakCarrots: 1 })], { type });
      expect(result.classes[0]).toMatchObject({
        tier: 'PLANNED',
        fineCents: 0,
        payLostCents: 1000,
        carrotsLost: 1,
        counted: false,
        creditUsed: false,
      });
      expect(result.after).toEqual(BEFORE);
      expect(result.ok).toBe(true);
    }
  });

  it('takes every reason, OTHER only with words', () => {
    for (const reason of CANCELLATION_REASONS) {
      const words = reason === 'OTHER' ? { reasonText: 'The school is closed' } : {};
      expect(cost([klass(1, NOW + 2 * DAY_MS)], { reason, ...words }).ok).toBe(true);
    }
    const bare = cost([klass(1, NOW + 2 * DAY_MS), klass(2, NOW + 3 * DAY_MS)], {
      reason: 'OTHER',
    });
    expect(bare.refusals.map((r) => r.code)).toEqual([
      'BIZ_TEACHER_CANCEL_REASON_REQUIRED',
      'BIZ_TEACHER_CANCEL_REASON_REQUIRED',
    ]);
    expect(bare.after).toEqual(BEFORE);
  });

  it('is the same every time it is computed, and its fingerprint with it', () => {
    const picks = [klass(1, NOW + 3 * HOUR_MS, { standbyHeld: true }), klass(2, NOW + 2 * DAY_MS)];
    const input = { by: 'STAFF' as const, type: 'EMERGENCY_CANCELLATION' as const };
    const preview = cost(picks, input);
    const outcome = cost([...picks].reverse(), input);
    expect(outcome).toEqual(preview);
    expect(costFingerprint(outcome)).toBe(costFingerprint(preview));
    expect(costFingerprint(preview)).toMatch(/^[0-9a-f]{16}$/);
    // Pinned (FNV-1a of '1:AHEAD:0:1000:0:true:false:STUDENT_SIDE:|2:0:0:1', checked apart).
    expect(costFingerprint(cost([klass(1, NOW + 2 * DAY_MS)]))).toBe('b3f0b22b3d54f107');
  });

  it('changes its fingerprint when the cost changes: a boundary crossed, a standby gone', () => {
    const input = { by: 'STAFF' as const, type: 'EMERGENCY_CANCELLATION' as const };
    const base = costFingerprint(cost([klass(1, NOW + DAY_MS)], input));
    expect(costFingerprint(cost([klass(1, NOW + DAY_MS)], { ...input, now: NOW + 1 }))).not.toBe(
      base,
    );
    expect(costFingerprint(cost([klass(1, NOW + DAY_MS, { standbyHeld: true })], input))).not.toBe(
      base,
    );
    expect(
      costFingerprint(
        cost([klass(1, NOW + DAY_MS)], { ...input, before: { ...BEFORE, noShows: 1 } }),
      ),
    ).not.toBe(base);
    // Time passing within a tier changes nothing.
    expect(costFingerprint(cost([klass(1, NOW + 2 * DAY_MS)], input))).toBe(
      costFingerprint(cost([klass(1, NOW + 2 * DAY_MS)], { ...input, now: NOW + HOUR_MS })),
    );
  });
});
