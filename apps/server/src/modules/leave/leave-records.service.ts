import {
  appealRefusal,
  beijingMonthOf,
  costsStand,
  freePassRefusal,
  type CancellationType,
  type LeaveDetail,
  type LeaveKind,
  type LeaveRecordStatus,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import { reverseCosts } from './leave-reversal.js';
import { leaveState } from './leave-state.js';
import { classView, detailView, recordView } from './leave-views.js';
import type { LeaveRepositories } from './leave.repositories.js';

interface Deps {
  uow: Uow;
  leave: LeaveRepositories;
  supportEmail: string;
  log: FastifyBaseLogger;
  clock: () => Date;
}

const notFound = () => new AppError('NOT_FOUND');

/**
 * A teacher's records (decision 041): the history and details, the current period's classes,
 * an appeal (once), and a no-show removed with the year's free pass. A record is reached only
 * by its own teacher; any other answers NOT_FOUND, as if it did not exist.
 */
export function createLeaveRecordsService({ uow, leave, supportEmail, log, clock }: Deps) {
  const passesLeft = async (userId: number) =>
    (await leaveState(leave, userId, clock().getTime(), await leave.classes.teacher(userId))).counts
      .freePassesLeft;

  async function detail(userId: number, leaveId: number, kind?: LeaveKind): Promise<LeaveDetail> {
    const record = await leave.records.find(leaveId);
    if (!record || record.teacherId !== userId || (kind && record.kind !== kind)) throw notFound();
    const [classes, appeals, passes] = await Promise.all([
      leave.records.classesOf([leaveId]),
      leave.appeals.ofRecords([leaveId]),
      passesLeft(userId),
    ]);
    const appeal = appeals.get(leaveId);
    const files = appeal ? await leave.appeals.filesOf([appeal.id]) : undefined;
    return detailView(
      record,
      classes.get(leaveId) ?? [],
      appeal,
      passes,
      appeal ? files?.get(appeal.id) : undefined,
    );
  }

  return {
    detail: (userId: number, leaveId: number) => detail(userId, leaveId),

    async noShowDetail(userId: number, leaveId: number) {
      // The record first: another teacher's is refused before anything else is read.
      const record = await detail(userId, leaveId, 'NO_SHOW');
      const state = await leaveState(
        leave,
        userId,
        clock().getTime(),
        await leave.classes.teacher(userId),
      );
      return {
        ...record,
        freePassesLeft: state.counts.freePassesLeft,
        passYearEnd: state.passYear.end,
      };
    },

    async history(
      userId: number,
      query: {
        monthStartTime?: number | undefined;
        kind?: LeaveKind | undefined;
        pageIndex: number;
        pageSize: number;
      },
    ) {
      const range =
        query.monthStartTime === undefined ? undefined : beijingMonthOf(query.monthStartTime);
      const page = await leave.records.page(
        userId,
        { range, kind: query.kind },
        { index: query.pageIndex, size: query.pageSize },
      );
      const ids = page.rows.map((r) => r.id);
      const [classes, appeals, passes] = await Promise.all([
        leave.records.classesOf(ids),
        leave.appeals.ofRecords(ids),
        passesLeft(userId),
      ]);
      return {
        total: page.total,
        list: page.rows.map((r) =>
          recordView(r, classes.get(r.id) ?? [], appeals.get(r.id), passes),
        ),
      };
    },

    /** Each class given back or missed in the current contract period. */
    async classList(userId: number, query: { pageIndex: number; pageSize: number }) {
      const teacher = await leave.classes.teacher(userId);
      const state = await leaveState(leave, userId, clock().getTime(), teacher);
      const page = await leave.records.classPage(userId, state.period, {
        index: query.pageIndex,
        size: query.pageSize,
      });
      return {
        total: page.total,
        list: page.rows.map(({ record, cls }) => ({
          ...classView(cls),
          leaveId: record.id,
          kind: record.kind as LeaveKind,
          status: record.status as LeaveRecordStatus,
          costsStand: costsStand(record.status as LeaveRecordStatus),
        })),
      };
    },

    /**
     * Contests a no-show or an emergency cancellation, once; OPERATIONS decide it. The files
     * sent with it (decision 071) are the teacher's completed APPEAL_EVIDENCE uploads, claimed
     * in the same unit of work: one that is not is FORBIDDEN, and nothing is written.
     */
    async appeal(
      userId: number,
      input: { leaveId: number; message: string; files?: readonly string[] | undefined },
    ) {
      const now = clock();
      await uow.run(async (tx) => {
        const record = await tx.leave.records.find(input.leaveId);
        if (!record || record.teacherId !== userId) throw notFound();
        const appealed = (await tx.leave.appeals.ofRecords([record.id])).has(record.id);
        const refusal = appealRefusal({
          kind: record.kind as LeaveKind,
          status: record.status as LeaveRecordStatus,
          type: record.type as CancellationType | null,
          appealed,
        });
        if (refusal) throw new AppError(refusal);
        const appealId = await tx.leave.appeals.file({
          leaveId: record.id,
          teacherId: userId,
          message: input.message,
          createdAt: now,
        });
        // A parallel appeal of the same record was first: the unique index says so.
        if (appealId === undefined) throw new AppError('BIZ_TEACHER_APPEAL_NOT_ALLOWED');
        // At most APPEAL_FILES_MAX, distinct: the request's schema (contracts) said so.
        const fileIds = input.files ?? [];
        for (const fileId of fileIds) {
          const claimed = await tx.files.claim(fileId, userId, 'APPEAL_EVIDENCE');
          if (!claimed || claimed.size === null) throw new AppError('FORBIDDEN');
        }
        await tx.leave.appeals.attach(appealId, fileIds);
        if (!(await tx.leave.records.move(record.id, 'appeal', { by: 'teacher', userId }, now)))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      });
      return detail(userId, input.leaveId);
    },

    /**
     * Removes a no-show with this contract year's free pass: the pass is spent (a row, unique
     * per record), the record REMOVED, its fine given back by a new row (pay and carrots follow the class's
     * outcome, decision 052).
     */
    async freeRemoval(userId: number, leaveId: number) {
      const now = clock();
      await uow.run(async (tx) => {
        // The teacher's row lock: two removals in parallel cannot both spend the last pass.
        const teacher = await tx.leave.classes.lockTeacher(userId);
        const record = await tx.leave.records.find(leaveId);
        if (!teacher || !record || record.teacherId !== userId) throw notFound();
        const state = await leaveState(tx.leave, userId, now.getTime(), teacher);
        const refusal = freePassRefusal(
          { kind: record.kind as LeaveKind, status: record.status as LeaveRecordStatus },
          state.counts.freePassesLeft,
        );
        if (refusal) throw new AppError(refusal, { params: { email: supportEmail } });
        const spent = await tx.leave.policy.usePass({
          leaveId,
          teacherId: userId,
          passYearIndex: state.passYear.index,
          createdAt: now,
        });
        if (
          !spent ||
          !(await tx.leave.records.move(leaveId, 'removeWithPass', { by: 'teacher', userId }, now))
        )
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const classes = (await tx.leave.records.classesOf([leaveId])).get(leaveId) ?? [];
        await reverseCosts(tx, classes, `pass:${leaveId}`, now, { credits: false });
      });
      log.info({ teacherId: userId, leaveId }, 'no-show removed with a free pass');
      const state = await leaveState(
        leave,
        userId,
        clock().getTime(),
        await leave.classes.teacher(userId),
      );
      return { record: await detail(userId, leaveId), counts: state.counts };
    },
  };
}
export type LeaveRecordsService = ReturnType<typeof createLeaveRecordsService>;
