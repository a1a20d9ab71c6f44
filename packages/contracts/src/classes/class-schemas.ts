import { z } from 'zod';
import { LEAVE_RECORD_STATUSES } from '../leave/leave-record.lifecycle.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { epochMs, optionalText, wireInt } from '../wire.js';
import {
  CLASS_KINDS,
  CLASS_PERMISSIONS,
  COURSE_TYPES,
  FINISH_TYPES,
  GRID_COURSE_TYPES,
} from './class-types.js';
import { classWireFields } from './class-wire-fields.js';
import { CYCLE_MAX_WEEKS, OPEN_MAX_UNITS } from './opening-rules.js';
import { SLOT_STATUSES, STORED_SLOT_STATUSES } from './slot-statuses.js';
import { DATA_PAGE_SIZE, pageIndexField, pageSizeField } from '../paging.js';

export const courseType = z.enum(COURSE_TYPES);
export const gridCourseType = z.enum(GRID_COURSE_TYPES, { error: FIELD_MESSAGES.invalid });
export const smartClassType = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{1,39}$/, { error: FIELD_MESSAGES.invalid });
export const finishType = z.enum(FINISH_TYPES, { error: FIELD_MESSAGES.invalid });

const startTimes = z
  .array(epochMs)
  .min(1, { error: FIELD_MESSAGES.required })
  .max(OPEN_MAX_UNITS, { error: FIELD_MESSAGES.invalid });

/** `GET all units`: a grid type's week. */
export const allUnitsQuery = z.object({
  courseType: gridCourseType.default('MAIN'),
  weekStartTime: epochMs,
});
/** `GET unfixed intention units`: an unfixed type's week. */
/** A smart-class type left out (or empty) is the first the teacher may open (decision 073). */
const defaultedSmartClassType = optionalText(smartClassType);

export const intentionUnitsQuery = z.object({
  smartClassType: defaultedSmartClassType,
  weekStartTime: epochMs,
});

/** One unit of the grid (spec section 3's class item fields that a unit has). */
export const slotUnit = z.object({
  startTime: z.number(),
  endTime: z.number(),
  courseType,
  smartClassType: z.string(),
  status: z.enum(SLOT_STATUSES),
  peakTime: z.boolean(),
  /** Carrots a class here earns when it finishes with the teacher present. */
  peakCoinCount: z.number().int(),
  /** The teacher cannot change it here (booked, running, over). */
  lock: z.boolean(),
  /** Students booked (0 for a free unit). */
  students: z.number().int(),
  /** A week of a fixed period (decision 041): booked for the same children every week. */
  fixed: z.boolean(),
});
export type SlotUnit = z.infer<typeof slotUnit>;
export const slotUnitList = z.array(slotUnit);

export const batchOpenRequest = z.object({ courseType: gridCourseType, startTimes });
export type BatchOpenRequest = z.infer<typeof batchOpenRequest>;

export const unfixedAddRequest = z.object({
  smartClassType: defaultedSmartClassType,
  startTimes,
  topic: optionalText(lineText().max(80)),
  lesson: optionalText(lineText().max(80)),
});
export type UnfixedAddRequest = z.infer<typeof unfixedAddRequest>;

/** Standby: one start, or several comma-joined (Group A2), as numbers or text. */
export const standbyRequest = z.object({
  smartClassType: optionalText(smartClassType),
  startTime: z.union([z.number(), z.string()]).transform((value, ctx) => {
    const parts = String(value)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const times = parts.map(Number);
    if (
      times.length === 0 ||
      times.length > OPEN_MAX_UNITS ||
      times.some((t) => !Number.isSafeInteger(t) || t < 0)
    ) {
      ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.invalid });
      return z.NEVER;
    }
    return times;
  }),
});
export type StandbyRequest = z.infer<typeof standbyRequest>;

export const cancelSlotRequest = z.object({ startTime: epochMs });
export const unfixedCancelRequest = z.object({
  smartClassType: defaultedSmartClassType,
  startTimes,
});

export const cycleRequest = z.object({
  courseType: gridCourseType,
  weekStartTime: epochMs,
  weeks: wireInt.pipe(
    z.number().int().min(1).max(CYCLE_MAX_WEEKS, { error: FIELD_MESSAGES.invalid }),
  ),
});
export type CycleRequest = z.infer<typeof cycleRequest>;

/** What an opening call did: the units now held (all of them, or none and an error). */
export const openResult = z.object({ opened: z.array(z.number()) });

export const topicRequest = z.object({ courseType });
export const theme = z.object({ topic: z.string(), lessons: z.array(z.string()) });
export const themeList = z.array(theme);
export type Theme = z.infer<typeof theme>;

export const courseDescQuery = z.object({ smartClassType: defaultedSmartClassType });

/** A class-type catalogue entry as the screens read it. */
export const classTypeView = z.object({
  id: z.number(),
  smartClassType: z.string(),
  name: z.string(),
  brandCode: z.string(),
  label: z.string(),
  time: z.number(),
  classType: z.enum(CLASS_KINDS),
  courseType,
  permission: z.enum(CLASS_PERMISSIONS).nullable(),
  capacity: z.number(),
  needsTopic: z.boolean(),
  description: z.string(),
  active: z.boolean(),
});
export type ClassTypeView = z.infer<typeof classTypeView>;

export const weekQuery = z.object({ weekStartTime: epochMs });

