import type { SQL } from 'drizzle-orm';
import type { Db } from './database.js';

/**
 * Rows of a raw SQL query. Both drivers (PGlite and node-postgres) answer `{ rows }`; the
 * shared Db type cannot say so, hence the one cast here. Prefer the query builder elsewhere.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
