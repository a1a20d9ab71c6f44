import { DAY_MS, HOUR_MS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { beijing } from '../../test/classes.js';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { activatedTeacher } from '../../test/teachers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/* The admin's figures of the school (decision 069): counted by SQL, refused to other roles. */

// A Wednesday noon in Beijing: its week runs from Monday 2026-11-23 to Monday 2026-11-30.
const NOW = beijing(2026, 11, 25, 12);
const MONDAY = beijing(2026, 11, 23);
let t: TestApp;
const staff: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(NOW) });
  for (const role of ['ADMIN', 'RECRUITER', 'INTERVIEWER', 'OPERATIONS', 'FINANCE'] as const)
    staff[role] = await staffSession(t.app, [role]);
});
afterAll(() => t?.close());

async function classAt(teacherId: number, startsAt: number, status: string, students: number) {
  await queryRows(
    t.app.database.db,
    sql`insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type,
        starts_at, ends_at, teaching_ends_at, status, capacity, student_count, room_key)
      select ${teacherId}, id, 'MAIN', 'MAIN', to_timestamp(${startsAt / 1000}),
        to_timestamp(${startsAt / 1000 + 1800}), to_timestamp(${startsAt / 1000 + 1500}),
        ${status}, 4, ${students}, md5(random()::text)
      from class_types where smart_class_type = 'MAIN' returning id`,
  );
}

describe("the school's figures", () => {
  it("counts active teachers, this week's classes and fill, and the month's payslips", async () => {
    const ann = await activatedTeacher(t.app);
    const bob = await activatedTeacher(t.app);
    const suspended = await activatedTeacher(t.app);
    await t.app.database.db.execute(
      sql`update teachers set account_status = 'DISABLED' where user_id = ${suspended.userId}`,
    );
    await classAt(ann.userId, MONDAY + 10 * HOUR_MS, 'FINISH', 3);
    await classAt(ann.userId, NOW + 2 * HOUR_MS, 'BOOKED', 2);
    await classAt(bob.userId, NOW + 3 * HOUR_MS, 'OPEN', 0);
    await classAt(bob.userId, NOW + 4 * HOUR_MS, 'CANCELLED', 0);
    await classAt(bob.userId, NOW + 5 * HOUR_MS, 'STANDBY_BOOKED', 0);
    // Last week's and next week's classes are not this week's.
    await classAt(bob.userId, MONDAY - HOUR_MS, 'FINISH', 4);
    await classAt(bob.userId, MONDAY + 7 * DAY_MS, 'BOOKED', 4);

    // November's payslips by status; October's is another month.
    for (const [teacher, month, status] of [
      [ann.userId, beijing(2026, 11, 1), 'DRAFT'],
      [bob.userId, beijing(2026, 11, 1), 'DRAFT'],
      [suspended.userId, beijing(2026, 11, 1), 'PAID'],
      [ann.userId, beijing(2026, 10, 1), 'DRAFT'],
    ] as const)
      await t.app.database.db.execute(
        sql`insert into payslips (teacher_id, month_start, status, total_cents, generated_at)
            values (${teacher}, to_timestamp(${month / 1000}), ${status}, 1000, now())`,
      );

    const res = await t.app.inject({
      url: '/ops/dashboard/figures',
      headers: { 'x-auth-token': staff.ADMIN ?? '' },
    });
    expectOk(res);
    const figures = res.json().data;
    expect(figures.activeTeachers).toBe(2);
    expect(figures.week).toEqual({
      startTime: MONDAY,
      opened: 3,
      booked: 2,
      children: 5,
      places: 12,
      fillPercent: 42,
    });
    expect(figures.payMonth.monthStartTime).toBe(beijing(2026, 11, 1));
    const counts = Object.fromEntries(
      figures.payMonth.byStatus.map((row: { status: string; payslips: number }) => [
        row.status,
        row.payslips,
      ]),
    );
    expect(counts).toMatchObject({ DRAFT: 2, PAID: 1, PROBLEM: 0 });
  });

  it('is the admin’s alone', async () => {
    for (const role of ['RECRUITER', 'INTERVIEWER', 'OPERATIONS', 'FINANCE'])
      expectRefused(
        await t.app.inject({
          url: '/ops/dashboard/figures',
          headers: { 'x-auth-token': staff[role] ?? '' },
        }),
        'FORBIDDEN',
      );
    expect((await t.app.inject({ url: '/ops/dashboard/figures' })).statusCode).toBe(401);
  });
});
