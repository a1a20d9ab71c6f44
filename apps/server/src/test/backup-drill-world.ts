import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { createScratchDatabase } from '../../../../scripts/lib/scratch-database.mjs';
import { openDatabase, type DatabaseTarget } from '../db/database.js';
import { loadDemoData } from '../demo/load-demo-data.js';
import { QUEUES, startJobQueue } from '../jobs/job-queue.js';
import type { BackupTarget } from '../operations/backup/backup-target.js';
import type { FileStorage } from '../modules/storage/storage.js';
import { createBankVault } from '../modules/teacher/bank-vault.js';
import { createTestDatabase } from './test-database.js';

/**
 * The database of a backup drill (decision 044): PGlite in a folder (the embedded server's
 * own layout), or, with TEST_DATABASE_URL, a scratch PostgreSQL database that `wipe` drops
 * and creates again under the same name, as an operator restoring into a new one would.
 */
export interface DrillDatabase {
  readonly target: BackupTarget['database'];
  /** Migrates, makes the job queue's schema with a job waiting, loads the demo data. */
  seed(storage: FileStorage, options?: { demo: boolean }): Promise<void>;
  wipe(): Promise<void>;
  drop(): Promise<void>;
}

export async function createDrillDatabase(dataDir: string): Promise<DrillDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = path.join(dataDir, 'pglite');
    // The migrated template of the test databases, unpacked into the folder (seconds saved).
    const { target: template } = await createTestDatabase();
    const wipe = () => rm(dir, { recursive: true, force: true });
    return {
      target: { kind: 'embedded', dir },
      async seed(storage, options) {
        await mkdir(dataDir, { recursive: true });
        await seed({ ...template, dataDir: dir } as DatabaseTarget, storage, options);
      },
      wipe,
      drop: wipe,
    };
  }
  let scratch = await createScratchDatabase(adminUrl, { prefix: `portal_test_${process.pid}_dr` });
  const name = scratch.name;
  return {
    target: { kind: 'postgres', url: scratch.url },
    seed: (storage, options) =>
      seed({ kind: 'postgres', url: scratch.url, poolMax: 2 }, storage, options),
    async wipe() {
      await scratch.drop();
      scratch = await createScratchDatabase(adminUrl, { name });
    },
    drop: () => scratch.drop(),
  };
}

async function seed(
  target: DatabaseTarget,
  storage: FileStorage,
  { demo } = { demo: true },
): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    const queue = await startJobQueue(database.jobsConnection, {
      pollingSeconds: 60,
      log: pino({ level: 'silent' }),
    });
    const [first] = Object.values(QUEUES);
    if (first)
      await queue.send(first.name, { drill: true }, { startAfter: new Date(Date.now() + 3.6e6) });
    await queue.stop();
    if (demo)
      await loadDemoData(database.db, {
        storage,
        bankVault: createBankVault({ current: randomBytes(32) }),
      });
  } finally {
    await database.close();
  }
}

/** A storage key of the server's own shape (`<area>/<random>.<ext>`). */
export const drillKey = (area: string, ext: 'pdf' | 'png') =>
  `${area}/${randomBytes(16).toString('base64url')}.${ext}`;
