/**
 * The teaching side's vocabulary (spec section 3 "Slot-booking state", section 9 durations;
 * decision 039). Course types are the spec's list; the class-type catalogue (a table staff
 * manage) names which of them a teacher opens, for how long, for how many students and
 * under which permission.
 */

/** Every course type of spec section 3 (the original's spelling, INTRERST included). */
export const COURSE_TYPES = [
  'MAIN',
  'DEMO',
  'CAMBRIDGE_MAIN',
  'INTRERST',
  'TEST',
  'PUBLIC',
  'REVIEW',
  'INTERVIEW',
  'TRAINING',
  'TRIAL_CLASS',
  'SELF_TEST',
  'INTERVIEW_RECORDING',
  'COURSEWARE_TEST',
  'WORKSHOP',
  'MAIN_SPECIAL',
  'MAIN_1_V_2',
  'STANDBY',
  // "Also UNKNOWN, ANSWER, COURSE": read, never opened (`courseTypeOpenable`, decision 073).
  'UNKNOWN',
  'ANSWER',
  'COURSE',
] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/**
 * The course types of the spec's list that no class of the portal is: an unknown kind, the
 * answering sessions (the ANSWER_NOW / ANSWER_END actions) and a generic "course". A call
 * may read them (an answer, a filter that finds nothing); none opens, books or catalogues
 * a class as one (decision 073).
 */
export const UNOPENED_COURSE_TYPES = [
  'UNKNOWN',
  'ANSWER',
  'COURSE',
] as const satisfies readonly CourseType[];

export function courseTypeOpenable(course: string): boolean {
  return !(UNOPENED_COURSE_TYPES as readonly string[]).includes(course);
}

/** The course types a catalogue entry may have: the console's choice. */
export const OPENABLE_COURSE_TYPES = COURSE_TYPES.filter(courseTypeOpenable);

/**
 * Course types opened on the fixed weekly grid through "all units" and "batch"; the others
 * of the catalogue are "unfixed" (Cambridge, workshops): opened as intentions through the
 * smart-class calls.
 */
export const GRID_COURSE_TYPES = ['MAIN', 'MAIN_1_V_2'] as const satisfies readonly CourseType[];
export type GridCourseType = (typeof GRID_COURSE_TYPES)[number];

/**
 * The permissions OPERATIONS grant a teacher: those a class type may require (spec section 3),
 * and offering fixed classes (spec section 6, `FIXED_CLASS_PERMISSION`; decision 041).
 */
export const CLASS_PERMISSIONS = [
  'CAMBRIDGE_MAIN_UNFIXED_BOOK',
  'CAMBRIDGE_DEMO_UNFIXED_BOOK',
  'FIXED_CLASS_BOOK',
] as const;
export type ClassPermission = (typeof CLASS_PERMISSIONS)[number];

/** Kinds of catalogue entries: the grid, the unfixed intentions, and standby. */
export const CLASS_KINDS = ['GRID', 'UNFIXED', 'STANDBY'] as const;
export type ClassKind = (typeof CLASS_KINDS)[number];

/** One entry of the class-type catalogue (spec section 3's fields, plus our rules' numbers). */
export interface ClassTypeEntry {
  id: number;
  /** The catalogue's key: the course type for grid types, a code of its own otherwise. */
  smartClassType: string;
  name: string;
  brandCode: string;
  /** The short label the screens show (spec section 9's course labels). */
  label: string;
  /** Teaching minutes (section 9: main 25, Cambridge 100 or 45, workshop 30). */
  time: number;
  classType: ClassKind;
  courseType: CourseType;
  permission: ClassPermission | null;
  /** Students a class takes at most (main 4, MAIN_1_V_2 2, 1v1 1; standby: teachers per time). */
  capacity: number;
  /** Workshops: a topic and a lesson from the theme list are required to open one. */
  needsTopic: boolean;
  active: boolean;
}

/** Whether a teacher holding `permissions` may open a catalogue entry (standby is not opened). */
export function classTypeUsable(
  type: Pick<ClassTypeEntry, 'active' | 'classType' | 'permission'>,
  permissions: readonly string[],
): boolean {
  return (
    type.active &&
    type.classType !== 'STANDBY' &&
    (!type.permission || permissions.includes(type.permission))
  );
}

/**
 * The smart-class type a call uses when the client sends none (spec section 3: smartClassType
 * "defaults to the first smart-class type"; decision 073): the first unfixed entry of the
 * catalogue, in its order, that the teacher may open. None: the teacher may open none.
 */
