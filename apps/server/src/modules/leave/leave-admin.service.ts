import { randomUUID } from 'node:crypto';
import {
  TABLE_PAGE_SIZE,
  STANDBY_CALL_IN_REASON_TEXT,
  type AppealDecision,
  type AppealStatus,
  type CancellationPolicy,
  type CancellationReason,
  type OpsAppealRow,
  type OpsTeacherLeave,
} from '@portal/contracts';
import type { HandedOver } from '../classes/standby-hand-over.js';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import type { CancellationService } from './cancellation.service.js';
import type { ListedAppeal } from './leave-appeals.repository.js';
import { reverseCosts } from './leave-reversal.js';
import { leaveState, policyOf } from './leave-state.js';
import { appealView, recordView, releaseView } from './leave-views.js';
import type { LeaveRepositories } from './leave.repositories.js';
import { infoView } from './leave.service.js';

interface Deps {
  uow: Uow;
  leave: LeaveRepositories;
  cancellation: CancellationService;
  clock: () => Date;
}

/** Records the console reads at once: one contract period's worth. */
const PERIOD_RECORDS_MAX = 200;

/**
 * OPERATIONS' side of leave (decision 041): a teacher's counts and records, an emergency
 * cancellation a teacher phoned in (the same cost function, by STAFF), cancellation credits,
 * appeals, the policy. Every change is in the audit trail, in its own unit of work.
 */
