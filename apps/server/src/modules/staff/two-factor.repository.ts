import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staff, staffRecoveryCodes } from '../../db/schema/index.js';

export interface TwoFactorRow {
  sealedSecret: string | null;
  enabled: boolean;
}

/** A member's second factor: the sealed secret, its last used step, the recovery codes. */
export function createTwoFactorRepository(db: Db) {
  return {
    async find(staffId: number): Promise<TwoFactorRow | undefined> {
      const [row] = await db
        .select({ sealedSecret: staff.totpSecretSealed, enabledAt: staff.totpEnabledAt })
        .from(staff)
        .where(eq(staff.id, staffId));
      return row && { sealedSecret: row.sealedSecret, enabled: row.enabledAt !== null };
    },

    /** A new secret waiting for its first code; refused (false) once one is in force. */
    async setPending(staffId: number, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ totpSecretSealed: sealedSecret, totpLastStep: null })
        .where(and(eq(staff.id, staffId), isNull(staff.totpEnabledAt)))
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    /**
     * Turns the pending secret on with the step of its first code, and replaces the recovery
     * codes: one statement each, in the caller's transaction. False when it was already on.
     */
    async enable(staffId: number, step: number, codeHashes: string[], now: Date) {
      const rows = await db
        .update(staff)
        .set({ totpEnabledAt: now, totpLastStep: step })
        .where(
          and(
            eq(staff.id, staffId),
            isNull(staff.totpEnabledAt),
            isNotNull(staff.totpSecretSealed),
          ),
        )
        .returning({ id: staff.id });
      if (rows.length !== 1) return false;
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      await db
        .insert(staffRecoveryCodes)
        .values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
      return true;
    },

    /** Accepts a code's step once: a later step than any accepted before (no replay). */
    async useStep(staffId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staff.id, staffId),
            isNotNull(staff.totpEnabledAt),
            or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step)),
          ),
        )
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    /** Spends a recovery code once. */
    async useRecoveryCode(staffId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return rows.length === 1;
    },

    async remainingRecoveryCodes(staffId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Members with a secret (in force or pending), by id after `after`: for the rekeying. */
    async sealedSecrets(after: number, limit: number) {
      const rows = await db
        .select({ staffId: staff.id, sealedSecret: staff.totpSecretSealed })
        .from(staff)
        .where(and(gt(staff.id, after), isNotNull(staff.totpSecretSealed)))
        .orderBy(asc(staff.id))
        .limit(limit);
      return rows.map((row) => ({ staffId: row.staffId, sealedSecret: row.sealedSecret ?? '' }));
    },

    /** Replaces the sealed text only if it is still `from` (a new set-up in between wins). */
    async reseal(staffId: number, from: string, to: string): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ totpSecretSealed: to })
        .where(and(eq(staff.id, staffId), eq(staff.totpSecretSealed, from)))
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    async disable(staffId: number): Promise<void> {
      await db
        .update(staff)
        .set({ totpSecretSealed: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(staff.id, staffId));
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
