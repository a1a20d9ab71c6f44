import { splitCarrots } from '@portal/contracts';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { carrotBalances, carrotLedger } from '../../db/schema/index.js';

export interface CarrotEntry {
  userId: number;
  /** What the event earns (positive) or takes back (negative). */
  amount: number;
  reason: string;
  slotId?: number | null;
  /** One event, one row: a second write of the same key does nothing. */
  sourceKey: string;
  createdAt: Date;
}

/**
 * The carrot ledger (decisions 039, 052): rows are appended, never changed (the database
 * refuses); the balance and what is owed are their sums, kept beside them in the same
 * transaction and never negative. Call it inside a unit of work.
 */
export function createCarrotsRepository(db: Db) {
  /** The teacher's balance row, made if missing and locked for the transaction. */
  async function lockHeld(userId: number) {
    await db.insert(carrotBalances).values({ userId }).onConflictDoNothing();
    const [row] = await db
      .select({ balance: carrotBalances.balance, owed: carrotBalances.owed })
      .from(carrotBalances)
      .where(eq(carrotBalances.userId, userId))
      .for('update');
    return row ?? { balance: 0, owed: 0 };
  }

  return {
    /**
     * Appends the event unless its key exists (false then): what it moves of the balance and
     * of what is owed (`splitCarrots`), one row, both sums updated in the same transaction.
     */
    async append(entry: CarrotEntry): Promise<boolean> {
      if (entry.amount === 0) return false;
      const split = splitCarrots(entry.amount, await lockHeld(entry.userId));
      const inserted = await db
        .insert(carrotLedger)
        .values({ ...entry, ...split, slotId: entry.slotId ?? null })
        .onConflictDoNothing({ target: carrotLedger.sourceKey })
        .returning({ id: carrotLedger.id });
      if (inserted.length === 0) return false;
      await db
        .update(carrotBalances)
        .set({
          balance: sql`${carrotBalances.balance} + ${split.amount}`,
          owed: sql`${carrotBalances.owed} + ${split.owed}`,
        })
        .where(eq(carrotBalances.userId, entry.userId));
      return true;
    },

    /** The balance and what is owed. */
    async held(userId: number): Promise<{ balance: number; owed: number }> {
      const [row] = await db
        .select({ balance: carrotBalances.balance, owed: carrotBalances.owed })
        .from(carrotBalances)
        .where(eq(carrotBalances.userId, userId));
      return row ?? { balance: 0, owed: 0 };
    },

    async balance(userId: number): Promise<number> {
      const [row] = await db
        .select({ balance: carrotBalances.balance })
        .from(carrotBalances)
        .where(eq(carrotBalances.userId, userId));
      return row?.balance ?? 0;
    },

    /**
     * What a class has earned so far, net: its rows' balance moves less what they made owed
     * (a take-back past the balance still took the class's carrots back in full).
     */
    async earnedBy(slotId: number): Promise<number> {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${carrotLedger.amount} - ${carrotLedger.owed}), 0)::int`,
        })
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
