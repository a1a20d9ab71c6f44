import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText, multiLineText } from '../plain-text.js';
import { epochMs, optionalText, wireDate, wireInt } from '../wire.js';
import { OPERATE_SCOPES, OPERATOR_ROLES } from './integration.js';
import { classTypeView, courseType, finishType, smartClassType, theme } from './class-schemas.js';
import {
  CLASS_KINDS,
  CLASS_PERMISSIONS,
  courseTypeOpenable,
  GRID_COURSE_TYPES,
  GRID_MINUTES,
  type ClassKind,
  type CourseType,
} from './class-types.js';
import { STORED_SLOT_STATUSES } from './slot-statuses.js';
import { DAY_MS } from '../calendar/index.js';
import { WINDOW_KINDS } from './teaching-week.js';
import { PAGE_INDEX_MAX } from '../constants.js';
import { tablePageSizeQuery, type TablePageSize } from '../paging.js';

/**
 * The console's side of classes (decision 039): OPERATIONS read the classes by date range
 * and a teacher's week, correct outcomes, call in standby, manage the teaching, peak and
 * holiday windows, the class-type catalogue and teachers' class-type permissions; ADMIN
 * makes the student side's service keys.
 */

/**
 * The class list's page: 100 rows unless asked otherwise, the size the original back office
 * listed a teacher's classes in (known-api.md), one of the table's options (decision 075).
 */
export const OPS_CLASS_PAGE_SIZE = 100 satisfies TablePageSize;
/** The longest date range one class-list query reads. */
export const OPS_CLASS_RANGE_MAX_DAYS = 93;

const positiveId = wireInt.pipe(z.number().int().positive());

export const opsClassListQuery = z
  .object({
    startTime: epochMs,
    endTime: epochMs,
    teacherId: optionalText(positiveId),
    finishType: optionalText(finishType),
    pageIndex: optionalText(wireInt.pipe(z.number().int().min(1).max(PAGE_INDEX_MAX))),
    pageSize: tablePageSizeQuery,
  })
  .refine(
    (q) => q.endTime > q.startTime && q.endTime - q.startTime <= OPS_CLASS_RANGE_MAX_DAYS * DAY_MS,
    { path: ['endTime'], error: FIELD_MESSAGES.invalid },
  );
export type OpsClassListQuery = z.input<typeof opsClassListQuery>;
export type OpsClassListFilter = z.output<typeof opsClassListQuery>;

/** One class as the console lists it. */
export const opsClassRow = z.object({
  classId: z.number(),
  teacherId: z.number(),
  teacherName: z.string(),
  teacherEmail: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  courseType,
  smartClassType: z.string(),
  label: z.string(),
  status: z.enum(STORED_SLOT_STATUSES),
  studentCount: z.number(),
  capacity: z.number(),
  peakTime: z.boolean(),
  fromStandby: z.boolean(),
  /** The latest outcome (a correction replaces what the clock or the client wrote). */
  finishType: finishType.nullable(),
});
export type OpsClassRow = z.infer<typeof opsClassRow>;
export const opsClassPage = z.object({ total: z.number(), list: z.array(opsClassRow) });
/** A teacher's next classes (soonest first) and last ones (latest first), for their page. */
export const opsTeacherClasses = z.object({
  upcoming: z.array(opsClassRow),
  recent: z.array(opsClassRow),
});
export type OpsTeacherClasses = z.infer<typeof opsTeacherClasses>;
export type OpsClassPage = z.infer<typeof opsClassPage>;

export const opsClassParams = z.object({ classId: positiveId });

/** Correcting how a class ended: the reason is kept with the new outcome and in the audit trail. */
export const outcomeCorrectionRequest = z.object({
  finishType,
  reason: lineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(300, FIELD_MESSAGES.invalid),
});
export type OutcomeCorrectionRequest = z.input<typeof outcomeCorrectionRequest>;

