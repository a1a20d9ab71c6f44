import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.js';
import { CHANGE_CHANNEL } from '../lib/change-feed.js';
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
  /** PostgreSQL only: the pool's connections (open, idle) and the requests waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole database as a tarball (for test templates). */
  dump?: () => Promise<Blob>;
  /** How the job queue reaches this database (pg-boss: its own small pool, or PGlite's one). */
  readonly jobsConnection: JobsConnection;
  /**
   * Calls `onChange` with every notification of the change feed (decision 040), the writes
   * of this process before the query that made them resolves. When the connection that hears
   * other servers' changes was lost, `onChange('*')`: some may have been missed.
   */
  listen(onChange: (payload: string) => void): Promise<void>;
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

/** The server's database: DATABASE_URL's PostgreSQL, else PGlite in `<DATA_DIR>/pglite`. */
export function databaseTargetOf(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX' | 'dataDir'>,
): Extract<DatabaseTarget, { kind: 'postgres' }> | { kind: 'embedded'; dataDir: string } {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX }
    : { kind: 'embedded', dataDir: path.join(config.dataDir, 'pglite') };
}

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
    // One connection: PGlite hands its own notifications over as the commit returns.
    listen: async (onChange) => {
      await client.listen(CHANGE_CHANNEL, onChange);
    },
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
  // The backends of this pool: their notifications come on their own connections (below),
  // so the listener leaves them out.
  const ownBackends = new Set<number>();
  const feed = changeListener(url, ownBackends);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: 'teacher-portal',
    // Every pooled connection listens too, for the notifications of its own writes:
    // PostgreSQL sends them before the commit's answer, so this process never reads its cache
    // stale after its own write (other servers hear through the listener, a moment later).
    // pg-pool waits for this before it hands the connection out.
    onConnect: async (client) => {
      // pg-pool listens for a client's errors only while it is idle: a connection lost while
      // checked out between two statements (a transaction awaiting its next step) emitted
      // 'error' to no one and crashed the process (decision 046, seen when PostgreSQL stopped).
      // Its next query fails instead (answered 503), and the pool drops it on release.
      client.on('error', () => undefined);
      const backend = (client as unknown as { processID: number }).processID;
      ownBackends.add(backend);
      client.on('end', () => ownBackends.delete(backend));
      client.on('notification', (message) => {
        if (message.processId === backend) feed.deliver(message.payload ?? '');
      });
      await client.query(`listen ${CHANGE_CHANNEL}`);
    },
  });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await feed.stop();
      await pool.end();
    },
    listen: (onChange) => feed.start(onChange),
    jobsConnection: { connectionString: url, max: 2 },
  };
}

/** How long the change listener waits before it connects again after losing its connection. */
const RELISTEN_AFTER_MS = 1_000;

/** A connection of its own that hears every server's changes, connecting again when lost. */
function changeListener(url: string, ownBackends: ReadonlySet<number>) {
  let onChange: ((payload: string) => void) | undefined;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const deliver = (payload: string) => onChange?.(payload);
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: 'teacher-portal-feed' });
    next.on('notification', (message) => {
      if (!ownBackends.has(message.processId)) deliver(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      // Not kept: close what opened, so a database coming back does not collect dead clients.
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  }
  function lost(which: pg.Client) {
    if (which !== client || stopped) return;
    client = undefined;
    deliver('*');
    retry = setTimeout(reconnect, RELISTEN_AFTER_MS);
    retry.unref();
  }
  function reconnect() {
    connect()
      .then(() => deliver('*'))
      .catch(() => {
        if (!stopped) retry = setTimeout(reconnect, RELISTEN_AFTER_MS).unref();
      });
  }
  return {
    deliver,
    async start(handler: (payload: string) => void) {
      onChange = handler;
      await connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
