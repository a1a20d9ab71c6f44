import type { OpsPayslipRow, OpsTeacherClasses } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { expectRefused, HOUR } from '../../test/demo-scheduling.js';
import { DECEMBER, NOVEMBER, payWorld } from '../../test/pay-world.js';

/*
 * The parts of a teacher's page that come from their own areas (decision 063), each with its
 * own role: the classes (OPERATIONS, viewClasses) and the payslips (FINANCE, viewPay).
 */

const w = payWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;
let teacher: Teacher;
let nextClass: number;

/** A December class taught, one booked an hour later still to come, and two payslips. */
beforeAll(async () => {
  teacher = await w.booked(PEAK, ['stu-1']);
  dataOf(await w.open(teacher, [PEAK + 24 * HOUR]));
  nextClass = await w.slotAt(teacher.userId, PEAK + 24 * HOUR);
  await w.runClass(teacher, teacher.slotId, PEAK, 5);
  dataOf(await w.adjust(teacher.userId, NOVEMBER, 1500, 'Training bonus'));
  for (const month of [NOVEMBER, DECEMBER])
    expect(await w.generate(month)).toMatchObject({ status: 'DONE' });
  // Back to the hour after the first class: the second is still to come.
  w.clock.set(PEAK + 2 * HOUR);
});

describe("a teacher's classes on their page", () => {
  it('lists the next classes soonest first and the last ones latest first, for OPERATIONS', async () => {
    const classes = dataOf<OpsTeacherClasses>(
      await w.ops('OPERATIONS').get(`/ops/teachers/${teacher.userId}/classes`),
    );
    expect(classes.upcoming.map((c) => c.classId)).toEqual([nextClass]);
    expect(classes.recent.map((c) => [c.classId, c.finishType])).toEqual([
      [teacher.slotId, 'AS_SCHEDULED'],
    ]);
  });

  it('is refused to FINANCE, and answers NOT_FOUND for one who is no teacher', async () => {
    expectRefused(
      await w.ops('FINANCE').get(`/ops/teachers/${teacher.userId}/classes`),
      'FORBIDDEN',
    );
    expectRefused(await w.ops('OPERATIONS').get('/ops/teachers/987654321/classes'), 'NOT_FOUND');
  });
});

describe("a teacher's payslips on their page", () => {
  it('lists every month, drafts too, newest first, for FINANCE', async () => {
    const { list } = dataOf<{ list: OpsPayslipRow[] }>(
      await w.finance().get(`/ops/teachers/${teacher.userId}/payslips`),
    );
    expect(list.map((p) => [p.monthStartTime, p.status, p.teacherId])).toEqual([
      [DECEMBER, 'DRAFT', teacher.userId],
      [NOVEMBER, 'DRAFT', teacher.userId],
    ]);
    expect(list[1]).toMatchObject({ sumCents: 1500 });
  });

  it('is refused to OPERATIONS, and answers NOT_FOUND for an unknown account', async () => {
    expectRefused(
      await w.ops('OPERATIONS').get(`/ops/teachers/${teacher.userId}/payslips`),
      'FORBIDDEN',
    );
    expectRefused(await w.finance().get('/ops/teachers/987654321/payslips'), 'NOT_FOUND');
  });
});
