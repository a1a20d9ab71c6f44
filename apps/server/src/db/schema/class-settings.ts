import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff } from './staff.js';
import { instant, id, teacherRef } from './columns.js';

/* What OPERATIONS set for teaching (decision 039): class types, themes, windows, permissions. */

/**
 * The class-type catalogue (spec section 3; decision 039), managed by OPERATIONS. Migration
 * 0012 writes the defaults of contracts' `DEFAULT_CLASS_TYPES`.
 */
export const classTypes = pgTable(
  'class_types',
  {
    id: id(),
    smartClassType: text().notNull(),
    name: text().notNull(),
    brandCode: text().notNull(),
    label: text().notNull(),
    time: integer().notNull(),
    classType: text().notNull(),
    courseType: text().notNull(),
    permission: text(),
    capacity: integer().notNull(),
    needsTopic: boolean().notNull().default(false),
    description: text().notNull().default(''),
    active: boolean().notNull().default(true),
    position: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('class_types_smart_key').on(table.smartClassType),
    check('class_types_time', sql`${table.time} between 5 and 240`),
    check('class_types_capacity', sql`${table.capacity} between 1 and 50`),
    check('class_types_kind', sql`${table.classType} in ('GRID', 'UNFIXED', 'STANDBY')`),
  ],
);

/** Workshop themes: a topic and its lessons, by course type. */
export const classThemes = pgTable(
  'class_themes',
  {
    id: id(),
    courseType: text().notNull(),
    topic: text().notNull(),
    lessons: jsonb().$type<string[]>().notNull(),
    position: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('class_themes_topic_key').on(table.courseType, table.topic)],
);

/** Teaching hours, peak time and holiday windows, weekly in Beijing minutes (decision 039). */
export const teachingWindows = pgTable(
  'teaching_windows',
  {
    id: id(),
    kind: text().notNull(),
    isoDay: integer().notNull(),
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
    /** YYYY/MM/DD bounds (SPECIAL windows: a school holiday). */
    validFrom: text(),
    validTo: text(),
  },
  (table) => [
    check('teaching_windows_kind', sql`${table.kind} in ('TEACHING', 'PEAK', 'SPECIAL')`),
    check('teaching_windows_day', sql`${table.isoDay} between 1 and 7`),
    check(
      'teaching_windows_minutes',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.endMinute} > ${table.startMinute}`,
    ),
  ],
);

/** Class-type permissions OPERATIONS grant a teacher (CAMBRIDGE_MAIN_UNFIXED_BOOK, ...). */
export const teacherClassPermissions = pgTable(
  'teacher_class_permissions',
  {
    userId: teacherRef(),
    permission: text().notNull(),
    grantedBy: bigint({ mode: 'number' }).references(() => staff.id),
    grantedAt: instant().notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.permission] })],
);
