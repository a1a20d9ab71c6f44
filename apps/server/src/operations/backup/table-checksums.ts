import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../paths.js';
import type { MigrationLevel, TableSummary } from './manifest.js';

/** One SQL statement without parameters, answered as rows (a pg client or PGlite). */
export type RunSql = <T>(text: string) => Promise<T[]>;

/**
 * Settings that change how rows print as text: fixed, so a checksum taken before a backup
 * and after a restore (another session, maybe another client) compares the same values.
 */
const STABLE_TEXT = [
  `set timezone to 'UTC'`,
  `set datestyle to 'ISO, YMD'`,
  `set intervalstyle to 'postgres'`,
  `set extra_float_digits to 1`,
  `set bytea_output to 'hex'`,
];

/**
 * Every ordinary table of every schema but PostgreSQL's own (public, pgboss, drizzle: the
 * whole database), partitions included and their partitioned parents left out so each row
 * counts once.
 */
const TABLES = `
  select n.nspname as schema, c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
  order by 1, 2`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Row count and checksum of every table. The checksum is the md5 of the rows' md5s, sorted,
 * so it needs no primary key and holds 32 bytes per row in memory, not the rows themselves.
 */
export async function summarizeTables(run: RunSql): Promise<TableSummary[]> {
  for (const statement of STABLE_TEXT) await run(statement);
  const tables = await run<{ schema: string; name: string }>(TABLES);
  const summaries: TableSummary[] = [];
  for (const { schema, name } of tables) {
    const [row] = await run<{ rows: number; checksum: string }>(
      `select count(*)::int as rows,
              md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as checksum
       from ${quoted(schema)}.${quoted(name)} t`,
    );
    summaries.push({
      table: `${schema}.${name}`,
      rows: row?.rows ?? 0,
      checksum: row?.checksum ?? '',
    });
  }
  return summaries;
}

/** Whether the database holds no table at all (a safe target for a restore). */
export async function hasNoTables(run: RunSql): Promise<boolean> {
  return (await run(TABLES)).length === 0;
}

/** How far the database is migrated, by drizzle's own table, named by this build's journal. */
export async function migrationLevel(run: RunSql): Promise<MigrationLevel> {
  const [exists] = await run<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return { applied: 0, latest: null };
  const [row] = await run<{ applied: number; newest: string | null }>(
    `select count(*)::int as applied, max(created_at)::text as newest
     from drizzle.__drizzle_migrations`,
  );
  const newest = row?.newest ? Number(row.newest) : undefined;
  return { applied: row?.applied ?? 0, latest: journalTag(newest) };
}

/** Drizzle records each migration's journal time (`when`); the journal names it. */
function journalTag(when: number | undefined): string | null {
  if (when === undefined) return null;
  try {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number; tag: string }[] };
    return journal.entries.find((entry) => entry.when === when)?.tag ?? `unknown (${when})`;
  } catch {
    return `unknown (${when})`;
  }
}
