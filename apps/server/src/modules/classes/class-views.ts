import {
  classJoinable,
  classWireNames,
  type FinishType,
  type TeacherClass,
} from '@portal/contracts';
import type { SlotRow, StudentRow } from './class-slots.repository.js';
import type { WeekClass } from './class-week.repository.js';

/** Children as every answer shows them (the first name and age: decision 061). */
export function studentViews(rows: readonly StudentRow[]): TeacherClass['students'] {
  return rows.map((s) => ({
    studentId: s.studentId,
    level: s.level,
    unit: s.unit,
    lesson: s.lesson,
    firstName: s.firstName,
    age: s.age,
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
    // The contracts' rule, which the home page's Join button follows as the minutes pass.
    joinable: classJoinable(
      { status: row.status, startsAt: row.startsAt, endsAt: row.teachingEndsAt },
      now,
    ),
    ...classWireNames(row.startsAt, row.teachingEndsAt, row.smartClassType),
  };
}
