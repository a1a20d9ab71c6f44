import {
  cancellationCost,
  costFingerprint,
  messageFor,
  type CancelActor,
  type CancellationReason,
  type CancellationResult,
  type CancellationType,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { HandedOver } from '../classes/standby-hand-over.js';
import { writeCancellation } from './cancellation-writer.js';
import type { HeldClass } from './leave-classes.repository.js';
import { leaveClassOf, leaveState, otherPeriodCounts, resultOf } from './leave-state.js';
import type { LeaveRepositories } from './leave.repositories.js';

/** How the classes are picked: by ids, by start times, or every class still to come in a range. */
export type LeavePick =
  | { slotIds: readonly number[] }
  | { startTimes: readonly number[] }
  | { range: { start: number; end: number } };

export interface CancelInput {
  teacherId: number;
  pick: LeavePick;
  type: CancellationType;
  reason: CancellationReason;
  reasonText?: string | undefined;
  by: CancelActor;
  staffId?: number | undefined;
  note?: string | undefined;
  preview: boolean;
  /** What the preview showed; a confirmation computing another cost is refused. */
  fingerprint?: string | undefined;
  /** Every booked class must go to a standby teacher (a call-in), else nothing is written. */
  requireStandby?: boolean;
  /** Staff's confirmation is audited as an emergency; a call-in audits itself (`alsoWrite`). */
  auditAsEmergency?: boolean;
  /** More writes of the same unit, after the records (a fixed class's weeks taken out). */
  alsoWrite?: (
    tx: Repositories,
    written: {
      leaveId: number;
      given: readonly HeldClass[];
      handedOver: ReadonlyMap<number, HandedOver>;
      now: Date;
    },
  ) => Promise<void>;
}

interface Deps {
  uow: Uow;
  leave: LeaveRepositories;
  supportEmail: string;
  clock: () => Date;
}

/**
 * Giving classes back (decision 041): one function, `cancellationCost`, answers the preview
 * and, computed again inside the confirming unit of work under the teacher's row lock, decides
 * what is written. The teacher's, staff's emergency and the fixed leave's confirmations all
 * come through here.
 */
export function createCancellationService({ uow, leave, supportEmail, clock }: Deps) {
  async function pickedRows(repos: LeaveRepositories, teacherId: number, pick: LeavePick) {
    if ('range' in pick)
      return repos.classes.inRange(teacherId, pick.range.start, pick.range.end, true);
    const rows =
      'slotIds' in pick
        ? await repos.classes.byIds(teacherId, pick.slotIds)
        : await repos.classes.byStarts(teacherId, pick.startTimes);
    const asked = 'slotIds' in pick ? pick.slotIds.length : new Set(pick.startTimes).size;
    // Another teacher's class, or no class at that time: none of them is this teacher's to give.
    if (rows.length < asked) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    return rows;
  }

  async function costOf(
    repos: LeaveRepositories,
    input: CancelInput,
    now: number,
    teacher: { activatedAt: Date } | undefined,
  ) {
    const state = await leaveState(repos, input.teacherId, now, teacher);
    const rows = await pickedRows(repos, input.teacherId, input.pick);
    const classes = rows.map((row) => leaveClassOf(row, state));
    const cost = cancellationCost({
      classes,
      currentPeriodKey: state.period.key,
      periodCounts: await otherPeriodCounts(repos, input.teacherId, state, classes),
      now,
      type: input.type,
      reason: input.reason,
      reasonText: input.reasonText ?? null,
      by: input.by,
      policy: state.policy,
      before: state.counts,
    });
    return { state, rows, cost };
  }

  /** A confirmation that gives nothing back, or refuses a class: the first class's code. */
  function refuse(cost: ReturnType<typeof cancellationCost>): never {
    const params = { email: supportEmail };
    const [first] = cost.refusals;
    if (!first) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST', { params });
    const fields = Object.fromEntries(
      cost.refusals.map((r) => [String(r.slotId), messageFor(r.code, params)]),
    );
    throw new AppError(first.code, { params, fields });
  }

  return {
    async cancel(input: CancelInput): Promise<CancellationResult> {
      const now = clock();
      if (input.preview) {
        const teacher = await leave.classes.teacher(input.teacherId);
        return resultOf((await costOf(leave, input, now.getTime(), teacher)).cost, null);
      }
      return uow.run(async (tx) => {
        const teacher = await tx.leave.classes.lockTeacher(input.teacherId);
        if (!teacher) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        const { state, rows, cost } = await costOf(tx.leave, input, now.getTime(), teacher);
        if (input.fingerprint && input.fingerprint !== costFingerprint(cost))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        if (!cost.ok) refuse(cost);
        if (input.requireStandby && cost.classes.some((c) => c.handOver !== 'STANDBY'))
          throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        const { leaveId, handedOver } = await writeCancellation(tx, {
          teacherId: input.teacherId,
          type: input.type,
          reason: input.reason,
          reasonText: input.reasonText,
          by: input.by,
          staffId: input.staffId,
          note: input.note,
          periodIndex: state.period.index,
          cost,
          rows: rows.map((r) => r.slot),
          now,
        });
        await input.alsoWrite?.(tx, { leaveId, given: rows, handedOver, now });
        if (input.staffId && input.auditAsEmergency !== false)
          await tx.staffActions.record({
            staffId: input.staffId,
            action: 'recordEmergencyCancellation',
            userId: input.teacherId,
            detail: { leaveId, classes: cost.totals.classes, fineCents: cost.totals.fineCents },
          });
        return resultOf(cost, leaveId);
      });
    },
  };
}
export type CancellationService = ReturnType<typeof createCancellationService>;
