import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';

/** The `when` of the newest migration the database carries (drizzle's `created_at`), or 0. */
export async function newestAppliedMigration(db: Db): Promise<number> {
  const [row] = await queryRows<{ newest: string | null }>(
    db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0);
}
