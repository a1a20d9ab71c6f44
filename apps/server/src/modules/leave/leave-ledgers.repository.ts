import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  cancellationCreditBalances,
  cancellationCreditLedger,
  payDeductions,
} from '../../db/schema/index.js';

export interface CreditEntry {
  userId: number;
  /** Positive: a grant or a refund; negative: a spend. */
  amount: number;
  reason: 'GRANT' | 'SPEND' | 'REFUND';
  leaveId?: number | null;
  staffId?: number | null;
  note?: string | null;
  /** One event, one row: a second write of the same key does nothing. */
  sourceKey: string;
  createdAt: Date;
}

export interface DeductionEntry {
  userId: number;
  amountCents: number;
  kind: 'FINE' | 'FINE_REVERSED';
  leaveId: number;
  leaveClassId: number;
  sourceKey: string;
  createdAt: Date;
}

/**
 * The two ledgers of leave (decision 041), append-only: cancellation credits beside their
 * balance (never negative: a conditional update and a check constraint), and the pay
 * deductions the payslips read. Call the writes inside a unit of work.
 */
export function createLeaveLedgersRepository(db: Db) {
  return {
    /**
     * Appends a credit event and moves the balance; false when a spend finds too few credits
     * (nothing written) or the key was written before.
     */
    async appendCredit(entry: CreditEntry): Promise<boolean> {
      if (entry.amount < 0) {
        // The balance first, conditionally: two parallel spends of the last credit make one.
        const debited = await db
          .update(cancellationCreditBalances)
          .set({ balance: sql`${cancellationCreditBalances.balance} + ${entry.amount}` })
          .where(
            and(
              eq(cancellationCreditBalances.userId, entry.userId),
              gte(cancellationCreditBalances.balance, -entry.amount),
            ),
          )
          .returning({ balance: cancellationCreditBalances.balance });
        if (debited.length === 0) return false;
      }
      const inserted = await db
        .insert(cancellationCreditLedger)
        .values({
          ...entry,
          leaveId: entry.leaveId ?? null,
          staffId: entry.staffId ?? null,
          note: entry.note ?? null,
        })
        .onConflictDoNothing({ target: cancellationCreditLedger.sourceKey })
        .returning({ id: cancellationCreditLedger.id });
      // A spend whose key exists was debited above: the unit must not commit.
      if (inserted.length === 0) {
        if (entry.amount < 0) throw new Error(`credit spend ${entry.sourceKey} written twice`);
        return false;
      }
      if (entry.amount > 0)
        await db
          .insert(cancellationCreditBalances)
          .values({ userId: entry.userId, balance: entry.amount })
          .onConflictDoUpdate({
            target: cancellationCreditBalances.userId,
            set: { balance: sql`${cancellationCreditBalances.balance} + ${entry.amount}` },
          });
      return true;
    },

    async credits(userId: number): Promise<number> {
      const [row] = await db
        .select({ balance: cancellationCreditBalances.balance })
        .from(cancellationCreditBalances)
        .where(eq(cancellationCreditBalances.userId, userId));
      return row?.balance ?? 0;
    },

    /** Appends a deduction unless its key exists; true when it was written. */
    async appendDeduction(entry: DeductionEntry): Promise<boolean> {
      const rows = await db
        .insert(payDeductions)
        .values(entry)
        .onConflictDoNothing({ target: payDeductions.sourceKey })
        .returning({ id: payDeductions.id });
      return rows.length > 0;
    },

    /** What a class's fine still takes from pay: its rows' sum (a reversal brings it to 0). */
    async deducted(leaveClassId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${payDeductions.amountCents}), 0)::int` })
        .from(payDeductions)
        .where(eq(payDeductions.leaveClassId, leaveClassId));
      return row?.total ?? 0;
    },
  };
}
export type LeaveLedgersRepository = ReturnType<typeof createLeaveLedgersRepository>;
