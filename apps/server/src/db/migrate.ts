import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';

/** Arbitrary constant naming the advisory lock that serialises migrations across servers. */
export const MIGRATION_LOCK_KEY = 7_204_611_903;

/** PGlite is one process's private database: nothing else can migrate it concurrently. */
export async function migrateEmbedded(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  await migratePgliteDb(db, { migrationsFolder: MIGRATIONS_DIR });
}

/**
 * Two servers starting at once must not both migrate: the first takes a session-level
 * advisory lock and migrates on that same connection; the second waits for the lock, then
 * finds nothing left to apply.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
