import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { migrateEmbedded, migratePostgres } from './migrate.js';

export type Schema = typeof schema;
/** The Drizzle handle the repositories use; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'embedded' | 'postgres';
  /** Applies pending migrations (PostgreSQL: under an advisory lock). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (for test templates). */
  dump?: () => Promise<Blob>;
  /** How the job queue reaches this database (pg-boss: its own small pool, or PGlite's one). */
  readonly jobsConnection: JobsConnection;
}

export type JobsConnection =
  | { connectionString: string; max: number }
  | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolMax: number }
  /**
   * `dataDir` undefined means in memory (tests); `template` starts it from a dump of another
   * PGlite database (tests start from a migrated template instead of migrating each time).
   */
  | { kind: 'embedded'; dataDir: string | undefined; template?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database =
    target.kind === 'postgres'
      ? await openPostgres(target.url, target.poolMax)
      : await openEmbedded(target.dataDir, target.template);
  return closeOnce(database);
}

/** Shutdown paths may close twice (signal and app close); the second call is a no-op. */
function closeOnce(database: Database): Database {
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}

async function openEmbedded(dataDir: string | undefined, template?: Blob): Promise<Database> {
  const client = await PGlite.create({
    // The demo slots' exclusion constraint (migration 0008) compares members with btree_gist.
    extensions: { btree_gist },
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  // One after the other: a second call only finds nothing left to apply.
  let migrations = Promise.resolve();
  return {
    db,
    kind: 'embedded',
    dump: () => client.dumpDataDir('none'),
    migrate: () => (migrations = migrations.then(() => migrateEmbedded(db))),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    jobsConnection: {
      db: {
        // Statements with parameters go through the extended protocol; pg-boss's
        // multi-statement scripts (no parameters) through exec (machine-notes.md).
        executeSql: async (text, values) =>
          values?.length
            ? client.query(text, values)
            : client.exec(text).then((results) => results.at(-1) ?? { rows: [] }),
      },
    },
  };
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: 'teacher-portal',
  });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    jobsConnection: { connectionString: url, max: 2 },
  };
}