/**
 * A standby called in for an absent teacher (decision 052): the absent teacher's cancellation
 * is recorded at the tier of the call-in's time, or as an emergency (appealable) when staff
 * say so, with their note.
 */
export const standbyCallInRequest = z.object({
  emergency: z.boolean().default(false),
  note: optionalText(multiLineText().max(500, FIELD_MESSAGES.invalid)),
});
export type StandbyCallInRequest = z.input<typeof standbyCallInRequest>;

/** Where a booked class went: the standby teacher's class that now holds its students. */
export const standbyCallInAnswer = z.object({ classId: z.number(), teacherId: z.number() });

// ---- Teaching, peak and holiday windows ----------------------------------------------

const halfHourMinute = (max: number) =>
  wireInt.pipe(
    z
      .number()
      .int()
      .min(0, FIELD_MESSAGES.invalid)
      .max(max, FIELD_MESSAGES.invalid)
      .refine((minute) => minute % GRID_MINUTES === 0, FIELD_MESSAGES.halfHour),
  );

/** A real calendar day (2025/02/30 is not one). */
const calendarDate = wireDate.refine((date) => {
  const [y, m, d] = date.split('/').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}, FIELD_MESSAGES.invalid);

/** One weekly window in Beijing time; SPECIAL ones (school holidays) are bound to dates. */
export const teachingWindowInput = z
  .object({
    kind: z.enum(WINDOW_KINDS, { error: FIELD_MESSAGES.invalid }),
    isoDay: wireInt.pipe(
      z.number().int().min(1, FIELD_MESSAGES.invalid).max(7, FIELD_MESSAGES.invalid),
    ),
    startMinute: halfHourMinute(1410),
    endMinute: halfHourMinute(1440),
    validFrom: optionalText(calendarDate),
    validTo: optionalText(calendarDate),
  })
  .superRefine((w, ctx) => {
    if (w.endMinute <= w.startMinute)
      ctx.addIssue({ code: 'custom', path: ['endMinute'], message: FIELD_MESSAGES.windowEnd });
    if (w.kind === 'SPECIAL' && (!w.validFrom || !w.validTo))
      ctx.addIssue({
        code: 'custom',
        path: [w.validFrom ? 'validTo' : 'validFrom'],
        message: FIELD_MESSAGES.specialDates,
      });
    if (w.validFrom && w.validTo && w.validFrom > w.validTo)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: FIELD_MESSAGES.dateOrder });
  });
export type TeachingWindowInput = z.input<typeof teachingWindowInput>;

/** The most windows the list holds (every half hour of a week is 336). */
export const TEACHING_WINDOWS_MAX = 300;

/** The whole list replaces the stored one. */
export const teachingWindowsRequest = z.object({
  windows: z.array(teachingWindowInput).max(TEACHING_WINDOWS_MAX, FIELD_MESSAGES.invalid),
});
export type TeachingWindowsRequest = z.input<typeof teachingWindowsRequest>;

