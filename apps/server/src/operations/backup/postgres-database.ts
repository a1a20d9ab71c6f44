import pg from 'pg';
import type { MigrationLevel, TableSummary } from './manifest.js';
import { runPgTool } from './pg-tools.js';
import { hasNoTables, migrationLevel, summarizeTables, type RunSql } from './table-checksums.js';

export interface DatabaseState {
  tables: TableSummary[];
  migrations: MigrationLevel;
}

async function withClient<T>(url: string, work: (run: RunSql, client: pg.Client) => Promise<T>) {
  const client = new pg.Client({
    connectionString: url,
    application_name: 'teacher-portal-backup',
  });
  await client.connect();
  const run: RunSql = async <R>(text: string) => (await client.query(text)).rows as R[];
  try {
    return await work(run, client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * pg_dump in the custom format, of the snapshot the checksums are taken in: the server may
 * keep running, and the manifest still describes exactly what the dump holds.
 */
export function dumpPostgres(url: string, file: string): Promise<DatabaseState> {
  return withClient(url, async (run) => {
    await run('begin isolation level repeatable read read only');
    const [exported] = await run<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const dumping = runPgTool('pg_dump', url, [
      '--format=custom',
      `--snapshot=${exported?.snapshot ?? ''}`,
      `--file=${file}`,
    ]);
    const summarizing = (async () => ({
      tables: await summarizeTables(run),
      migrations: await migrationLevel(run),
    }))();
    // The exporting transaction stays open until pg_dump is done with its snapshot.
    const [, state] = await Promise.all([dumping, summarizing]);
    await run('commit');
    return state;
  });
}

export const postgresIsEmpty = (url: string) => withClient(url, hasNoTables);

/**
 * Everything in one transaction: a restore that fails half-way leaves the database as it
 * was. The target is empty (restore.ts refuses one with tables, or `emptyPostgres` ran):
 * `--clean` is not used, as it fails on pg-boss's partitioned job tables (an inherited
 * constraint cannot be dropped). `--no-owner` makes the restoring role the owner (the
 * backup's role may not exist here).
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await runPgTool('pg_restore', url, [
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    file,
  ]);
}

/**
 * `--force`: drops every schema but PostgreSQL's own (their tables, types, functions and
 * the extensions in them) and makes `public` again as a new database has it (PostgreSQL 15).
 */
export function emptyPostgres(url: string): Promise<void> {
  return withClient(url, async (run) => {
    const schemas = await run<{ name: string }>(
      `select nspname as name from pg_namespace
       where nspname <> 'information_schema' and nspname not like 'pg\\_%'`,
    );
    await run('begin');
    for (const { name } of schemas)
      await run(`drop schema "${name.replaceAll('"', '""')}" cascade`);
    await run('create schema public');
    await run('alter schema public owner to pg_database_owner');
    await run('grant usage on schema public to public');
    await run('commit');
  });
}

export function postgresState(url: string): Promise<DatabaseState> {
  return withClient(url, async (run) => ({
    tables: await summarizeTables(run),
    migrations: await migrationLevel(run),
  }));
}
