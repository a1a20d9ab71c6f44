import { STAFF_TOKEN_HEADER } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { expectRefused } from './demo-scheduling.js';
import { staffSession } from './sessions-for-tests.js';
import { createTestApp, type TestApp } from './test-app.js';

const ROLES = ['OPERATIONS', 'FINANCE', 'ADMIN', 'RECRUITER', 'INTERVIEWER'] as const;
export type ConsoleRole = (typeof ROLES)[number] | 'NOBODY';
const NOT_OPERATIONS: ConsoleRole[] = ['RECRUITER', 'FINANCE', 'INTERVIEWER'];

/**
 * A console test file's world: an app with a signed-in member of every staff role, their
 * calls, the audit trail and a class row maker. Registers its own beforeAll and afterAll.
 */
export function consoleWorld() {
  let t: TestApp;
  const staff: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) staff[role] = await staffSession(t.app, [role]);
  });
  afterAll(() => t?.close());

  const app = () => t.app;
  const headers = (role: ConsoleRole) =>
    role === 'NOBODY' ? {} : { [STAFF_TOKEN_HEADER]: staff[role] ?? '' };
  const get = (role: ConsoleRole, url: string) => t.app.inject({ url, headers: headers(role) });
  const send = (role: ConsoleRole, method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers(role), ...(payload ? { payload } : {}) });
  return {
    app,
    get,
    send,
    post: (role: ConsoleRole, url: string, payload?: object) => send(role, 'POST', url, payload),
    /** The audit rows of an action, oldest first. */
    audit: (action: string) =>
      queryRows<{ userId: number | null; detail: Record<string, string | number> }>(
        t.app.database.db,
        sql`select user_id::int as "userId", detail from staff_actions where action = ${action} order by id`,
      ),
    /** Every role but OPERATIONS and ADMIN is refused, and so is a caller without a session. */
    async expectOperationsOnly(
      call: (role: ConsoleRole) => Promise<{ statusCode: number; json(): { code: string } }>,
    ) {
      for (const role of NOT_OPERATIONS) expectRefused((await call(role)) as never, 'FORBIDDEN');
      expectRefused((await call('NOBODY')) as never, 'TOKEN_NULL');
    },
    /** A class row of the teacher's (the teaching side's service makes them; here it is the premise). */
    async classAt(
      teacherId: number,
      startsAt: number,
      options: { status?: string; students?: number; finishType?: string } = {},
    ): Promise<number> {
      const db = t.app.database.db;
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type,
            starts_at, ends_at, teaching_ends_at, status, capacity, student_count, peak, room_key)
          select ${teacherId}, id, 'MAIN', 'MAIN', to_timestamp(${startsAt / 1000}),
            to_timestamp(${startsAt / 1000 + 1800}), to_timestamp(${startsAt / 1000 + 1500}),
            ${options.status ?? 'FINISH'}, 4, ${options.students ?? 2}, true, md5(random()::text)
          from class_types where smart_class_type = 'MAIN'
          returning id::int as id`,
      );
      if (!row) throw new Error('no class');
      if (options.finishType)
        await db.execute(
          sql`insert into class_outcomes (slot_id, finish_type, recorded_by) values (${row.id}, ${options.finishType}, 'CLOCK')`,
        );
      return row.id;
    },
  };
}
