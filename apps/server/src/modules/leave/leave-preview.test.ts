import type { CancellationResult, LeaveDetail } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { NOW, PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { LAST_MINUTE, LATE, leaveWorld, PLANNED_CLASS } from '../../test/leave-world.js';

const w = leaveWorld();

interface Case {
  name: string;
  start: number;
  at: number;
  type: 'REGULAR_CANCELLATION' | 'EMERGENCY_CANCELLATION' | 'CARROT_EXCHANGE_CANCELLATION';
  by: 'TEACHER' | 'STAFF';
  credits?: number;
  expected: { tier: string; fineCents: number; counted: boolean; creditUsed: boolean };
}

/** Every tier a booked class can be given back in, by every type and actor that may do it. */
const CASES: Case[] = [
  {
    name: 'planned leave, regular',
    start: PLANNED_CLASS,
    at: NOW,
    type: 'REGULAR_CANCELLATION',
    by: 'TEACHER',
    expected: { tier: 'PLANNED', fineCents: 0, counted: false, creditUsed: false },
  },
  {
    name: 'planned leave, carrot exchange without a credit',
    start: PLANNED_CLASS,
    at: NOW,
    type: 'CARROT_EXCHANGE_CANCELLATION',
    by: 'TEACHER',
    expected: { tier: 'PLANNED', fineCents: 0, counted: false, creditUsed: false },
  },
  {
    name: '24 hours or more ahead, regular',
    start: PEAK,
    at: NOW,
    type: 'REGULAR_CANCELLATION',
    by: 'TEACHER',
    expected: { tier: 'AHEAD', fineCents: 0, counted: true, creditUsed: false },
  },
  {
    name: '24 hours or more ahead, carrot exchange',
    start: PEAK,
    at: NOW,
    type: 'CARROT_EXCHANGE_CANCELLATION',
    by: 'TEACHER',
    credits: 1,
    expected: { tier: 'AHEAD', fineCents: 0, counted: false, creditUsed: true },
  },
  {
    name: '24 hours or more ahead, emergency by staff',
    start: PEAK,
    at: NOW,
    type: 'EMERGENCY_CANCELLATION',
    by: 'STAFF',
    expected: { tier: 'AHEAD', fineCents: 0, counted: true, creditUsed: false },
  },
  {
    name: '2-24 hours ahead, carrot exchange',
    start: PEAK,
    at: LATE,
    type: 'CARROT_EXCHANGE_CANCELLATION',
    by: 'TEACHER',
    credits: 2,
    expected: { tier: 'LATE', fineCents: 0, counted: false, creditUsed: true },
  },
  {
    name: '2-24 hours ahead, emergency by staff',
    start: PEAK,
    at: LATE,
    type: 'EMERGENCY_CANCELLATION',
    by: 'STAFF',
    expected: { tier: 'LATE', fineCents: 200, counted: true, creditUsed: false },
  },
  {
    name: 'under 2 hours ahead, emergency by staff',
    start: PEAK,
    at: LAST_MINUTE,
    type: 'EMERGENCY_CANCELLATION',
    by: 'STAFF',
    expected: { tier: 'LAST_MINUTE', fineCents: 1000, counted: true, creditUsed: false },
  },
  {
    name: 'under 2 hours ahead, carrot exchange',
    start: PEAK,
    at: LAST_MINUTE,
    type: 'CARROT_EXCHANGE_CANCELLATION',
    by: 'TEACHER',
    credits: 1,
    expected: { tier: 'LAST_MINUTE', fineCents: 0, counted: false, creditUsed: true },
  },
];

describe('the cost shown before confirming', () => {
  for (const c of CASES)
    it(`is the cost written: ${c.name}`, async () => {
      const teacher = await w.booked(c.start, ['stu-1', 'stu-2']);
      if (c.credits) dataOf(await w.grant(teacher.userId, c.credits));
      w.clock.set(c.at);
      const body = {
        slotIds: [teacher.slotId],
        reason: 'SICKNESS',
        ...(c.by === 'TEACHER' ? { type: c.type } : {}),
      };
      const send = (extra: object) =>
        c.by === 'TEACHER'
          ? w.apply(teacher, { ...body, ...extra })
          : w.emergency(teacher.userId, { ...body, ...extra });
      const preview = dataOf<CancellationResult>(await send({}));
      expect(preview).toMatchObject({ preview: true, leaveId: null, ok: true });
      expect(preview.classes).toEqual([
        expect.objectContaining({
          slotId: teacher.slotId,
          ...c.expected,
          payLostCents: 1000,
          carrotsLost: 1,
          handOver: 'STUDENT_SIDE',
          refusal: null,
        }),
      ]);
      // A preview writes nothing.
      expect(await w.status(teacher.slotId)).toBe('BOOKED');
      expect(await w.deductions(teacher.userId)).toEqual([]);

      const confirmed = dataOf<CancellationResult>(
        await send({ preview: false, fingerprint: preview.fingerprint }),
      );
      expect(confirmed.leaveId).toBeGreaterThan(0);
      expect({ ...confirmed, preview: true, leaveId: null }).toEqual(preview);

      // What was written is what the preview said, class by class.
      const detail = dataOf<LeaveDetail>(
        await teacher.get('/t/tc/leave/detail', { leaveId: confirmed.leaveId ?? 0 }),
      );
      expect(detail.classes).toEqual(preview.classes);
      expect(detail).toMatchObject({
        type: c.type,
        recordedBy: c.by,
        fineCents: preview.totals.fineCents,
        payLostCents: preview.totals.payLostCents,
        carrotsLost: preview.totals.carrotsLost,
        counted: preview.totals.counted,
        creditsUsed: preview.totals.creditsUsed,
      });
      expect(await w.status(teacher.slotId)).toBe('CANCELLED');
      const fines = await w.deductions(teacher.userId);
      expect(fines.reduce((n, f) => n + f.amount, 0)).toBe(preview.totals.fineCents);
      expect(fines.every((f) => f.kind === 'FINE')).toBe(true);
      expect(await w.credits(teacher.userId)).toEqual({
        balance: preview.after.credits,
        sum: preview.after.credits,
      });
      const count = dataOf<{ cancellations: number; credits: number }>(
        await teacher.get('/t/tc/leave/count'),
      );
      expect(count).toMatchObject({
        cancellations: preview.after.cancellations,
        credits: preview.after.credits,
      });
    });

  it('refuses a confirmation whose cost changed since the preview (a tier boundary crossed)', async () => {
    const teacher = await w.booked(PEAK);
    w.clock.set(LATE);
    const body = { slotIds: [teacher.slotId], reason: 'FAMILY_ISSUE' };
    const preview = dataOf<CancellationResult>(await w.emergency(teacher.userId, body));
    expect(preview.classes[0]?.tier).toBe('LATE');
    // Two minutes under two hours now: the last-minute fine, not the one shown.
    w.clock.set(PEAK - 2 * 60 * 60_000 + 60_000);
    const res = await w.emergency(teacher.userId, {
      ...body,
      preview: false,
      fingerprint: preview.fingerprint,
    });
    expect(res.json().code, res.body).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    expect(await w.status(teacher.slotId)).toBe('BOOKED');
    expect(await w.deductions(teacher.userId)).toEqual([]);
    // Without a fingerprint the cost computed now is written.
    const written = dataOf<CancellationResult>(
      await w.emergency(teacher.userId, { ...body, preview: false }),
    );
    expect(written.classes[0]).toMatchObject({ tier: 'LAST_MINUTE', fineCents: 1000 });
  });
});
