import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';

/**
 * What the database says about stored files: which keys a row names, and which uploads no
 * form refers to. A new table that names a storage key or an upload joins the two queries
 * below, or the sweeper will remove its files.
 */
export function createStoredFilesRepository(db: Db) {
  return {
    /** The keys among `keys` that some row names. */
    async namedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const list = sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      );
      const rows = await queryRows<{ key: string }>(
        db,
        sql`select storage_key as key from uploads where storage_key in (${list})
            union select picture_key from banners where picture_key in (${list})
            union select storage_key from file_grants where storage_key in (${list})
            union select storage_key from applicant_documents where storage_key in (${list})
            union select unsigned_storage_key from contracts
              where unsigned_storage_key in (${list})
            union select signed_storage_key from contracts where signed_storage_key in (${list})`,
      );
      return new Set(rows.map((row) => row.key));
    },

    /**
     * Deletes the uploads made before `before` that no saved form refers to (`file:<id>` in
     * the owner's resume), answering their storage keys.
     */
    async deleteUnreferencedUploads(before: Date): Promise<string[]> {
      const rows = await queryRows<{ key: string }>(
        db,
        sql`delete from uploads u
            where u.created_at < ${before}
              and not exists (
                select 1 from resumes r, jsonb_each_text(r.fields) f
                where r.user_id = u.owner_user_id and f.value = 'file:' || u.id)
            returning u.storage_key as key`,
      );
      return rows.map((row) => row.key);
    },

    /**
     * Deletes the upload grants made before `before` that no feature claimed (decision 027),
     * answering their storage keys.
     */
    async deleteUnclaimedGrants(before: Date): Promise<string[]> {
      const rows = await queryRows<{ key: string }>(
        db,
        sql`delete from file_grants where created_at < ${before} and claimed_at is null
            returning storage_key as key`,
      );
      return rows.map((row) => row.key);
    },
  };
}
export type StoredFilesRepository = ReturnType<typeof createStoredFilesRepository>;
