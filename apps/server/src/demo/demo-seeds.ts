import type { Db } from '../db/database.js';
import type { FileStorage } from '../modules/storage/storage.js';
import { demoAccounts } from './seeds/demo-accounts.js';
import { demoAvailability } from './seeds/demo-availability.js';
import { demoBanners } from './seeds/demo-banners.js';
import { demoHistory } from './seeds/demo-history.js';
import { demoRecordedDemos } from './seeds/demo-recordings.js';
import { demoResumes } from './seeds/demo-resumes.js';
import { demoSessions } from './seeds/demo-sessions.js';

/**
 * A named set of demo records. Each runs once per database (recorded in demo_seeds), inside a
 * transaction with that record, so a crash half-way leaves nothing behind.
 * Later features add their own seed to DEMO_SEEDS; ids must never change once shipped.
 */
export interface DemoSeed {
  id: string;
  run(db: Db, context: DemoContext): Promise<void>;
}

/** What a seed may use besides the database. */
export interface DemoContext {
  storage: FileStorage;
}

export const DEMO_SEEDS: DemoSeed[] = [
  demoAccounts,
  demoBanners,
  demoResumes,
  demoHistory,
  demoAvailability,
  demoSessions,
  demoRecordedDemos,
];
