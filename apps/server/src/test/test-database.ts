import { readFile } from 'node:fs/promises';
import pino from 'pino';
import { inject } from 'vitest';
import { createScratchDatabase } from '../../../../scripts/lib/scratch-database.mjs';
import { openDatabase, type Database, type DatabaseTarget } from '../db/database.js';
import { startJobQueue } from '../jobs/job-queue.js';

const silentLog = pino({ level: 'silent' });

/**
 * A fresh database for one test file: in-memory PGlite (from the migrated template unless
 * `empty`), or, when TEST_DATABASE_URL names a PostgreSQL server, a uniquely named database on
 * it that `drop()` removes (a copy of the migrated template database unless `empty`).
 */
export interface TestDatabase {
  readonly target: DatabaseTarget;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // `empty`: not even migrated, for the tests of migrating itself.
    const target: DatabaseTarget = options.empty
      ? { kind: 'embedded', dataDir: undefined }
      : { kind: 'embedded', dataDir: undefined, template: await migratedTemplate() };
    return { target, open: () => openDatabase(target), drop: async () => undefined };
  }
  // A copy of the run's migrated template database, when the global setup made one.
  const template = options.empty ? undefined : inject('postgresTemplateDatabase');
  const scratch = await createScratchDatabase(adminUrl, {
    prefix: `portal_test_${process.pid}`,
    ...(template ? { template } : {}),
  });
  const target: DatabaseTarget = { kind: 'postgres', url: scratch.url, poolMax: 5 };
  return { target, open: () => openDatabase(target), drop: () => scratch.drop() };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite template, made once per run (database-template.global-setup.ts). */
    pgliteTemplateFile?: string;
    /** On PostgreSQL, the migrated template database each test database is copied from. */
    postgresTemplateDatabase?: string;
  }
}

let template: Promise<Blob> | undefined;

/**
 * The migrated template each PGlite test database starts as a copy of: the run's file when
 * the global setup made one (it is made once per run, not once per test file: seconds per
 * file), else built here once per module graph.
 */
function migratedTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplateFile');
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : buildMigratedTemplate();
  return template;
}

/** A PGlite database with every migration and the job queue's schema, dumped. */
export async function buildMigratedTemplate(): Promise<Blob> {
  const database = await openDatabase({ kind: 'embedded', dataDir: undefined });
  try {
    await migrateWithJobQueue(database);
    if (!database.dump) throw new Error('an embedded database can be dumped');
    return await database.dump();
  } finally {
    await database.close();
  }
}

/**
 * A PostgreSQL database on TEST_DATABASE_URL's server with every migration and the job
 * queue's schema, closed: `create database … template` copies it in a fraction of migrating.
 */
export async function createPostgresTemplate(
  adminUrl: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const scratch = await createScratchDatabase(adminUrl, {
    prefix: `portal_template_${process.pid}`,
  });
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 2 });
    try {
      await migrateWithJobQueue(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return { name: scratch.name, drop: () => scratch.drop() };
}

async function migrateWithJobQueue(database: Database): Promise<void> {
  await database.migrate();
  const queue = await startJobQueue(database.jobsConnection, {
    pollingSeconds: 60,
    log: silentLog,
  });
  await queue.stop();
}