export const teachingWindowView = z.object({
  id: z.number(),
  kind: z.enum(WINDOW_KINDS),
  isoDay: z.number(),
  startMinute: z.number(),
  endMinute: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type TeachingWindowView = z.infer<typeof teachingWindowView>;
export const teachingWindowList = z.object({ windows: z.array(teachingWindowView) });

// ---- The class-type catalogue -----------------------------------------------------------

const shortText = (max: number) =>
  lineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(max, FIELD_MESSAGES.invalid);

/** What OPERATIONS may change of an entry; its code, kind, brand and course type stay. */
const editableClassType = {
  name: shortText(80),
  label: shortText(40),
  time: wireInt.pipe(
    z.number().int().min(5, FIELD_MESSAGES.invalid).max(240, FIELD_MESSAGES.invalid),
  ),
  capacity: wireInt.pipe(
    z.number().int().min(1, FIELD_MESSAGES.invalid).max(50, FIELD_MESSAGES.invalid),
  ),
  permission: z.enum(CLASS_PERMISSIONS, { error: FIELD_MESSAGES.invalid }).nullable().default(null),
  needsTopic: z.boolean().default(false),
  description: multiLineText().max(500, FIELD_MESSAGES.invalid).default(''),
  active: z.boolean().default(true),
};

export const classTypeUpdateRequest = z.object(editableClassType);
export type ClassTypeUpdateRequest = z.input<typeof classTypeUpdateRequest>;

/** Whether a kind and a course type go together: grid types are the grid's, standby is standby. */
export function kindFits(kind: ClassKind, course: CourseType): boolean {
  if (!courseTypeOpenable(course)) return false;
  const grid = (GRID_COURSE_TYPES as readonly CourseType[]).includes(course);
  if (kind === 'GRID') return grid;
  if (kind === 'STANDBY') return course === 'STANDBY';
  return !grid && course !== 'STANDBY';
}

export const classTypeCreateRequest = z
  .object({
    smartClassType,
    brandCode: lineText({ error: FIELD_MESSAGES.required }).regex(
      /^[A-Z][A-Z0-9_]{1,39}$/,
      FIELD_MESSAGES.invalid,
    ),
    classType: z.enum(CLASS_KINDS, { error: FIELD_MESSAGES.invalid }),
    courseType: z.enum(courseType.options, { error: FIELD_MESSAGES.invalid }),
    ...editableClassType,
  })
  .superRefine((entry, ctx) => {
    if (!kindFits(entry.classType, entry.courseType))
      ctx.addIssue({ code: 'custom', path: ['courseType'], message: FIELD_MESSAGES.classTypeKind });
    // A grid type's key is its course type (the grid is opened by course type).
    else if (entry.classType === 'GRID' && entry.smartClassType !== entry.courseType)
      ctx.addIssue({ code: 'custom', path: ['smartClassType'], message: FIELD_MESSAGES.invalid });
  });
export type ClassTypeCreateRequest = z.input<typeof classTypeCreateRequest>;

export const classTypeParams = z.object({ id: positiveId });

/** The catalogue with the workshop themes (read-only here). */
export const classTypeCatalogue = z.object({
  classTypes: z.array(classTypeView),
  themes: z.array(theme.extend({ courseType })),
});
export type ClassTypeCatalogue = z.infer<typeof classTypeCatalogue>;

// ---- Teachers' class-type permissions -------------------------------------------------------

export const classPermissionsRequest = z.object({
  permissions: z
    .array(z.enum(CLASS_PERMISSIONS, { error: FIELD_MESSAGES.invalid }))
    .max(10, FIELD_MESSAGES.invalid)
    .transform((list) => [...new Set(list)]),
});
export type ClassPermissionsRequest = z.input<typeof classPermissionsRequest>;

export const classPermissionGrant = z.object({
  permission: z.enum(CLASS_PERMISSIONS),
  grantedAt: z.number(),
  grantedBy: z.string().nullable(),
});
export const teacherClassPermissions = z.object({
  userId: z.number(),
  permissions: z.array(classPermissionGrant),
});
export type TeacherClassPermissions = z.infer<typeof teacherClassPermissions>;

// ---- Service keys of the student side --------------------------------------------------------

export const integrationKeyRequest = z.object({
  name: shortText(80),
  scope: z.enum(OPERATE_SCOPES, { error: FIELD_MESSAGES.invalid }),
});
export type IntegrationKeyRequest = z.input<typeof integrationKeyRequest>;

export const integrationKeyView = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  scope: z.enum(OPERATE_SCOPES),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.number(),
  revokedAt: z.number().nullable(),
  lastUsedAt: z.number().nullable(),
});
export type IntegrationKeyView = z.infer<typeof integrationKeyView>;
export const integrationKeyList = z.array(integrationKeyView);

/** The new key, shown this once: only its hash is kept. */
export const createdIntegrationKey = integrationKeyView.extend({ key: z.string() });
export type CreatedIntegrationKey = z.infer<typeof createdIntegrationKey>;

export const integrationKeyParams = z.object({ id: positiveId });
