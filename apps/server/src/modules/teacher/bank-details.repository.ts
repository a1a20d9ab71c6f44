import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { bankDetails } from '../../db/schema/index.js';

export interface BankDetailsRow {
  userId: number;
  method: string;
  sealed: string;
  keyId: string;
  masked: string;
  updatedAt: Date;
}

/** One sealed record per teacher (decision 038); the plain columns say only method and hint. */
export function createBankDetailsRepository(db: Db) {
  return {
    async find(userId: number): Promise<BankDetailsRow | undefined> {
      const [row] = await db.select().from(bankDetails).where(eq(bankDetails.userId, userId));
      return row;
    },

    /** The new record replaces the old one: nothing of the old details is kept. */
    async save(row: Omit<BankDetailsRow, 'updatedAt'>, at: Date): Promise<void> {
      const values = { ...row, updatedAt: at };
      await db
        .insert(bankDetails)
        .values(values)
        .onConflictDoUpdate({
          target: bankDetails.userId,
          set: {
            method: values.method,
            sealed: values.sealed,
            keyId: values.keyId,
            masked: values.masked,
            updatedAt: at,
          },
        });
    },

    /**
     * Rows sealed under another key than `keyId`, a batch at a time after `afterUserId` (key
     * rotation walks the table once, so a row no key opens is passed, not read forever).
     */
    async sealedUnderOtherKeys(
      keyId: string,
      afterUserId: number,
      limit: number,
    ): Promise<BankDetailsRow[]> {
      return db
        .select()
        .from(bankDetails)
        .where(and(ne(bankDetails.keyId, keyId), gt(bankDetails.userId, afterUserId)))
        .orderBy(asc(bankDetails.userId))
        .limit(limit);
    },

    /**
     * Seals a row again under the new key, only if nobody changed it meanwhile (a teacher
     * saving new details wins over the rotation, which finds the row done next time).
     */
    async reseal(
      userId: number,
      from: { sealed: string; keyId: string },
      to: { sealed: string; keyId: string },
    ): Promise<boolean> {
      const changed = await db
        .update(bankDetails)
        .set(to)
        .where(
          and(
            eq(bankDetails.userId, userId),
            eq(bankDetails.keyId, from.keyId),
            eq(bankDetails.sealed, from.sealed),
          ),
        )
        .returning({ userId: bankDetails.userId });
      return changed.length === 1;
    },
  };
}
export type BankDetailsRepository = ReturnType<typeof createBankDetailsRepository>;
