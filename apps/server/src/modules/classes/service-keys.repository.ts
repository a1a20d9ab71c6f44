import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { integrationKeys } from '../../db/schema/index.js';

/** The live service key with this hash, and marking its use. */
export function createServiceKeysRepository(db: Db) {
  return {
    async liveByHash(keyHash: string) {
      const [row] = await db
        .select()
        .from(integrationKeys)
        .where(and(eq(integrationKeys.keyHash, keyHash), isNull(integrationKeys.revokedAt)));
      return row;
    },
    async markUsed(keyId: number, at: Date): Promise<void> {
      await db.update(integrationKeys).set({ lastUsedAt: at }).where(eq(integrationKeys.id, keyId));
    },
  };
}
export type ServiceKeysRepository = ReturnType<typeof createServiceKeysRepository>;
