import type { CancellationResult, LeaveCourse, LeaveDetail } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { HOUR } from '../../test/demo-scheduling.js';
import { LATE, leaveWorld } from '../../test/leave-world.js';

const w = leaveWorld();

/** Issue 36, defect 8: the list, the preview and the result are one answer. */
describe('a booked class given back late', () => {
  it('is previewed as the list shows it, booked and late, at its cost; the result is the preview', async () => {
    const teacher = await w.booked(PEAK, ['stu-l1', 'stu-l2', 'stu-l3', 'stu-l4']);
    dataOf(await w.open(teacher, [PEAK + HOUR]));
    w.clock.set(LATE);
    const list = dataOf<LeaveCourse[]>(
      await teacher.get('/t/tc/leave/course/list', { startTime: LATE, endTime: PEAK + 5 * HOUR }),
    );
    const booked = list.find((c) => c.slotId === teacher.slotId);
    const open = list.find((c) => c.slotId !== teacher.slotId);
    expect(booked).toMatchObject({ status: 'BOOKED', students: 4, tier: 'LATE' });
    expect(open).toMatchObject({ status: 'OPEN', tier: null, refusal: null });
    const slotIds = [teacher.slotId, open?.slotId ?? 0];

    // A regular cancellation within 24 hours is refused, but the class is still costed as
    // booked and late (what staff's emergency would record), never as a free unbooked time.
    const refused = dataOf<CancellationResult>(
      await w.apply(teacher, { slotIds, reason: 'SICKNESS', type: 'REGULAR_CANCELLATION' }),
    );
    expect(refused.ok).toBe(false);
    expect(refused.classes).toEqual([
      expect.objectContaining({
        slotId: teacher.slotId,
        tier: booked?.tier,
        fineCents: 200,
        payLostCents: 1000,
        counted: true,
        refusal: booked?.refusal,
      }),
      expect.objectContaining({ slotId: open?.slotId, tier: null, fineCents: 0, refusal: null }),
    ]);
    // Refused: nothing is given back, so the refused class stays out of the counts.
    expect(refused.after).toEqual(refused.before);
    const emergency = dataOf<CancellationResult>(
      await w.emergency(teacher.userId, { slotIds: [teacher.slotId], reason: 'SICKNESS' }),
    );
    expect(emergency.classes[0]).toMatchObject({
      tier: refused.classes[0]?.tier,
      fineCents: refused.classes[0]?.fineCents,
      payLostCents: refused.classes[0]?.payLostCents,
    });

    // With a credit the teacher may: the preview is the list's class, and is what is written.
    dataOf(await w.grant(teacher.userId, 1));
    const body = { slotIds, reason: 'SICKNESS', type: 'CARROT_EXCHANGE_CANCELLATION' };
    const { preview, confirmed } = await w.previewThenConfirm(teacher, body);
    expect(preview.ok).toBe(true);
    expect(preview.classes[0]).toMatchObject({
      slotId: teacher.slotId,
      tier: booked?.tier,
      payLostCents: 1000,
      creditUsed: true,
      handOver: 'STUDENT_SIDE',
      refusal: null,
    });
    expect(preview.totals).toMatchObject({ classes: 2, payLostCents: 1000, creditsUsed: 1 });
    const result = dataOf<CancellationResult>(confirmed);
    expect({ ...result, preview: true, leaveId: null }).toEqual(preview);
    const detail = dataOf<LeaveDetail>(
      await teacher.get('/t/tc/leave/detail', { leaveId: result.leaveId ?? 0 }),
    );
    expect(detail.classes).toEqual(preview.classes);
    expect(await w.status(teacher.slotId)).toBe('CANCELLED');
  });
});
