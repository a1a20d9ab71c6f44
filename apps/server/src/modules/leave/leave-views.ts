import {
  appealRefusal,
  classWireNames,
  CLASS_RELEASE_LABELS,
  freePassRefusal,
  recordResult,
  type AppealView,
  type ClassReleaseReason,
  type ClassReleaseRow,
  type CancellationReason,
  type CancellationType,
  type CancelTier,
  type ClassCostView,
  type CourseType,
  type HandOverTarget,
  type LeaveDetail,
  type LeaveKind,
  type LeaveRecordRow as LeaveRecordView,
  type LeaveRecordStatus,
} from '@portal/contracts';
import type { ClassReleaseRow as ClassReleaseRowOf } from './class-releases.repository.js';
import type { AppealRow } from './leave-appeals.repository.js';
import type { LeaveClassRow, LeaveRecordRow, RecordedClass } from './leave-records.repository.js';

/** A recorded class as the screens read it: the cost it was written with. */
export function classView(cls: LeaveClassRow): ClassCostView {
  return {
    slotId: cls.slotId,
    startTime: cls.startsAt.getTime(),
    courseType: cls.courseType as CourseType,
    tier: cls.tier as CancelTier | null,
    fineCents: cls.fineCents,
    payLostCents: cls.payLostCents,
    carrotsLost: cls.carrotsLost,
    counted: cls.counted,
    creditUsed: cls.creditUsed,
    beyondAllowance: cls.beyondAllowance,
    handOver: cls.handOver as HandOverTarget,
    refusal: null,
  };
}

export function appealView(appeal: AppealRow, files: AppealView['files'] = []): AppealView {
  return {
    appealId: appeal.id,
    leaveId: appeal.leaveId,
    message: appeal.message,
    status: appeal.status as AppealView['status'],
    createdAt: appeal.createdAt.getTime(),
    decidedAt: appeal.decidedAt?.getTime() ?? null,
    decisionReason: appeal.decisionReason,
    files,
  };
}

/** A record's short names (decision 073): its first class's start to its last one's end. */
function recordWireNames(record: LeaveRecordRow, classes: readonly RecordedClass[]) {
  const first = classes[0];
  const start = first?.startsAt.getTime() ?? record.createdAt.getTime();
  const end = Math.max(start, ...classes.map((c) => c.teachingEndsAt.getTime()));
  return classWireNames(start, end, first?.smartClassType ?? '');
}

const sum = (classes: readonly LeaveClassRow[], pick: (c: LeaveClassRow) => number) =>
  classes.reduce((n, c) => n + pick(c), 0);

/**
 * A record with its classes' totals as written, its result now (costs standing or given
 * back: contracts `recordResult`, decision 059) and what the teacher may still do with it.
 */
export function recordView(
  record: LeaveRecordRow,
  classes: readonly RecordedClass[],
  appeal: AppealRow | undefined,
  freePassesLeft: number,
): LeaveRecordView {
  const state = { kind: record.kind as LeaveKind, status: record.status as LeaveRecordStatus };
  const type = record.type as CancellationType | null;
  return {
    leaveId: record.id,
    kind: state.kind,
    type,
    reason: record.reason as CancellationReason | null,
    reasonText: record.reasonText,
    recordedBy: record.recordedBy as LeaveRecordView['recordedBy'],
    createdAt: record.createdAt.getTime(),
    firstStartTime: classes[0]?.startsAt.getTime() ?? record.createdAt.getTime(),
    classCount: classes.length,
    ...recordWireNames(record, classes),
    status: state.status,
    fineCents: sum(classes, (c) => c.fineCents),
    payLostCents: sum(classes, (c) => c.payLostCents),
    carrotsLost: sum(classes, (c) => c.carrotsLost),
    counted: sum(classes, (c) => Number(c.counted)),
    creditsUsed: sum(classes, (c) => Number(c.creditUsed)),
    result: recordResult(state, classes),
    appealable: appealRefusal({ ...state, type, appealed: appeal !== undefined }) === null,
    freePassUsable: freePassRefusal(state, freePassesLeft) === null,
  };
}

export function detailView(
  record: LeaveRecordRow,
  classes: readonly RecordedClass[],
  appeal: AppealRow | undefined,
  freePassesLeft: number,
  appealFiles: AppealView['files'] = [],
): LeaveDetail {
  return {
    ...recordView(record, classes, appeal, freePassesLeft),
    classes: classes.map(classView),
    appeal: appeal ? appealView(appeal, appealFiles) : null,
    note: record.note,
  };
}

/** A released class as the console reads it (decision 052). */
export function releaseView(
  row: ClassReleaseRowOf,
  slot: { startsAt: Date; courseType: string } | undefined,
): ClassReleaseRow {
  const reason = row.reason as ClassReleaseReason;
  return {
    classId: row.slotId,
    startTime: slot?.startsAt.getTime() ?? 0,
    courseType: slot?.courseType ?? '',
    reason,
    reasonLabel: CLASS_RELEASE_LABELS[reason],
    handOver: row.handOver as HandOverTarget,
    standbyClassId: row.standbySlotId,
    releasedAt: row.createdAt.getTime(),
  };
}
