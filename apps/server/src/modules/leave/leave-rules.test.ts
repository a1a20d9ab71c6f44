import { CANCELLATION_REASONS, type CancellationResult } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { NOW, PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { expectRefused, HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { leaveWorld, PLANNED_CLASS } from '../../test/leave-world.js';

const w = leaveWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;

const regular = (teacher: Teacher, extra: object = {}) =>
  w.apply(teacher, {
    slotIds: [teacher.slotId],
    reason: 'INTERNET_ISSUE',
    type: 'REGULAR_CANCELLATION',
    ...extra,
  });
const tierOf = async (teacher: Teacher) =>
  dataOf<CancellationResult>(
    await w.emergency(teacher.userId, {
      slotIds: [teacher.slotId],
      reason: 'NO_POWER',
    }),
  ).classes[0]?.tier;

describe('who may give a booked class back, and when', () => {
  it('lets the teacher give it back alone from 24 hours ahead; closer, asks them to contact support', async () => {
    const teacher = await w.booked();
    w.clock.set(PEAK - 24 * HOUR);
    expect(dataOf<CancellationResult>(await regular(teacher)).classes[0]?.tier).toBe('AHEAD');
    w.clock.set(PEAK - 24 * HOUR + 1);
    const refused = await regular(teacher, { preview: false });
    expectRefused(refused, 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR');
    expect(refused.json().msg).toBe(
      'For cancellations within 24 hours, please contact us via support@portal.test.',
    );
    expect(refused.json().data.fields).toEqual({ [String(teacher.slotId)]: refused.json().msg });
    // The preview says the same, class by class, without refusing the call.
    const preview = dataOf<CancellationResult>(await regular(teacher));
    expect(preview).toMatchObject({ ok: false });
    expect(preview.classes[0]?.refusal).toBe('BIZ_TEACHER_COURSE_WITHIN_24_HOUR');
    expectRefused(
      await regular(teacher, { type: 'EMERGENCY_CANCELLATION', preview: false }),
      'BIZ_TEACHER_COURSE_WITHIN_24_HOUR',
    );
    expectRefused(
      await regular(teacher, { type: 'CARROT_EXCHANGE_CANCELLATION', preview: false }),
      'BIZ_TEACHER_COURSE_WITHIN_24_HOUR',
    );
    expect(await w.status(teacher.slotId)).toBe('BOOKED');
  });

  it('keeps the emergency type for staff and a carrot exchange for a teacher with a credit', async () => {
    const teacher = await w.booked();
    expectRefused(
      await regular(teacher, { type: 'EMERGENCY_CANCELLATION', preview: false }),
      'BIZ_TEACHER_CANCEL_TYPE_NOT_ALLOWED',
    );
    expectRefused(
      await regular(teacher, { type: 'CARROT_EXCHANGE_CANCELLATION', preview: false }),
      'BIZ_TEACHER_CANCEL_CREDIT_NOT_ENOUGH',
    );
    expect(await w.status(teacher.slotId)).toBe('BOOKED');
  });

  it('places the tiers at their boundaries: 14 business days, 24 hours, 2 hours', async () => {
    const planned = await w.booked(PLANNED_CLASS);
    // Tuesday 1 December: 14 weekdays lie strictly between it and Tuesday the 22nd.
    w.clock.set(NOW + 24 * HOUR);
    expect(await tierOf(planned)).toBe('PLANNED');
    w.clock.set(NOW + 48 * HOUR);
    expect(await tierOf(planned)).toBe('AHEAD');

    const teacher = await w.booked();
    for (const [at, tier] of [
      [PEAK - 24 * HOUR, 'AHEAD'],
      [PEAK - 24 * HOUR + 1, 'LATE'],
      [PEAK - 2 * HOUR, 'LATE'],
      [PEAK - 2 * HOUR + 1, 'LAST_MINUTE'],
      [PEAK - 1, 'LAST_MINUTE'],
    ] as const) {
      w.clock.set(at);
      expect(await tierOf(teacher), new Date(at).toISOString()).toBe(tier);
    }
    w.clock.set(PEAK);
    const started = dataOf<CancellationResult>(
      await w.emergency(teacher.userId, { slotIds: [teacher.slotId], reason: 'NO_POWER' }),
    );
    expect(started.classes[0]?.refusal).toBe('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
  });

  it('takes every reason, and OTHER only with the teacher’s words', async () => {
    const teacher = await w.booked();
    for (const reason of CANCELLATION_REASONS.filter((r) => r !== 'OTHER'))
      expect(dataOf<CancellationResult>(await regular(teacher, { reason })).ok, reason).toBe(true);
    const bare = await regular(teacher, { reason: 'OTHER' });
    expectRefused(bare, 'BIZ_PARAM_INVALID');
    expect(Object.keys(bare.json().data.fields)).toEqual(['reasonText']);
    expectRefused(
      await regular(teacher, { reason: 'OTHER', reasonText: '   ' }),
      'BIZ_PARAM_INVALID',
    );
    const done = dataOf<CancellationResult>(
      await regular(teacher, {
        reason: 'OTHER',
        reasonText: 'My flight was moved',
        preview: false,
      }),
    );
    const detail = dataOf<{ reason: string; reasonText: string }>(
      await teacher.get('/t/tc/leave/detail', { leaveId: done.leaveId ?? 0 }),
    );
    expect(detail).toMatchObject({ reason: 'OTHER', reasonText: 'My flight was moved' });
  });

  it('gives a day back at once: the unbooked time for free, the booked class at its cost, all or nothing', async () => {
    const teacher = await w.booked();
    const later = PEAK + HOUR;
    dataOf(await w.open(teacher, [later]));
    const range = { startTime: PEAK - 19 * HOUR, endTime: PEAK + 5 * HOUR };
    const body = { ...range, reason: 'SICKNESS', type: 'REGULAR_CANCELLATION' };
    const preview = dataOf<CancellationResult>(await w.apply(teacher, body));
    expect(preview.classes.map((c) => [c.startTime, c.tier, c.counted, c.handOver])).toEqual([
      [PEAK, 'AHEAD', true, 'STUDENT_SIDE'],
      [later, null, false, 'NONE'],
    ]);
    expect(preview.totals).toMatchObject({ classes: 2, counted: 1, studentSideTold: 1 });
    // A second teacher's class in the same call makes the whole call unknown.
    const other = await w.booked(PEAK + 1.5 * HOUR);
    expectRefused(
      await w.apply(teacher, {
        slotIds: [teacher.slotId, other.slotId],
        reason: 'SICKNESS',
        type: 'REGULAR_CANCELLATION',
        preview: false,
      }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    expect(await w.status(other.slotId)).toBe('BOOKED');
    dataOf(await w.apply(teacher, { ...body, preview: false }));
    expect(await w.status(teacher.slotId)).toBe('CANCELLED');
    expect(await w.status(await w.slotAt(other.userId, PEAK + 1.5 * HOUR))).toBe('BOOKED');
    // Given back, a class is no more: picking it again is refused.
    const again = dataOf<CancellationResult>(
      await w.apply(teacher, {
        slotIds: [teacher.slotId],
        reason: 'SICKNESS',
        type: 'REGULAR_CANCELLATION',
      }),
    );
    expect(again.classes[0]?.refusal).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
    expectRefused(
      await w.apply(teacher, {
        startTimes: [PEAK],
        reason: 'SICKNESS',
        type: 'REGULAR_CANCELLATION',
      }),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
  });

  it('keeps the notice to the student side as not sent when no webhook address is configured', async () => {
    const teacher = await w.booked(PEAK, ['stu-n1']);
    dataOf(await regular(teacher, { preview: false }));
    await vi.waitFor(
      async () => {
        const [notice] = await w.rows<{ status: string; attempts: number; event: string }>(
          sql`select status, attempts, event from student_side_notices where slot_id = ${teacher.slotId}`,
        );
        expect(notice).toEqual({ status: 'NOT_SENT', attempts: 1, event: 'CLASS_CANCELLED' });
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('lists the held times a leave may pick with their tier and refusal now', async () => {
    const teacher = await w.booked();
    const list = async () =>
      dataOf<{ slotId: number; tier: string | null; refusal: string | null; lock: boolean }[]>(
        await teacher.get('/t/tc/leave/course/list', { startTime: NOW, endTime: PEAK + HOUR }),
      );
    expect(await list()).toEqual([
      expect.objectContaining({
        slotId: teacher.slotId,
        status: 'BOOKED',
        tier: 'AHEAD',
        refusal: null,
        lock: false,
        students: 1,
        peakTime: true,
        label: expect.any(String),
        // The original client's short names (decision 073): Tuesday Dec 1, 19:00-19:25 Beijing.
        sts: '2026/12/01 19:00',
        stm: PEAK,
        ets: '2026/12/01 19:25',
        etm: PEAK + 25 * MINUTE,
        tp: 'MAIN',
        ifCross: false,
      }),
    ]);
    w.clock.set(PEAK - 3 * HOUR);
    expect((await list())[0]).toMatchObject({
      tier: 'LATE',
      refusal: 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR',
    });
    w.clock.set(PEAK + MINUTE);
    await w.tick();
    expect((await list())[0]).toMatchObject({ status: 'IN_PROCESS', lock: true, tier: null });
  });
});
