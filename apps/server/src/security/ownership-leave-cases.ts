import type { CancellationResult, LeaveRecordRow, SlotUnit } from '@portal/contracts';
import { beijingWeekStart, WEEK_MS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { HOUR } from '../test/demo-scheduling.js';
import { queryRows } from '../db/raw-query.js';
import { dataOf, serviceKey, studentSide, teacherCalls } from '../test/classes.js';
import { activatedTeacher } from '../test/teachers.js';
import { found } from '../test/found.js';
import { completeGrant, grantFor, pdfOf, putGranted } from '../test/file-grants.js';

interface Context {
  app: () => FastifyInstance;
}

const CONTRACT = { effectiveOn: '2026-01-01', expiresOn: '2030-12-31' };
type Calls = ReturnType<typeof teacherCalls> & { userId: number; token: string };

/**
 * The ownership suite's cases for the leave routes (decision 041): an owner with a booked
 * class in a fixed period, a cancellation and a no-show (the class clock's); a second
 * teacher reaches none of them, and their calls change nothing of the owner's.
 */
export function leaveOwnershipCases({ app }: Context) {
  let ready:
    | Promise<{ owner: Calls; other: Calls; slotId: number; periodId: number; leaveIds: number[] }>
    | undefined;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(app().database.db, query);
  function setUp() {
    ready ??= (async () => {
      const make = async () => {
        const teacher = await activatedTeacher(app(), { contract: CONTRACT });
        return {
          ...teacherCalls(app(), teacher.token),
          userId: teacher.userId,
          token: teacher.token,
        };
      };
      const owner = await make();
      const other = await make();
      const week = beijingWeekStart(Date.now()) + WEEK_MS;
      const grid = dataOf<SlotUnit[]>(
        await owner.get('/t/tc/book/all/units', { courseType: 'MAIN', weekStartTime: week }),
      );
      const [kept, given] = grid.filter((u) => u.status === 'AVAILABLE').map((u) => u.startTime);
      if (!kept || !given) throw new Error('no free units next week');
      dataOf(
        await owner.post('/t/tc/book/batch', { courseType: 'MAIN', startTimes: [kept, given] }),
      );
      const students = studentSide(app(), await serviceKey(app()));
      for (const startTime of [kept, given])
        dataOf(
          await students.post('/ops/integration/classes/book', {
            teacherId: owner.userId,
            startTime,
            courseType: 'MAIN',
            studentIds: ['stu-own'],
          }),
        );
      const slotOf = async (start: number) =>
        found(
          (
            await rows<{ id: number }>(
              sql`select id::int as id from class_slots where teacher_id = ${owner.userId} and starts_at = ${new Date(start)}`,
            )
          )[0]?.id,
          `class of the owner at ${start}`,
        );
      const slotId = await slotOf(kept);
      const cancelled = dataOf<CancellationResult>(
        await owner.post('/t/tc/leave/apply', {
          slotIds: [await slotOf(given)],
          reason: 'SICKNESS',
          type: 'REGULAR_CANCELLATION',
          preview: false,
        }),
      );
      // A class that ran an hour ago without its teacher: the clock records the no-show.
      const past = Date.now() - 2 * HOUR;
      await app().database.db.execute(
        sql`insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type,
            starts_at, ends_at, teaching_ends_at, status, capacity, student_count, room_key)
          select ${owner.userId}, id, 'MAIN', 'MAIN', ${new Date(past)}, ${new Date(past + HOUR / 2)},
            ${new Date(past + HOUR / 2)}, 'IN_PROCESS', 4, 1, md5(random()::text)
          from class_types where smart_class_type = 'MAIN'`,
      );
      await app().services.classLifecycle.run();
      const [period] = await rows<{ id: number }>(
        sql`insert into fixed_periods (teacher_id, class_type_id, course_type, smart_class_type,
            weekly_times, first_date, last_date, rule, first_starts_at, ends_at, status)
          select ${owner.userId}, id, 'MAIN', 'MAIN', '[]'::jsonb, '2030/01/01', '2030/01/01',
            '', ${new Date(kept)}, ${new Date(kept + HOUR)}, 'ACTIVE'
          from class_types where smart_class_type = 'MAIN' returning id::int as id`,
      );
      const periodId = found(period?.id, 'fixed period of the owner');
      await app().database.db.execute(
        sql`update class_slots set fixed_period_id = ${periodId} where id = ${slotId}`,
      );
      const history = dataOf<{ list: LeaveRecordRow[] }>(await owner.get('/t/tc/leave/history'));
      const leaveIds = history.list.map((r) => r.leaveId);
      expect(leaveIds).toContain(cancelled.leaveId);
      expect(history.list.map((r) => r.kind).sort()).toEqual(['CANCELLATION', 'NO_SHOW']);
      return { owner, other, slotId, periodId, leaveIds };
    })();
    return ready;
  }

  const noShowId = async () => {
    const { owner } = await setUp();
    const history = dataOf<{ list: LeaveRecordRow[] }>(
      await owner.get('/t/tc/leave/history', { kind: 'NO_SHOW' }),
    );
    return found(history.list[0]?.leaveId, 'no-show record of the owner');
  };
  const refused = (res: LightMyRequestResponse, code: string) =>
    expect(res.json().code, res.body).toBe(code);
  /** The owner's records are as they were: nothing the second teacher did reached them. */
  const untouched = async () => {
    const { owner, slotId } = await setUp();
    const list = dataOf<{ list: LeaveRecordRow[] }>(await owner.get('/t/tc/leave/history')).list;
    expect(list.map((r) => r.status)).toEqual(['RECORDED', 'RECORDED']);
    const [slot] = await rows<{ status: string }>(
      sql`select status from class_slots where id = ${slotId}`,
    );
    expect(slot?.status).toBe('BOOKED');
  };

  return {
    async getLeaveCourses() {
      const { owner, other, slotId } = await setUp();
      const range = { startTime: Date.now(), endTime: Date.now() + 2 * WEEK_MS };
      const ids = async (who: Calls) =>
        dataOf<{ slotId: number }[]>(await who.get('/t/tc/leave/course/list', range)).map(
          (c) => c.slotId,
        );
      expect(await ids(owner)).toContain(slotId);
      expect(await ids(other)).toEqual([]);
    },
    async getLeaveInfo() {
      const { other } = await setUp();
      expect(dataOf(await other.get('/t/tc/leave/info'))).toMatchObject({
        cancellations: 0,
        noShows: 0,
      });
    },
    async getLeaveCount() {
      const { owner, other } = await setUp();
      expect(dataOf(await owner.get('/t/tc/leave/count'))).toMatchObject({ cancellations: 1 });
      expect(dataOf(await other.get('/t/tc/leave/count'))).toMatchObject({ cancellations: 0 });
    },
    async getLeaveDetail() {
      const { other, leaveIds } = await setUp();
      for (const leaveId of leaveIds)
        refused(await other.get('/t/tc/leave/detail', { leaveId }), 'NOT_FOUND');
    },
    async getLeaveClasses() {
      const { other } = await setUp();
      expect(dataOf(await other.get('/t/tc/leave/class/list'))).toEqual({ total: 0, list: [] });
    },
    async getNoShowDetail() {
      const { other } = await setUp();
      refused(
        await other.get('/t/tc/leave/noshow/detail', { leaveId: await noShowId() }),
        'NOT_FOUND',
      );
    },
    async applyLeave() {
      const { other, slotId } = await setUp();
      const body = { slotIds: [slotId], reason: 'SICKNESS', type: 'REGULAR_CANCELLATION' };
      refused(await other.post('/t/tc/leave/apply', body), 'BIZ_TEACHER_COURSE_NOT_EXIST');
      refused(
        await other.post('/t/tc/leave/apply', { ...body, preview: false }),
        'BIZ_TEACHER_COURSE_NOT_EXIST',
      );
      await untouched();
    },
    async removeNoShowFree() {
      const { other } = await setUp();
      refused(
        await other.post('/t/tc/leave/noshow/free/remove', { leaveId: await noShowId() }),
        'NOT_FOUND',
      );
      await untouched();
    },
    async getFixedLeaveInfo() {
      const { other, periodId, slotId } = await setUp();
      const [slot] = await rows<{ start: string }>(
        sql`select (extract(epoch from starts_at) * 1000)::bigint::text as start from class_slots where id = ${slotId}`,
      );
      refused(
        await other.get('/t/tc/leave/fixed/info', { periodId, startTime: slot?.start ?? '0' }),
        'BIZ_TEACHER_COURSE_NOT_EXIST',
      );
    },
    async confirmFixedLeave() {
      const { other, periodId } = await setUp();
      refused(
        await other.post('/t/tc/leave/fixed/confirm', {
          periodId,
          startTime: 0,
          scope: 'REST',
          reason: 'SICKNESS',
          type: 'REGULAR_CANCELLATION',
        }),
        'BIZ_TEACHER_COURSE_NOT_EXIST',
      );
      await untouched();
    },
    async appealLeave() {
      const { other, leaveIds } = await setUp();
      for (const leaveId of leaveIds)
        refused(
          await other.post('/t/tc/leave/appeal', { leaveId, message: 'Not mine to contest' }),
          'NOT_FOUND',
        );
      await untouched();
    },
    async readOwnAppealFile() {
      const { owner, other, leaveIds } = await setUp();
      // An appeal of the owner's carrying a file they sent, its rows written straight in: the
      // appeal call would move the records this suite keeps still (its own tests are in
      // modules/leave/leave-appeal-files.test.ts).
      const bytes = pdfOf(650);
      const ask = { purpose: 'APPEAL_EVIDENCE', size: bytes.length, fileName: 'mine.pdf' };
      const grant = await grantFor(app(), owner.token, ask);
      expect((await putGranted(app(), owner.token, grant.uploadUrl, bytes)).statusCode).toBe(200);
      expect((await completeGrant(app(), owner.token, grant.fileId)).statusCode).toBe(200);
      const [appeal] = await rows<{ id: number }>(
        sql`insert into leave_appeals (leave_id, teacher_id, message)
            values (${leaveIds[0]}, ${owner.userId}, 'Ownership case') returning id::int as id`,
      );
      await rows(
        sql`insert into leave_appeal_files (appeal_id, file_id, position)
            values (${appeal?.id}, ${grant.fileId}, 0) returning appeal_id`,
      );
      const url = `/t/tc/leave/appeal/${appeal?.id}/file/${grant.fileId}`;
      expect((await owner.get(url)).rawPayload.equals(bytes)).toBe(true);
      const theirs = await other.get(url);
      refused(theirs, 'NOT_FOUND');
      expect(theirs.rawPayload.equals(bytes)).toBe(false);
      await untouched();
    },
    async getCancelHistory() {
      const { other } = await setUp();
      expect(dataOf(await other.get('/t/tc/leave/history'))).toEqual({ total: 0, list: [] });
    },
  };
}
