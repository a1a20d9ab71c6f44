import { LEAVE_APPEAL_LIFECYCLE, type AppealStatus } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  fileGrants,
  leaveAppealFiles,
  leaveAppeals,
  leaveRecords,
  resumes,
  staff,
  teachers,
  users,
} from '../../db/schema/index.js';
import { teacherName } from '../../db/teacher-name.sql.js';
import { createLifecycleWriter, type Mover } from '../../status-moves/lifecycle-writer.js';

export type AppealRow = typeof leaveAppeals.$inferSelect;

/**
 * Appeals of leave records (decision 041): one per record, decided once, filed and decided
 * only by the lifecycle's moves (contracts `LEAVE_APPEAL_LIFECYCLE`).
 */
export function createLeaveAppealsRepository(db: Db) {
  const appeals = createLifecycleWriter(db, LEAVE_APPEAL_LIFECYCLE, {
    table: leaveAppeals,
    id: leaveAppeals.id,
    status: leaveAppeals.status,
  });
  const listed = () =>
    db
      .select({
        appeal: leaveAppeals,
        record: leaveRecords,
        teacherName,
        teacherEmail: users.email,
        decidedByName: staff.name,
      })
      .from(leaveAppeals)
      .innerJoin(leaveRecords, eq(leaveRecords.id, leaveAppeals.leaveId))
      .innerJoin(users, eq(users.id, leaveAppeals.teacherId))
      .leftJoin(teachers, eq(teachers.userId, leaveAppeals.teacherId))
      .leftJoin(resumes, eq(resumes.userId, leaveAppeals.teacherId))
      .leftJoin(staff, eq(staff.id, leaveAppeals.decidedBy));
  return {
    /** The appeal's id, or undefined when the record was appealed before (the unique index). */
    async file(row: {
      leaveId: number;
      teacherId: number;
      message: string;
      createdAt: Date;
    }): Promise<number | undefined> {
      const [inserted] = await appeals.create(
        'file',
        { by: 'teacher', userId: row.teacherId },
        [row],
        true,
      );
      return inserted?.id;
    },

    /** Links claimed files to the appeal, in the order sent (decision 071). */
    async attach(appealId: number, fileIds: readonly string[]): Promise<void> {
      if (fileIds.length === 0) return;
      await db
        .insert(leaveAppealFiles)
        .values(fileIds.map((fileId, position) => ({ appealId, fileId, position })));
    },

    /** The appeals' files with their names, in the order sent. */
    async filesOf(appealIds: readonly number[]) {
      const byAppeal = new Map<number, { objectName: string; fileName: string }[]>();
      if (appealIds.length === 0) return byAppeal;
      const rows = await db
        .select({
          appealId: leaveAppealFiles.appealId,
          objectName: fileGrants.id,
          fileName: fileGrants.fileName,
        })
        .from(leaveAppealFiles)
        .innerJoin(fileGrants, eq(fileGrants.id, leaveAppealFiles.fileId))
        .where(inArray(leaveAppealFiles.appealId, [...appealIds]))
        .orderBy(asc(leaveAppealFiles.position));
      for (const { appealId, ...file } of rows)
        byAppeal.set(appealId, [...(byAppeal.get(appealId) ?? []), file]);
      return byAppeal;
    },

    /** One file of one appeal, with where it is stored; undefined when not that appeal's. */
    async fileOf(appealId: number, fileId: string) {
      const [row] = await db
        .select({
          teacherId: leaveAppeals.teacherId,
          fileName: fileGrants.fileName,
          storageKey: fileGrants.storageKey,
        })
        .from(leaveAppealFiles)
        .innerJoin(leaveAppeals, eq(leaveAppeals.id, leaveAppealFiles.appealId))
        .innerJoin(fileGrants, eq(fileGrants.id, leaveAppealFiles.fileId))
        .where(and(eq(leaveAppealFiles.appealId, appealId), eq(leaveAppealFiles.fileId, fileId)));
      return row;
    },

    async ofRecords(leaveIds: readonly number[]): Promise<Map<number, AppealRow>> {
      if (leaveIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(leaveAppeals)
        .where(inArray(leaveAppeals.leaveId, [...leaveIds]));
      return new Map(rows.map((row) => [row.leaveId, row]));
    },

    async find(appealId: number) {
      const [row] = await listed().where(eq(leaveAppeals.id, appealId));
      return row;
    },

    /** Decides a waiting appeal; false when it was decided already. */
    async decide(
      appealId: number,
      decision: { move: 'accept' | 'reject'; staffId: number; reason: string },
      now: Date,
    ): Promise<boolean> {
      const mover: Mover = { by: 'staff', staffId: decision.staffId };
      const moved = await appeals.move(decision.move, mover, eq(leaveAppeals.id, appealId), {
        decidedBy: decision.staffId,
        decisionReason: decision.reason,
        decidedAt: now,
      });
      return moved.length > 0;
    },

    /** Appeals for the console, newest first. */
    async page(
      filter: { status?: AppealStatus | undefined; teacherId?: number | undefined },
      page: { index: number; size: number },
    ) {
      const where = and(
        filter.status ? eq(leaveAppeals.status, filter.status) : undefined,
        filter.teacherId ? eq(leaveAppeals.teacherId, filter.teacherId) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(leaveAppeals).where(where);
      const rows = await listed()
        .where(where)
        .orderBy(desc(leaveAppeals.createdAt), desc(leaveAppeals.id))
        .limit(page.size)
        .offset((page.index - 1) * page.size);
      return { total: total?.n ?? 0, rows };
    },
  };
}
export type LeaveAppealsRepository = ReturnType<typeof createLeaveAppealsRepository>;
export type ListedAppeal = NonNullable<Awaited<ReturnType<LeaveAppealsRepository['find']>>>;