export const classStudent = z.object({
  studentId: z.string(),
  level: z.string().nullable(),
  unit: z.string().nullable(),
  lesson: z.string().nullable(),
});

/**
 * A child booked into a class: the student side's id, level, unit and lesson, and the first
 * name and age in years it sent with the booking (null when it sent none; decision 061).
 */
export const classChild = classStudent.extend({
  firstName: z.string().nullable(),
  age: z.number().nullable(),
});
export type ClassChild = z.infer<typeof classChild>;

/** One class (or held time) of the teacher, with what they need to teach it. */
export const teacherClass = z.object({
  classId: z.number(),
  startTime: z.number(),
  endTime: z.number(),
  courseType,
  smartClassType: z.string(),
  label: z.string(),
  status: z.enum(STORED_SLOT_STATUSES),
  peakTime: z.boolean(),
  peakCoinCount: z.number(),
  topic: z.string().nullable(),
  lesson: z.string().nullable(),
  students: z.array(classChild),
  finishType: finishType.nullable(),
  /**
   * A class missed (TEACHER_NO_SHOW): its no-show record and that record's status, so the
   * schedule says an appeal was accepted or a free pass removed it (decision 059).
   */
  noShowRecord: z.object({ leaveId: z.number(), status: z.enum(LEAVE_RECORD_STATUSES) }).nullable(),
  /** The class came to this teacher from standby. */
  fromStandby: z.boolean(),
  joinedAt: z.number().nullable(),
  /** The room is served now. */
  joinable: z.boolean(),
  /** The original client's short names (decision 073): times in ms and text, type, crossing. */
  ...classWireFields.shape,
});
export type TeacherClass = z.infer<typeof teacherClass>;
export const teacherWeek = z.object({ weekStartTime: z.number(), classes: z.array(teacherClass) });

export const classListQuery = z
  .object({
    startTime: epochMs,
    endTime: epochMs,
    pageIndex: pageIndexField,
    pageSize: pageSizeField(),
  })
  .refine((q) => q.endTime > q.startTime, { path: ['endTime'], error: FIELD_MESSAGES.invalid });
export const classPage = z.object({ total: z.number(), list: z.array(teacherClass) });
/** The teacher's next class (decision 061), none when nothing is held ahead. */
export const nextClassAnswer = z.object({ nextClass: teacherClass.nullable() });

export const joinClassRequest = z.object({ classId: wireInt });
export const joinClassAnswer = z.object({ url: z.string() });

export const teacherBasicInfo = z.object({
  name: z.string(),
  grade: z.string(),
  level: z.number(),
  timeZone: z.string().nullable(),
  payPerClassCents: z.number(),
  peakCarrots: z.number(),
  carrots: z.number(),
  /** Carrots taken back after they were spent (decision 052): the next earnings settle them. */
  carrotsOwed: z.number(),
  permissions: z.array(z.enum(CLASS_PERMISSIONS)),
  /** The class types this teacher may open, in catalogue order. */
  classTypes: z.array(classTypeView),
});
export type TeacherBasicInfo = z.infer<typeof teacherBasicInfo>;

export const courseStatistics = z.object({
  /** YYYY/MM, the Beijing month. */
  month: z.string(),
  classesThisMonth: z.number(),
  peakClassesThisMonth: z.number(),
  /** Whole percent of this month's finished classes taught as scheduled; null with none. */
  finishRate: z.number().nullable(),
  peakSlotsOpenedThisMonth: z.number(),
  peakIncentiveThreshold: z.number(),
});
export type CourseStatistics = z.infer<typeof courseStatistics>;

export const recommendation = z.object({
  startTime: z.number(),
  courseType,
  /** Students asking for this time beyond the seats teachers opened. */
  unmet: z.number(),
  peakTime: z.boolean(),
});
export const recommendationList = z.array(recommendation);

export const calculatorAnswer = z.object({
  weekStartTime: z.number(),
  openedUnits: z.number(),
  bookedUnits: z.number(),
  payPerClassCents: z.number(),
  /** Pay if every opened unit is taught, and for the booked ones, in cents. */
  estimatedCents: z.number(),
  bookedCents: z.number(),
});

export const achievement = z.object({
  classesFinished: z.number(),
  peakClassesFinished: z.number(),
  standbyFinished: z.number(),
  carrots: z.number(),
  carrotsOwed: z.number(),
  firstClassAt: z.number().nullable(),
});

export const peakCoinLogRequest = z
  .object({
    startTime: epochMs,
    endTime: epochMs,
    pageIndex: pageIndexField,
    pageSize: pageSizeField(DATA_PAGE_SIZE),
  })
  .refine((q) => q.endTime > q.startTime, { path: ['endTime'], error: FIELD_MESSAGES.invalid });
export const carrotEntry = z.object({
  id: z.number(),
  /** What the row added to the balance (negative: taken back). */
  amount: z.number(),
  /** What it added to the carrots owed (a reversal past the balance) or settled (negative). */
  owed: z.number(),
  reason: z.string(),
  classId: z.number().nullable(),
  createdAt: z.number(),
});
export const carrotPage = z.object({ total: z.number(), list: z.array(carrotEntry) });

export const calendarFeed = z.object({ url: z.string(), rotatedAt: z.number() });
/** One class's own calendar event, downloaded by its teacher (decision 067). */
export const classCalendarParams = z.object({ classId: wireInt });
export const calendarTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,80}(\.ics)?$/),
});
