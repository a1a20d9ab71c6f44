import { classRoomOpen, SLOT, type FinishType, type TeacherClass } from '@portal/contracts';
import type { SlotRow, StudentRow } from './class-slots.repository.js';
import type { WeekClass } from './class-week.repository.js';

/** Students as every answer shows them. */
export function studentViews(rows: readonly StudentRow[]): TeacherClass['students'] {
  return rows.map((s) => ({
    studentId: s.studentId,
    level: s.level,
    unit: s.unit,
    lesson: s.lesson,
  }));
}

/** A stored row with its students and latest outcome, in the schedule read's shape. */
export function weekClassOf(
  row: SlotRow,
  students: readonly StudentRow[],
  finishType: FinishType | undefined,
): WeekClass {
  return {
    id: row.id,
    classTypeId: row.classTypeId,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    teachingEndsAt: row.teachingEndsAt.getTime(),
    smartClassType: row.smartClassType,
    courseType: row.courseType,
    status: row.status,
    peak: row.peak,
    peakCarrots: row.peakCarrots,
    studentCount: row.studentCount,
    fixed: row.fixedPeriodId !== null,
    topic: row.topic,
    lesson: row.lesson,
    fromStandby: row.fromStandby,
    joinedAt: row.joinedAt?.getTime() ?? null,
    students: studentViews(students),
    finishType: finishType ?? null,
  };
}

/** A booked or running class's room, in its window. */
export function isJoinable(status: string, startsAt: number, endsAt: number, now: number): boolean {
  const running = status === SLOT.BOOKED || status === SLOT.IN_PROCESS;
  return running && classRoomOpen({ startsAt, endsAt }, now);
}

/** A class as its teacher reads it. */
export function teacherClassOf(
  row: WeekClass,
  label: string,
  now: number,
  noShowRecord: TeacherClass['noShowRecord'] = null,
): TeacherClass {
  return {
    classId: row.id,
    startTime: row.startsAt,
    endTime: row.teachingEndsAt,
    courseType: row.courseType as TeacherClass['courseType'],
    smartClassType: row.smartClassType,
    label,
    status: row.status as TeacherClass['status'],
    peakTime: row.peak,
    peakCoinCount: row.peakCarrots,
    topic: row.topic,
    lesson: row.lesson,
    students: row.students,
    finishType: row.finishType as FinishType | null,
    noShowRecord,
    fromStandby: row.fromStandby,
    joinedAt: row.joinedAt,
    joinable: isJoinable(row.status, row.startsAt, row.teachingEndsAt, now),
  };
}
