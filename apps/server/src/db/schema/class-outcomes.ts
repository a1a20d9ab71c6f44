import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { classSlots } from './class-slots.js';
import { staff } from './staff.js';
import { instant, id, ledgerTeacherRef } from './columns.js';

/**
 * How a class ended: appended, never changed or deleted (pay and carrots read the latest row of
 * a class; the database refuses edits, decision 052). A correction is a new row naming the
 * staff member and the reason.
 */
export const classOutcomes = pgTable(
  'class_outcomes',
  {
    id: id(),
    slotId: bigint({ mode: 'number' })
      .notNull()
      .references(() => classSlots.id),
    finishType: text().notNull(),
    recordedBy: text().notNull(),
    staffId: bigint({ mode: 'number' }).references(() => staff.id),
    reason: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('class_outcomes_slot_idx').on(table.slotId, table.id),
    check('class_outcomes_recorder', sql`${table.recordedBy} in ('CLOCK', 'CLIENT', 'STAFF')`),
  ],
);

/**
 * A class released from its teacher (decision 052): the account was suspended, or no contract
 * holds the class's day. Offered to a standby teacher of its time or handed back to the
 * student side with its notice; never a no-show, never a fine. One per class; never edited.
 */
export const classReleases = pgTable(
  'class_releases',
  {
    id: id(),
    slotId: bigint({ mode: 'number' })
      .notNull()
      .references(() => classSlots.id),
    teacherId: ledgerTeacherRef(),
    /** ACCOUNT_SUSPENDED or NO_CONTRACT (contracts `CLASS_RELEASE_REASONS`). */
    reason: text().notNull(),
    /** The status it was released from. */
    fromStatus: text().notNull(),
    /** STANDBY, STUDENT_SIDE or NONE (an unbooked time). */
    handOver: text().notNull(),
    /** The standby teacher's class that took it. */
    standbySlotId: bigint({ mode: 'number' }).references((): AnyPgColumn => classSlots.id),
    staffId: bigint({ mode: 'number' }).references(() => staff.id),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('class_releases_slot_key').on(table.slotId),
    index('class_releases_teacher_idx').on(table.teacherId, table.createdAt),
    check('class_releases_reason', sql`${table.reason} in ('ACCOUNT_SUSPENDED', 'NO_CONTRACT')`),
    check(
      'class_releases_hand_over',
      sql`${table.handOver} in ('STANDBY', 'STUDENT_SIDE', 'NONE')`,
    ),
  ],
);
