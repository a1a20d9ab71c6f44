import type { Db } from '../db/database.js';
import type { FileStorage } from '../modules/storage/storage.js';
import type { BankVault } from '../modules/teacher/bank-vault.js';
import { demoAccounts } from './seeds/demo-accounts.js';
import { demoApplicantOwners } from './seeds/demo-applicant-owners.js';
import { demoAppealFiles } from './seeds/demo-appeal-files.js';
import { demoApplicantRecords } from './seeds/demo-applicant-records.js';
import { demoAvailability } from './seeds/demo-availability.js';
import { demoBanners } from './seeds/demo-banners.js';
import { demoChannelCode } from './seeds/demo-channel-code.js';
import { demoClasses } from './seeds/demo-classes.js';
import { demoContracts } from './seeds/demo-contracts.js';
import { demoFixed } from './seeds/demo-fixed.js';
import { demoHistory } from './seeds/demo-history.js';
import { demoLeave } from './seeds/demo-leave.js';
import { demoPayslips } from './seeds/demo-payslips.js';
import { demoReleases } from './seeds/demo-releases.js';
import { demoRecordedDemos } from './seeds/demo-recordings.js';
import { demoResumes } from './seeds/demo-resumes.js';
import { demoSessions } from './seeds/demo-sessions.js';
import { demoTeacherNotes } from './seeds/demo-teacher-notes.js';
import { demoNotifications } from './seeds/demo-notifications.js';

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
  /** Seals bank details as the teacher area does (decision 038). */
  bankVault: BankVault;
}

/** The context a running app gives the seeds. */
export function demoContextOf(services: {
  storage: FileStorage;
  bankVault: BankVault;
}): DemoContext {
  return { storage: services.storage, bankVault: services.bankVault };
}

export const DEMO_SEEDS: DemoSeed[] = [
  demoAccounts,
  demoBanners,
  demoResumes,
  demoHistory,
  demoAvailability,
  demoSessions,
  demoRecordedDemos,
  demoContracts,
  demoClasses,
  demoFixed,
  demoLeave,
  demoPayslips,
  demoReleases,
  demoApplicantRecords,
  demoTeacherNotes,
  demoApplicantOwners,
  demoNotifications,
  demoAppealFiles,
  demoChannelCode,
];
