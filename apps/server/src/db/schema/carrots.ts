import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { classSlots } from './class-slots.js';
import { instant, id, ledgerTeacherRef } from './columns.js';

/**
 * Carrots: one row per event, a unique key per event, never edited or deleted (decision 039;
 * migration 0020 makes the database refuse both). `amount` moves the balance; `owed` moves
 * what is owed: a reversal past the balance takes what there is and writes the rest as owed,
 * which the next earnings settle (decision 052).
 */
export const carrotLedger = pgTable(
  'carrot_ledger',
  {
    id: id(),
    userId: ledgerTeacherRef(),
    amount: integer().notNull(),
    owed: integer().notNull().default(0),
    reason: text().notNull(),
    slotId: bigint({ mode: 'number' }).references(() => classSlots.id),
    sourceKey: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carrot_ledger_source_key').on(table.sourceKey),
    index('carrot_ledger_user_idx').on(table.userId, table.createdAt),
    index('carrot_ledger_slot_idx').on(table.slotId),
    check('carrot_ledger_nonzero', sql`${table.amount} <> 0 or ${table.owed} <> 0`),
  ],
);

/** The ledger's sums per teacher, kept in the same transaction; neither is ever negative. */
export const carrotBalances = pgTable(
  'carrot_balances',
  {
    userId: ledgerTeacherRef().primaryKey(),
    balance: integer().notNull().default(0),
    owed: integer().notNull().default(0),
  },
  (table) => [
    check('carrot_balances_not_negative', sql`${table.balance} >= 0`),
    check('carrot_balances_owed_not_negative', sql`${table.owed} >= 0`),
  ],
);