export function firstSmartClassType(
  types: readonly Pick<ClassTypeEntry, 'smartClassType' | 'active' | 'classType' | 'permission'>[],
  permissions: readonly string[],
): string | undefined {
  return types.find((type) => type.classType === 'UNFIXED' && classTypeUsable(type, permissions))
    ?.smartClassType;
}

/** The grid every class starts on: half hours (business-facts.md). */
export const GRID_MINUTES = 30;

/**
 * The time a class holds in its teacher's calendar: its teaching minutes rounded up to the
 * grid (a 25-minute main class plus the 5 minutes of evaluations is one half hour; a
 * 100-minute Cambridge class holds two hours). Overlaps are judged on these blocks.
 */
export function blockMinutes(time: number): number {
  return Math.max(1, Math.ceil(time / GRID_MINUTES)) * GRID_MINUTES;
}

/** The catalogue's first entries (decision 039); OPERATIONS edit and extend it. */
export const DEFAULT_CLASS_TYPES: readonly Omit<ClassTypeEntry, 'id'>[] = [
  {
    smartClassType: 'MAIN',
    name: 'Main Course (1v4)',
    brandCode: 'MAIN',
    label: 'Main Course',
    time: 25,
    classType: 'GRID',
    courseType: 'MAIN',
    permission: null,
    capacity: 4,
    needsTopic: false,
    active: true,
  },
  {
    smartClassType: 'MAIN_1_V_2',
    name: 'Main Course (1v2)',
    brandCode: 'MAIN',
    label: 'Main Course',
    time: 25,
    classType: 'GRID',
    courseType: 'MAIN_1_V_2',
    permission: null,
    capacity: 2,
    needsTopic: false,
    active: true,
  },
  {
    smartClassType: 'CAMBRIDGE_KET_100',
    name: 'Cambridge KET (100 minutes)',
    brandCode: 'CAMBRIDGE',
    label: 'KET Class',
    time: 100,
    classType: 'UNFIXED',
    courseType: 'CAMBRIDGE_MAIN',
    permission: 'CAMBRIDGE_MAIN_UNFIXED_BOOK',
    capacity: 4,
    needsTopic: false,
    active: true,
  },
  {
    smartClassType: 'CAMBRIDGE_KET_45',
    name: 'Cambridge KET (45 minutes)',
    brandCode: 'CAMBRIDGE',
    label: 'KET Class',
    time: 45,
    classType: 'UNFIXED',
    courseType: 'CAMBRIDGE_MAIN',
    permission: 'CAMBRIDGE_MAIN_UNFIXED_BOOK',
    capacity: 4,
    needsTopic: false,
    active: true,
  },
  {
    smartClassType: 'CAMBRIDGE_DEMO_45',
    name: 'Cambridge demo (1v1, 45 minutes)',
    brandCode: 'CAMBRIDGE',
    label: 'KET Class',
    time: 45,
    classType: 'UNFIXED',
    courseType: 'DEMO',
    permission: 'CAMBRIDGE_DEMO_UNFIXED_BOOK',
    capacity: 1,
    needsTopic: false,
    active: true,
  },
  {
    smartClassType: 'WORKSHOP_30',
    name: 'Workshop',
    brandCode: 'WORKSHOP',
    label: 'Workshop',
    time: 30,
    classType: 'UNFIXED',
    courseType: 'WORKSHOP',
    permission: null,
    capacity: 4,
    needsTopic: true,
    active: true,
  },
  {
    smartClassType: 'STANDBY',
    name: 'Standby',
    brandCode: 'MAIN',
    label: 'Standby',
    time: 25,
    classType: 'STANDBY',
    courseType: 'STANDBY',
    permission: null,
    // Standby teachers held per half hour (not published anywhere: decision 039).
    capacity: 3,
    needsTopic: false,
    active: true,
  },
];

/**
 * How a finished class ended (the vocabulary peers record for every class; decision 039).
 * One per finished class; OPERATIONS may correct it with a reason.
 */
export const FINISH_TYPES = [
  'AS_SCHEDULED',
  'STUDENT_NO_SHOW',
  'STUDENT_IT_PROBLEM',
  'TEACHER_IT_PROBLEM',
  'TEACHER_NO_SHOW',
  'TEACHER_CANCELLATION',
  'SYSTEM_PROBLEM',
  'STUDENT_CANCELLATION',
] as const;
export type FinishType = (typeof FINISH_TYPES)[number];

/** Peak slots a teacher opens in a month to earn the peak incentive (business-facts.md). */
export const PEAK_INCENTIVE_THRESHOLD = 60;

/** The mascot of the slot screen's dialogs ("... too far for {name} to follow~"). */
export const MASCOT_NAME = 'Hoppy';
