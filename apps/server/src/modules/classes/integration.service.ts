import {
  courseTypeOpenable,
  SLOT,
  type BookStudentsRequest,
  type FinishType,
  type IntegrationClass,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { SlotRow } from './class-slots.repository.js';
import { studentViews } from './class-views.js';
import type { ClassLifecycle } from './class-lifecycle.service.js';

interface Deps {
  uow: Uow;
  repositories: Pick<Repositories, 'classSlots' | 'classStats'>;
  lifecycle: ClassLifecycle;
  clock?: () => Date;
}

/** PostgreSQL's unique violation: the student is already in the class. */
const UNIQUE_VIOLATION = '23505';

/**
 * The student side's calls (decision 039): it finds opened classes, books and cancels students,
 * reports outcomes and demand. Capacity is the database's: a conditional update of the seats.
 */
export function createIntegrationService({
  uow,
  repositories,
  lifecycle,
  clock = () => new Date(),
}: Deps) {
  const { classSlots, classStats } = repositories;

  async function view(row: SlotRow): Promise<IntegrationClass> {
    const [students, outcomes] = await Promise.all([
      classSlots.studentsOf([row.id]),
      classSlots.outcomesOf([row.id]),
    ]);
    return {
      classId: row.id,
      teacherId: row.teacherId,
      startTime: row.startsAt.getTime(),
      endTime: row.teachingEndsAt.getTime(),
      courseType: row.courseType as IntegrationClass['courseType'],
      smartClassType: row.smartClassType,
      status: row.status as IntegrationClass['status'],
      students: studentViews(students.get(row.id) ?? []),
      finishType: (outcomes.get(row.id) ?? null) as FinishType | null,
    };
  }

  async function found(classId: number): Promise<SlotRow> {
    const row = await classSlots.find(classId);
    if (!row || row.status === SLOT.CANCELLED) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    return row;
  }

  return {
    async openUnits(query: {
      courseType?: string | undefined;
      startTime: number;
      endTime: number;
    }) {
      const rows = await classSlots.bookable(
        query.courseType,
        new Date(query.startTime),
        new Date(query.endTime),
        clock(),
      );
      return rows.map((row) => ({
        classId: row.id,
        teacherId: row.teacherId,
        startTime: row.startsAt.getTime(),
        endTime: row.teachingEndsAt.getTime(),
        courseType: row.courseType as IntegrationClass['courseType'],
        smartClassType: row.smartClassType,
        seatsLeft: row.capacity - row.studentCount,
        peakTime: row.peak,
      }));
    },

    /** Books students into the teacher's class at that time: all of them, or none. */
    async book(request: BookStudentsRequest): Promise<IntegrationClass> {
      // UNKNOWN, ANSWER, COURSE: no class is one (decision 073).
      if (!courseTypeOpenable(request.courseType))
        throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      const now = clock();
      const studentIds = [...new Set(request.studentIds)];
      const childOf = new Map((request.children ?? []).map((child) => [child.studentId, child]));
      const row = await uow.run(async (tx) => {
        const slot = await tx.classSlots.classAt(
          request.teacherId,
          new Date(request.startTime),
          request.courseType,
        );
        if (!slot) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        if (slot.startsAt <= now) throw new AppError('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
        const seated = await tx.classSlots.takeSeats(slot.id, studentIds.length, now);
        if (!seated) throw new AppError('BIZ_TEACHER_COURSE_ALREADY_BOOKED');
        try {
          await tx.classSlots.addStudents(
            studentIds.map((studentId) => ({
              slotId: slot.id,
              studentId,
              level: request.level ?? null,
              unit: request.unit ?? null,
              lesson: request.lesson ?? null,
              firstName: childOf.get(studentId)?.firstName ?? null,
              age: childOf.get(studentId)?.age ?? null,
              bookedAt: now,
            })),
          );
        } catch (error) {
          if (causeCode(error) === UNIQUE_VIOLATION)
            throw new AppError('BIZ_TEACHER_COURSE_ALREADY_BOOKED');
          throw error;
        }
        return seated;
      });
      return view(row);
    },

    async cancelStudent(classId: number, studentId: string): Promise<IntegrationClass> {
      const now = clock();
      const row = await uow.run(async (tx) => {
        const slot = await tx.classSlots.find(classId);
        if (!slot || slot.status === SLOT.CANCELLED)
          throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        if (slot.startsAt <= now) throw new AppError('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
        if (!(await tx.classSlots.cancelStudent(slot.id, studentId, now)))
          throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        const reopen =
          slot.courseType === 'MAIN' || slot.courseType === 'MAIN_1_V_2'
            ? 'unbookLastOpen'
            : 'unbookLastIntention';
        const freed = await tx.classSlots.freeSeat(slot.id, reopen, now);
        if (!freed) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        return freed;
      });
      return view(row);
    },

    async getClass(classId: number): Promise<IntegrationClass> {
      return view(await found(classId));
    },

    async recordOutcome(classId: number, finishType: FinishType): Promise<IntegrationClass> {
      await found(classId);
      await lifecycle.report(classId, finishType);
      return view(await found(classId));
    },

    async demand(request: { courseType: string; startTime: number; students: number }) {
      if (!courseTypeOpenable(request.courseType))
        throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      await classStats.recordDemand(
        request.courseType,
        new Date(request.startTime),
        request.students,
        clock(),
      );
      return { startTime: request.startTime, students: request.students };
    },
  };
}

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
