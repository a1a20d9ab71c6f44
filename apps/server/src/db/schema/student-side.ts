import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classSlots } from './class-slots.js';
import { staff } from './staff.js';
import { instant, id } from './columns.js';

/* The student side (decision 039): its bookings into classes, the times asked for, its keys. */

/** A student booked into a class by the student side. */
export const classStudents = pgTable(
  'class_students',
  {
    id: id(),
    slotId: bigint({ mode: 'number' })
      .notNull()
      .references(() => classSlots.id, { onDelete: 'cascade' }),
    studentId: text().notNull(),
    level: text(),
    unit: text(),
    lesson: text(),
    /** The first name and age in years the student side sent with the booking (decision 061). */
    firstName: text(),
    age: smallint(),
    bookedAt: instant().notNull().defaultNow(),
    cancelledAt: instant(),
  },
  (table) => [
    uniqueIndex('class_students_once_key')
      .on(table.slotId, table.studentId)
      .where(sql`${table.cancelledAt} is null`),
    index('class_students_student_idx').on(table.studentId),
  ],
);

/** Students asking for a time (the student side reports it): recommendations read it. */
export const classDemand = pgTable(
  'class_demand',
  {
    courseType: text().notNull(),
    startsAt: instant().notNull(),
    students: integer().notNull(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.courseType, table.startsAt] })],
);

/** Keys of the student side's systems: only a hash is kept; ADMIN makes and revokes them. */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: id(),
    name: text().notNull(),
    role: text().notNull(),
    scope: text().notNull(),
    keyHash: text().notNull(),
    /** The first characters, to tell keys apart in the console. */
    keyPrefix: text().notNull(),
    createdBy: bigint({ mode: 'number' }).references(() => staff.id),
    createdAt: instant().notNull().defaultNow(),
    revokedAt: instant(),
    lastUsedAt: instant(),
  },
  (table) => [uniqueIndex('integration_keys_hash_key').on(table.keyHash)],
);
