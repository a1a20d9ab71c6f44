import pino from 'pino';
import { createScratchDatabase } from '../../../../scripts/lib/scratch-database.mjs';
import { openDatabase, type Database, type DatabaseTarget } from '../db/database.js';
import { startJobQueue } from '../jobs/job-queue.js';

const silentLog = pino({ level: 'silent' });

/**
 * A fresh database for one test file: in-memory PGlite (from the migrated template unless
 * `empty`), or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a uniquely named database on it that `drop()` removes.
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
  const scratch = await createScratchDatabase(adminUrl, { prefix: `portal_test_${process.pid}` });
  const target: DatabaseTarget = { kind: 'postgres', url: scratch.url, poolMax: 5 };
  return { target, open: () => openDatabase(target), drop: () => scratch.drop() };
}

let template: Promise<Blob> | undefined;

/**
 * A PGlite database with every migration and the job queue's schema, made once per test
 * worker; each test database starts as a copy of it (seconds saved per test file).
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({ kind: 'embedded', dataDir: undefined });
    try {
      await database.migrate();
      const queue = await startJobQueue(database.jobsConnection, {
        pollingSeconds: 60,
        log: silentLog,
      });
      await queue.stop();
      if (!database.dump) throw new Error('an embedded database can be dumped');
      return await database.dump();
    } finally {
      await database.close();
    }
  })();
  return template;
}
