import type { CancellationResult } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW, PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { expectRefused, MINUTE } from '../../test/demo-scheduling.js';
import { LATE, leaveWorld } from '../../test/leave-world.js';
import { activatedTeacher } from '../../test/teachers.js';

const w = leaveWorld();
const exchange = (teacher: Parameters<typeof w.apply>[0], slotId: number) =>
  w.apply(teacher, {
    slotIds: [slotId],
    reason: 'EQUIPMENT_ISSUE',
    type: 'CARROT_EXCHANGE_CANCELLATION',
    preview: false,
  });

describe('cancellation credits', () => {
  it('are granted by OPERATIONS only, with a reason, audited', async () => {
    const teacher = await w.booked();
    expectRefused(await w.grant(teacher.userId, 1, 'FINANCE'), 'FORBIDDEN');
    expect(dataOf(await w.grant(teacher.userId, 2))).toEqual({
      userId: teacher.userId,
      credits: 2,
    });
    expect(dataOf(await w.grant(teacher.userId, 1))).toEqual({
      userId: teacher.userId,
      credits: 3,
    });
    for (const credits of [0, 11])
      expectRefused(await w.grant(teacher.userId, credits), 'BIZ_PARAM_INVALID');
    const applicant = await activatedTeacher(w.app());
    await w
      .app()
      .database.db.execute(sql`delete from teachers where user_id = ${applicant.userId}`);
    expectRefused(await w.grant(applicant.userId, 1), 'NOT_FOUND');
    expect(await w.credits(teacher.userId)).toEqual({ balance: 3, sum: 3 });
    const trail = (await w.audit('grantCancellationCredits')).filter(
      (row) => row.userId === teacher.userId,
    );
    expect(trail.map((row) => row.detail)).toEqual([
      { credits: 2, reason: 'Bought in the carrot shop (pilot)' },
      { credits: 1, reason: 'Bought in the carrot shop (pilot)' },
    ]);
  });

  it('are spent one a class by a carrot exchange, and refused when none is left', async () => {
    const teacher = await w.booked();
    const second = PEAK + 30 * MINUTE;
    dataOf(await w.open(teacher, [second]));
    dataOf(await w.book(teacher.userId, ['stu-c2'], second));
    const secondSlot = await w.slotAt(teacher.userId, second);
    dataOf(await w.grant(teacher.userId, 1));
    w.clock.set(LATE);
    const spent = dataOf<CancellationResult>(await exchange(teacher, teacher.slotId));
    expect(spent.classes[0]).toMatchObject({ creditUsed: true, counted: false, fineCents: 0 });
    expect(spent.after.credits).toBe(0);
    expect(await w.credits(teacher.userId)).toEqual({ balance: 0, sum: 0 });
    // Within 24 hours and no credit left: the teacher is sent to support.
    expectRefused(await exchange(teacher, secondSlot), 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR');
    expect(await w.status(secondSlot)).toBe('BOOKED');
  });

  it('never go below zero when two exchanges spend the last one at once', async () => {
    w.clock.set(NOW);
    const teacher = await w.booked();
    const second = PEAK + 30 * MINUTE;
    dataOf(await w.open(teacher, [second]));
    dataOf(await w.book(teacher.userId, ['stu-c3'], second));
    const secondSlot = await w.slotAt(teacher.userId, second);
    dataOf(await w.grant(teacher.userId, 1));
    const answers = await Promise.all([
      exchange(teacher, teacher.slotId),
      exchange(teacher, secondSlot),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().code).toBe('BIZ_TEACHER_CANCEL_CREDIT_NOT_ENOUGH');
    expect(await w.credits(teacher.userId)).toEqual({ balance: 0, sum: 0 });
    const statuses = [await w.status(teacher.slotId), await w.status(secondSlot)].sort();
    expect(statuses).toEqual(['BOOKED', 'CANCELLED']);
  });
});

describe('two confirmations of the same cancellation at once', () => {
  it('record it once: one record, one fine, one notice', async () => {
    const teacher = await w.booked();
    w.clock.set(LATE);
    const body = { slotIds: [teacher.slotId], reason: 'BAD_WEATHER' };
    const preview = dataOf<CancellationResult>(await w.emergency(teacher.userId, body));
    const confirm = () =>
      w.emergency(teacher.userId, { ...body, preview: false, fingerprint: preview.fingerprint });
    const answers = await Promise.all([confirm(), confirm(), confirm()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    const [counts] = await w.rows<{ records: number; classes: number; notices: number }>(
      sql`select (select count(*)::int from leave_records where teacher_id = ${teacher.userId}) as records,
        (select count(*)::int from leave_record_classes where slot_id = ${teacher.slotId}) as classes,
        (select count(*)::int from student_side_notices where slot_id = ${teacher.slotId}) as notices`,
    );
    expect(counts).toEqual({ records: 1, classes: 1, notices: 1 });
    expect(await w.deductions(teacher.userId)).toEqual([{ amount: 200, kind: 'FINE' }]);
    expect(
      (await w.audit('recordEmergencyCancellation')).filter((r) => r.userId === teacher.userId),
    ).toHaveLength(1);
  });
});
