import { createHmac } from 'node:crypto';
import {
  NOTICE_SIGNATURE_HEADER,
  studentSideNotice,
  type CancellationResult,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { expectRefused, MINUTE } from '../../test/demo-scheduling.js';
import { LATE, leaveWorld } from '../../test/leave-world.js';
import { webhookReceiver } from '../../test/webhook-receiver.js';

const SECRET = 'a-shared-secret-of-the-student-side-32+';
const receiver = await webhookReceiver();
const w = leaveWorld({
  env: {
    STUDENT_SIDE_WEBHOOK_URL: receiver.url,
    STUDENT_SIDE_WEBHOOK_SECRET: SECRET,
    // The retries' back-off starts at a second here (15 in production).
    MAIL_RETRY_DELAY_SECONDS: '1',
  },
});
afterAll(() => receiver.close());

const hmac = (body: string) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
const noticeOf = (slotId: number) =>
  w.rows<{ id: string; status: string; attempts: number; event: string }>(
    sql`select id, status, attempts, event from student_side_notices where slot_id = ${slotId}`,
  );
const delivered = async (slotId: number) => {
  await vi.waitFor(async () => expect((await noticeOf(slotId))[0]?.status).toBe('SENT'), {
    timeout: 20_000,
    interval: 200,
  });
  const [notice] = await noticeOf(slotId);
  return { notice, requests: receiver.received.filter((r) => r.body.includes(notice?.id ?? '-')) };
};
const emergency = (teacher: { userId: number; slotId: number }, extra: object = {}) =>
  w.emergency(teacher.userId, { slotIds: [teacher.slotId], reason: 'SICKNESS', ...extra });

describe('a booked class given back', () => {
  it('goes to the standby teacher holding its time, students and all; the student side hears of it', async () => {
    const start = PEAK + 30 * MINUTE;
    const teacher = await w.booked(start, ['stu-h1', 'stu-h2']);
    w.clock.set(LATE);
    const standby = await w.newTeacher();
    dataOf(await standby.post('/t/tc/book/standby', { startTime: start }));
    const standbySlot = await w.slotAt(standby.userId, start);
    const preview = dataOf<CancellationResult>(await emergency(teacher));
    expect(preview.classes[0]).toMatchObject({ handOver: 'STANDBY', tier: 'LATE' });
    expect(preview.totals).toMatchObject({ handedToStandby: 1, studentSideTold: 0 });
    dataOf(await emergency(teacher, { preview: false, fingerprint: preview.fingerprint }));

    expect(await w.status(teacher.slotId)).toBe('CANCELLED');
    const [taken] = await w.rows<{ status: string; fromStandby: boolean; students: number }>(
      sql`select status, from_standby as "fromStandby", student_count as students
        from class_slots where id = ${standbySlot}`,
    );
    expect(taken).toEqual({ status: 'BOOKED', fromStandby: true, students: 2 });
    const moved = await w.rows<{ studentId: string }>(
      sql`select student_id as "studentId" from class_students where slot_id = ${standbySlot} order by student_id`,
    );
    expect(moved.map((s) => s.studentId)).toEqual(['stu-h1', 'stu-h2']);

    const { requests } = await delivered(teacher.slotId);
    expect(requests).toHaveLength(1);
    const body = studentSideNotice.parse(JSON.parse(requests[0]?.body ?? ''));
    expect(body).toMatchObject({
      event: 'CLASS_HANDED_OVER',
      classId: teacher.slotId,
      teacherId: teacher.userId,
      newClassId: standbySlot,
      newTeacherId: standby.userId,
      startTime: start,
      courseType: 'MAIN',
      studentIds: ['stu-h1', 'stu-h2'],
      occurredAt: LATE,
    });
  });

  it('without a standby tells the student side by a signed notice, retried until it is taken', async () => {
    const teacher = await w.booked(PEAK, ['stu-r1']);
    w.clock.set(LATE);
    receiver.answerNext(500);
    const preview = dataOf<CancellationResult>(await emergency(teacher));
    expect(preview.classes[0]?.handOver).toBe('STUDENT_SIDE');
    dataOf(await emergency(teacher, { preview: false, fingerprint: preview.fingerprint }));

    const { notice, requests } = await delivered(teacher.slotId);
    expect(notice).toMatchObject({ status: 'SENT', attempts: 2, event: 'CLASS_CANCELLED' });
    expect(requests.map((r) => r.status)).toEqual([500, 200]);
    // Queued by the staff member who gave the class back, sent once by the delivery job.
    const moves = await w.rows<{ move: string; actor: string }>(
      sql`select m.move, m.actor from status_moves m
        join student_side_notices n on n.seq = m.record_id
        where m.lifecycle = 'studentSideNotice' and n.id = ${notice?.id ?? ''} order by m.id`,
    );
    expect(moves).toEqual([
      { move: 'queue', actor: 'staff' },
      { move: 'send', actor: 'clock' },
    ]);
    // The same bytes both times, signed with the shared secret, the notice id inside.
    expect(requests[1]?.body).toBe(requests[0]?.body);
    for (const request of requests) {
      expect(request.headers[NOTICE_SIGNATURE_HEADER]).toBe(hmac(request.body));
      expect(request.headers['content-type']).toBe('application/json');
    }
    expect(hmac(`${requests[0]?.body} `)).not.toBe(requests[0]?.headers[NOTICE_SIGNATURE_HEADER]);
    expect(JSON.parse(requests[0]?.body ?? '')).toMatchObject({
      noticeId: notice?.id,
      event: 'CLASS_CANCELLED',
      classId: teacher.slotId,
      newClassId: null,
      studentIds: ['stu-r1'],
    });
  });

  it('is refused when the standby the preview counted on has gone meanwhile', async () => {
    const start = PEAK + 60 * MINUTE;
    const teacher = await w.booked(start);
    w.clock.set(LATE);
    const standby = await w.newTeacher();
    dataOf(await standby.post('/t/tc/book/standby', { startTime: start }));
    const preview = dataOf<CancellationResult>(await emergency(teacher));
    expect(preview.classes[0]?.handOver).toBe('STANDBY');
    dataOf(await standby.post('/t/tc/book/cancel', { startTime: start }));
    expectRefused(
      await emergency(teacher, { preview: false, fingerprint: preview.fingerprint }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expect(await w.status(teacher.slotId)).toBe('BOOKED');
    expect(await noticeOf(teacher.slotId)).toEqual([]);
    const written = dataOf<CancellationResult>(await emergency(teacher, { preview: false }));
    expect(written.classes[0]?.handOver).toBe('STUDENT_SIDE');
    await delivered(teacher.slotId);
  });
});
