import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { classSlots } from './classes.js';
import { instant, id, teacherRef } from './columns.js';

/** Carrots: one row per event, a unique key per event, never edited (decision 039). */
export const carrotLedger = pgTable(
  'carrot_ledger',
  {
    id: id(),
    userId: teacherRef(),
    amount: integer().notNull(),
    reason: text().notNull(),
    slotId: bigint({ mode: 'number' }).references(() => classSlots.id, { onDelete: 'set null' }),
    sourceKey: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carrot_ledger_source_key').on(table.sourceKey),
    index('carrot_ledger_user_idx').on(table.userId, table.createdAt),
    index('carrot_ledger_slot_idx').on(table.slotId),
    check('carrot_ledger_nonzero', sql`${table.amount} <> 0`),
  ],
);

/** The ledger's sum per teacher, kept in the same transaction; never negative. */
export const carrotBalances = pgTable(
  'carrot_balances',
  {
    userId: teacherRef().primaryKey(),
    balance: integer().notNull().default(0),
  },
  (table) => [check('carrot_balances_not_negative', sql`${table.balance} >= 0`)],
);
