import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import { fileGrants } from '../../db/schema/index.js';

export type GrantRow = typeof fileGrants.$inferSelect;
export type NewGrant = Omit<
  typeof fileGrants.$inferInsert,
  'usedAt' | 'receivedAt' | 'claimedAt' | 'createdAt' | 'size'
>;

export interface UploadUsage {
  /** Uploads and grants made since the given instant. */
  recent: number;
  /** Bytes of the account's stored files, and what its open grants may still bring. */
  bytes: number;
}

/** Upload grants and the per-account usage the quotas read (decision 027). */
export function createFilesRepository(db: Db) {
  return {
    /**
     * Holds the account's row until the transaction ends: two uploads of one account are
     * counted one after the other, so together they cannot pass a quota each passes alone.
     */
    async lockOwner(userId: number): Promise<void> {
      await queryRows(db, sql`select id from users where id = ${userId} for update`);
    },

    async usage(userId: number, since: Date): Promise<UploadUsage> {
      const [row] = await queryRows<{ recent: number | string; bytes: number | string }>(
        db,
        sql`select
              (select count(*) from uploads where owner_user_id = ${userId} and created_at > ${since})
              + (select count(*) from file_grants where owner_user_id = ${userId} and created_at > ${since})
                as recent,
              (select coalesce(sum(size), 0) from uploads where owner_user_id = ${userId})
              + (select coalesce(sum(coalesce(size,
                   case when received_at is null and expires_at > now() then max_bytes else 0 end)), 0)
                 from file_grants where owner_user_id = ${userId})
                as bytes`,
      );
      return { recent: Number(row?.recent ?? 0), bytes: Number(row?.bytes ?? 0) };
    },

    async insertGrant(grant: NewGrant): Promise<void> {
      await db.insert(fileGrants).values(grant);
    },

    async findGrant(id: string): Promise<GrantRow | undefined> {
      const [row] = await db.select().from(fileGrants).where(eq(fileGrants.id, id));
      return row;
    },

    /** Takes the grant's one upload: false when it was used already or has expired. */
    async useGrant(id: string): Promise<boolean> {
      const rows = await db
        .update(fileGrants)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(fileGrants.id, id),
            isNull(fileGrants.usedAt),
            gt(fileGrants.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: fileGrants.id });
      return rows.length === 1;
    },

    /** Records the checked file (once): false when it was recorded already. */
    async markReceived(id: string, storageKey: string, size: number): Promise<boolean> {
      const rows = await db
        .update(fileGrants)
        .set({
          storageKey,
          size,
          usedAt: sql`coalesce(${fileGrants.usedAt}, now())`,
          receivedAt: sql`now()`,
        })
        .where(and(eq(fileGrants.id, id), isNull(fileGrants.receivedAt)))
        .returning({ id: fileGrants.id });
      return rows.length === 1;
    },

    /** A feature takes the file up (once): false when it is not received or taken already. */
    async claim(id: string, ownerUserId: number, purpose: string): Promise<GrantRow | undefined> {
      const [row] = await db
        .update(fileGrants)
        .set({ claimedAt: sql`now()` })
        .where(
          and(
            eq(fileGrants.id, id),
            eq(fileGrants.ownerUserId, ownerUserId),
            eq(fileGrants.purpose, purpose),
            isNull(fileGrants.claimedAt),
            sql`${fileGrants.receivedAt} is not null`,
          ),
        )
        .returning();
      return row;
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
