import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { carrotBalances, carrotLedger } from '../../db/schema/index.js';

export interface CarrotEntry {
  userId: number;
  amount: number;
  reason: string;
  slotId?: number | null;
  /** One event, one row: a second write of the same key does nothing. */
  sourceKey: string;
  createdAt: Date;
}

/**
 * The carrot ledger (decision 039): rows are appended, never changed; the balance is their
 * sum, kept beside them in the same transaction and never negative (a check constraint).
 * Call it inside a unit of work.
 */
export function createCarrotsRepository(db: Db) {
  return {
    /** Appends the entry unless its key exists; true when it was written. */
    async append(entry: CarrotEntry): Promise<boolean> {
      const inserted = await db
        .insert(carrotLedger)
        .values({ ...entry, slotId: entry.slotId ?? null })
        .onConflictDoNothing({ target: carrotLedger.sourceKey })
        .returning({ id: carrotLedger.id });
      if (inserted.length === 0) return false;
      if (entry.amount > 0) {
        await db
          .insert(carrotBalances)
          .values({ userId: entry.userId, balance: entry.amount })
          .onConflictDoUpdate({
            target: carrotBalances.userId,
            set: { balance: sql`${carrotBalances.balance} + ${entry.amount}` },
          });
        return true;
      }
      // A debit: the check constraint refuses a balance below zero (and the whole unit with it).
      const debited = await db
        .update(carrotBalances)
        .set({ balance: sql`${carrotBalances.balance} + ${entry.amount}` })
        .where(eq(carrotBalances.userId, entry.userId))
        .returning({ balance: carrotBalances.balance });
      if (debited.length === 0) throw new Error('no carrot balance to debit');
      return true;
    },

    async balance(userId: number): Promise<number> {
      const [row] = await db
        .select({ balance: carrotBalances.balance })
        .from(carrotBalances)
        .where(eq(carrotBalances.userId, userId));
      return row?.balance ?? 0;
    },

    /** What a class has earned so far (its credits and reversals). */
    async earnedBy(slotId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${carrotLedger.amount}), 0)::int` })
        .from(carrotLedger)
        .where(eq(carrotLedger.slotId, slotId));
      return row?.total ?? 0;
    },

    async page(
      userId: number,
      range: { from: Date; to: Date },
      page: { index: number; size: number },
    ) {
      const where = and(
        eq(carrotLedger.userId, userId),
        gte(carrotLedger.createdAt, range.from),
        lt(carrotLedger.createdAt, range.to),
      );
      const [total] = await db.select({ n: count() }).from(carrotLedger).where(where);
      const rows = await db
        .select()
        .from(carrotLedger)
        .where(where)
        .orderBy(desc(carrotLedger.createdAt), desc(carrotLedger.id))
        .limit(page.size)
        .offset((page.index - 1) * page.size);
      return { total: total?.n ?? 0, rows };
    },
  };
}
export type CarrotsRepository = ReturnType<typeof createCarrotsRepository>;
