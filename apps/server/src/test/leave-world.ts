import { STAFF_TOKEN_HEADER, type CancellationResult, type StaffRole } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/raw-query.js';
import { classWorld, PEAK, type WorldOptions } from './class-world.js';
import { beijing, dataOf } from './classes.js';
import { HOUR } from './demo-scheduling.js';
import { staffSession } from './sessions-for-tests.js';

/** The peak class of class-world (Tuesday 19:00 Beijing), given back 2-24 hours ahead. */
export const LATE = PEAK - 5 * HOUR;
/** ... and under 2 hours ahead. */
export const LAST_MINUTE = PEAK - HOUR;
/** A class 15 Beijing business days after class-world's Monday: planned leave. */
export const PLANNED_CLASS = beijing(2026, 12, 22, 19);

/**
 * A leave test file's world (decision 041): class-world's app, clock, teachers and student
 * side, plus booked classes, the leave calls, console members (signed in when first used)
 * and reads of the ledgers.
 */
export function leaveWorld(options: WorldOptions = {}) {
  const world = classWorld(options);
  const tokens = new Map<StaffRole, Promise<string>>();
  const tokenOf = (role: StaffRole) => {
    if (!tokens.has(role)) tokens.set(role, staffSession(world.app(), [role]));
    return tokens.get(role) as Promise<string>;
  };
  const rows = <T>(query: SQL) => queryRows<T>(world.app().database.db, query);

  async function slotAt(teacherId: number, start: number): Promise<number> {
    const [row] = await rows<{ id: number }>(
      sql`select id::int as id from class_slots where teacher_id = ${teacherId}
        and starts_at = ${new Date(start)} and status <> 'CANCELLED'`,
    );
    if (!row) throw new Error(`no class of ${teacherId} at ${start}`);
    return row.id;
  }

  /** A teacher (clock at class-world's NOW) with a class at `start` booked by `students`. */
  async function booked(start = PEAK, students = ['stu-a']) {
    const teacher = await world.teacherWithClass(start);
    dataOf(await world.book(teacher.userId, students, start));
    return { ...teacher, slotId: await slotAt(teacher.userId, start) };
  }
  type Teacher = Awaited<ReturnType<typeof booked>>;

  const ops = (role: StaffRole = 'OPERATIONS') => ({
    get: async (url: string, query: Record<string, string | number> = {}) =>
      world.app().inject({
        url,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers: { [STAFF_TOKEN_HEADER]: await tokenOf(role) },
      }),
    send: async (method: 'POST' | 'PUT', url: string, payload: object) =>
      world.app().inject({
        method,
        url,
        payload,
        headers: { [STAFF_TOKEN_HEADER]: await tokenOf(role) },
      }),
  });

  return {
    ...world,
    rows,
    slotAt,
    booked,
    ops,
    apply: (teacher: Pick<Teacher, 'post'>, body: object) =>
      teacher.post('/t/tc/leave/apply', body),
    /** Previews, then confirms with the preview's fingerprint; both answers. */
    async previewThenConfirm(teacher: Pick<Teacher, 'post'>, body: object) {
      const preview = dataOf<CancellationResult>(await teacher.post('/t/tc/leave/apply', body));
      const confirmed = await teacher.post('/t/tc/leave/apply', {
        ...body,
        preview: false,
        fingerprint: preview.fingerprint,
      });
      return { preview, confirmed };
    },
    emergency: (userId: number, body: object, role: StaffRole = 'OPERATIONS') =>
      ops(role).send('POST', `/ops/teachers/${userId}/emergency-cancellations`, body),
    grant: (userId: number, credits: number, role: StaffRole = 'OPERATIONS') =>
      ops(role).send('POST', `/ops/teachers/${userId}/cancellation-credits`, {
        credits,
        reason: 'Bought in the carrot shop (pilot)',
      }),
    /** The teacher's pay deductions, oldest first. */
    deductions: (userId: number) =>
      rows<{ amount: number; kind: string }>(
        sql`select amount_cents as amount, kind from pay_deductions where user_id = ${userId} order by id`,
      ),
    /** The credit balance and the ledger's sum, which must agree. */
    async credits(userId: number) {
      const [row] = await rows<{ balance: number | null; sum: number | null }>(
        sql`select (select balance from cancellation_credit_balances where user_id = ${userId}) as balance,
          (select sum(amount)::int from cancellation_credit_ledger where user_id = ${userId}) as sum`,
      );
      return { balance: row?.balance ?? 0, sum: row?.sum ?? 0 };
    },
    status: async (slotId: number) =>
      (await rows<{ status: string }>(sql`select status from class_slots where id = ${slotId}`))[0]
        ?.status,
    audit: (action: string) =>
      rows<{ userId: number | null; detail: Record<string, unknown> }>(
        sql`select user_id::int as "userId", detail from staff_actions where action = ${action} order by id`,
      ),
  };
}
export type LeaveWorld = ReturnType<typeof leaveWorld>;
