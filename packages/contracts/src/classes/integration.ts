import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { epochMs, optionalText, wireInt } from '../wire.js';
import { classChild, courseType, finishType, smartClassType } from './class-schemas.js';
import { STORED_SLOT_STATUSES } from './slot-statuses.js';
import { WEEK_MS } from '../calendar/durations.js';

/**
 * The role of the product's own operators: spec section 3's `{product}_OPERATOR`, the product
 * being this portal (decision 075). The back office acts through staff sessions, so no key is
 * made with it and the student side's calls refuse it; a key carried over with it is listed.
 */
export const PRODUCT_OPERATOR_ROLE = 'PORTAL_OPERATOR';
/** The operator roles and scopes of spec section 3, for service keys (decision 039). */
export const OPERATOR_ROLES = [
  'STUDENT_OPERATOR',
  'TEACHER_OPERATOR',
  PRODUCT_OPERATOR_ROLE,
] as const;
export const OPERATE_SCOPES = ['READ_OPERATE', 'WRITE_OPERATE', 'READ_WRITE_OPERATE'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export type OperateScope = (typeof OPERATE_SCOPES)[number];
/** The header a service key travels in. */
export const SERVICE_KEY_HEADER = 'x-service-key';

/** Whether a key of `scope` may make a call needing `needed`. */
export function scopeAllows(
  scope: OperateScope,
  needed: 'READ_OPERATE' | 'WRITE_OPERATE',
): boolean {
  return scope === 'READ_WRITE_OPERATE' || scope === needed;
}

/** Students one booking call may place (a main class takes four). */
export const BOOK_STUDENTS_MAX = 4;
const studentId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: FIELD_MESSAGES.invalid });

export const openUnitsQuery = z
  .object({ courseType: optionalText(courseType), startTime: epochMs, endTime: epochMs })
  .refine((q) => q.endTime > q.startTime && q.endTime - q.startTime <= WEEK_MS, {
    path: ['endTime'],
    error: FIELD_MESSAGES.invalid,
  });

/** An opened class with seats left, as the student side finds it. */
export const openUnit = z.object({
  classId: z.number(),
  teacherId: z.number(),
  startTime: z.number(),
  endTime: z.number(),
  courseType,
  smartClassType: z.string(),
  seatsLeft: z.number(),
  peakTime: z.boolean(),
});
export const openUnitList = z.array(openUnit);

/**
 * A child's age in whole years as the student side tells it at the booking (decision 061):
 * the bounds catch a mistake (a birth year sent as the age), not the school's 4 to 12.
 */
export const CHILD_AGE_MIN = 2;
export const CHILD_AGE_MAX = 18;

/**
 * What the teacher may know of a booked child besides the id (decision 061): the first name
 * only, and the age in years. Both optional: a student side that sends neither still books.
 */
export const bookedChild = z.object({
  studentId,
  firstName: optionalText(lineText().max(40)),
  age: optionalText(wireInt.pipe(z.number().int().min(CHILD_AGE_MIN).max(CHILD_AGE_MAX))),
});
export type BookedChild = z.infer<typeof bookedChild>;

/** A booking's fields (a fixed place takes the same ones, without `children`). */
export const bookStudentsFields = z.object({
  teacherId: wireInt,
  startTime: epochMs,
  courseType,
  level: optionalText(lineText().max(40)),
  unit: optionalText(lineText().max(40)),
  lesson: optionalText(lineText().max(80)),
  studentIds: z.array(studentId).min(1).max(BOOK_STUDENTS_MAX),
  children: z.array(bookedChild).max(BOOK_STUDENTS_MAX).optional(),
});

/**
 * Booking students into a teacher's opened slot (known-api.md's facts). `children` names some
 * or all of `studentIds` (decision 061); older clients send only the ids.
 */
export const bookStudentsRequest = bookStudentsFields.refine(
  (request) =>
    (request.children ?? []).every((child) => request.studentIds.includes(child.studentId)),
  { path: ['children'], error: FIELD_MESSAGES.invalid },
);
export type BookStudentsRequest = z.infer<typeof bookStudentsRequest>;

export const cancelStudentRequest = z.object({ classId: wireInt, studentId });
export const classIdParams = z.object({ classId: wireInt });
export const recordOutcomeRequest = z.object({ finishType });

/** A class as the student side reads it: time, students, and how it ended. */
export const integrationClass = z.object({
  classId: z.number(),
  teacherId: z.number(),
  startTime: z.number(),
  endTime: z.number(),
  courseType,
  smartClassType: z.string(),
  status: z.enum(STORED_SLOT_STATUSES),
  students: z.array(classChild),
  finishType: finishType.nullable(),
});
export type IntegrationClass = z.infer<typeof integrationClass>;

/** Students asking for a time: what recommendations read (unmet demand). */
export const demandRequest = z.object({
  courseType,
  startTime: epochMs,
  students: wireInt.pipe(z.number().int().min(0).max(10_000)),
});

export { smartClassType };