export function createLeaveAdminService({ uow, leave, cancellation, clock }: Deps) {
  async function stateOf(userId: number) {
    const teacher = await leave.classes.teacher(userId);
    if (!teacher) throw new AppError('NOT_FOUND');
    return leaveState(leave, userId, clock().getTime(), teacher);
  }

  async function appealRows(listed: readonly ListedAppeal[]): Promise<OpsAppealRow[]> {
    const ids = listed.map((row) => row.record.id);
    const [classes, files] = await Promise.all([
      leave.records.classesOf(ids),
      leave.appeals.filesOf(listed.map((row) => row.appeal.id)),
    ]);
    const passes = new Map<number, number>();
    for (const teacherId of new Set(listed.map((row) => row.appeal.teacherId)))
      passes.set(teacherId, (await stateOf(teacherId)).counts.freePassesLeft);
    return listed.map((row) => ({
      ...appealView(row.appeal, files.get(row.appeal.id)),
      teacherId: row.appeal.teacherId,
      teacherName: row.teacherName,
      teacherEmail: row.teacherEmail,
      record: recordView(
        row.record,
        classes.get(row.record.id) ?? [],
        row.appeal,
        passes.get(row.appeal.teacherId) ?? 0,
      ),
      decidedBy: row.decidedByName,
    }));
  }

  async function appealRow(appealId: number): Promise<OpsAppealRow> {
    const row = await leave.appeals.find(appealId);
    if (!row) throw new AppError('NOT_FOUND');
    const [view] = await appealRows([row]);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  return {
    async teacherLeave(userId: number): Promise<OpsTeacherLeave> {
      const state = await stateOf(userId);
      const page = await leave.records.page(
        userId,
        { range: state.period },
        { index: 1, size: PERIOD_RECORDS_MAX },
      );
      const ids = page.rows.map((r) => r.id);
      const [classes, appeals] = await Promise.all([
        leave.records.classesOf(ids),
        leave.appeals.ofRecords(ids),
      ]);
      const releases = await leave.releases.page(userId, PERIOD_RECORDS_MAX);
      const released = await leave.classes.byIds(
        userId,
        releases.map((r) => r.slotId),
      );
      const slotOf = new Map(released.map((row) => [row.slot.id, row.slot]));
      return {
        ...infoView(state),
        userId,
        records: page.rows.map((r) =>
          recordView(r, classes.get(r.id) ?? [], appeals.get(r.id), state.counts.freePassesLeft),
        ),
        releases: releases.map((r) => releaseView(r, slotOf.get(r.slotId))),
      };
    },

    /** An emergency the teacher phoned in: previewed, then confirmed (audited on confirming). */
    async recordEmergency(
      staffId: number,
      userId: number,
      request: {
        slotIds: number[];
        reason: CancellationReason;
        reasonText?: string | undefined;
        note?: string | undefined;
        preview: boolean;
        fingerprint?: string | undefined;
      },
    ) {
      if (!(await leave.classes.teacher(userId))) throw new AppError('NOT_FOUND');
      return cancellation.cancel({
        teacherId: userId,
        pick: { slotIds: request.slotIds },
        type: 'EMERGENCY_CANCELLATION',
        reason: request.reason,
        reasonText: request.reasonText,
        by: 'STAFF',
        staffId: request.preview ? undefined : staffId,
        note: request.note,
        preview: request.preview,
        fingerprint: request.fingerprint,
      });
    },

    /**
     * A standby called in for a teacher who cannot come (decision 052): the class goes to the
     * first standby teacher of its time, and the absent teacher's cancellation is recorded in
     * the same unit of work, at the tier of now (REGULAR, by staff) or as an emergency
     * (appealable) when staff say so. No standby holds the time: nothing is written.
     */
    async callInStandby(
      staffId: number,
      classId: number,
      input: { emergency: boolean; note?: string | undefined },
    ): Promise<HandedOver> {
      const teacherId = await leave.classes.teacherOf(classId);
      if (teacherId === undefined) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      let taken: HandedOver | undefined;
      await cancellation.cancel({
        teacherId,
        pick: { slotIds: [classId] },
        type: input.emergency ? 'EMERGENCY_CANCELLATION' : 'REGULAR_CANCELLATION',
        reason: 'OTHER',
        reasonText: STANDBY_CALL_IN_REASON_TEXT,
        by: 'STAFF',
        staffId,
        note: input.note,
        preview: false,
        requireStandby: true,
        auditAsEmergency: false,
        alsoWrite: async (tx, { leaveId, handedOver }) => {
          taken = handedOver.get(classId);
          await tx.staffActions.record({
            staffId,
            action: 'callInStandby',
            userId: teacherId,
            detail: {
              classId,
              leaveId,
              emergency: input.emergency ? 1 : 0,
              standbyClassId: taken?.classId ?? 0,
              standbyTeacherId: taken?.teacherId ?? 0,
            },
          });
        },
      });
      if (!taken) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      return taken;
    },

    async grantCredits(
      staffId: number,
      userId: number,
      input: { credits: number; reason: string },
    ) {
      const now = clock();
      await uow.run(async (tx) => {
        if (!(await tx.leave.classes.lockTeacher(userId))) throw new AppError('NOT_FOUND');
        await tx.leave.ledgers.appendCredit({
          userId,
          amount: input.credits,
          reason: 'GRANT',
          staffId,
          note: input.reason,
          sourceKey: `grant:${randomUUID()}`,
          createdAt: now,
        });
        await tx.staffActions.record({
          staffId,
          action: 'grantCancellationCredits',
          userId,
          detail: { credits: input.credits, reason: input.reason },
        });
      });
      return { userId, credits: await leave.ledgers.credits(userId) };
    },

    async listAppeals(query: {
      status?: AppealStatus | undefined;
      teacherId?: number | undefined;
      pageIndex?: number | undefined;
      pageSize?: number | undefined;
    }) {
      const page = await leave.appeals.page(
        { status: query.status, teacherId: query.teacherId },
        { index: query.pageIndex ?? 1, size: query.pageSize ?? TABLE_PAGE_SIZE },
      );
      return { total: page.total, list: await appealRows(page.rows) };
    },

    /** ACCEPT reverses the record's costs with new rows; REJECT upholds them. Once. */
    async decideAppeal(
      staffId: number,
      appealId: number,
      input: { decision: AppealDecision; reason: string },
    ): Promise<OpsAppealRow> {
      const now = clock();
      const accept = input.decision === 'ACCEPT';
      await uow.run(async (tx) => {
        const row = await tx.leave.appeals.find(appealId);
        if (!row) throw new AppError('NOT_FOUND');
        const leaveId = row.record.id;
        const decided = await tx.leave.appeals.decide(
          appealId,
          { move: accept ? 'accept' : 'reject', staffId, reason: input.reason },
          now,
        );
        if (
          !decided ||
          !(await tx.leave.records.move(
            leaveId,
            accept ? 'acceptAppeal' : 'rejectAppeal',
            { by: 'staff', staffId },
            now,
          ))
        )
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        if (accept) {
          const classes = (await tx.leave.records.classesOf([leaveId])).get(leaveId) ?? [];
          await reverseCosts(tx, classes, `appeal:${appealId}`, now, { credits: true });
        }
        await tx.staffActions.record({
          staffId,
          action: 'decideLeaveAppeal',
          userId: row.appeal.teacherId,
          detail: { appealId, leaveId, decision: input.decision, reason: input.reason },
        });
      });
      return appealRow(appealId);
    },

    getPolicy: (): Promise<CancellationPolicy> => policyOf(leave),

    /** New numbers apply from now on: records already written keep what they cost. */
    async updatePolicy(staffId: number, policy: CancellationPolicy): Promise<CancellationPolicy> {
      const now = clock();
      await uow.run(async (tx) => {
        await tx.leave.policy.savePolicy(policy, staffId, now);
        await tx.staffActions.record({
          staffId,
          action: 'editCancellationPolicy',
          detail: { ...policy },
        });
      });
      return policyOf(leave);
    },
  };
}
export type LeaveAdminService = ReturnType<typeof createLeaveAdminService>;
