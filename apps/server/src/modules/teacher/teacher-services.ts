import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import { createAccountStateGuard } from './account-state.js';
import { createBankService } from './bank.service.js';
import { createBankVault } from './bank-vault.js';
import { createProfileService } from './profile.service.js';
import { createTeacherAdminService } from './teacher-admin.service.js';
import { createTeacherExport } from './teacher-export.js';
import { createTeacherPageService } from './teacher-page.service.js';
import type { RecheckDeps } from '../auth/recheck.js';

interface Deps {
  config: Pick<Config, 'BANK_DATA_KEY' | 'BANK_DATA_KEY_PREVIOUS' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
  uow: Uow;
  repositories: Pick<
    Repositories,
    'teachers' | 'bankDetails' | 'accounts' | 'teacherNotes' | 'staffActions'
  >;
  hasher: PasswordHasher;
  /** Counts a wrong password asked again (bank details) and ends the sessions past the limit. */
  recheck: RecheckDeps;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

/**
 * The teacher area's services (decision 038), wired once in services.ts: the account-state
 * guard the auth plugin asks, the profile, the bank details and the console's side (the
 * teachers, and one teacher's page: decision 063).
 */
export function createTeacherServices({
  config,
  uow,
  repositories,
  hasher,
  recheck,
  log,
  clock,
}: Deps) {
  const { teachers, bankDetails, accounts } = repositories;
  const withClock = clock ? { clock } : {};
  const teacherState = createAccountStateGuard({ teachers, ...withClock });
  const vault = createBankVault({
    current: config.BANK_DATA_KEY,
    previous: config.BANK_DATA_KEY_PREVIOUS,
  });
  const shared = { supportEmail: config.SUPPORT_EMAIL, publicUrl: config.PUBLIC_URL };
  const teacherAdmin = createTeacherAdminService({ uow, teachers, ...shared, ...withClock });
  return {
    /** The demo data seals its teachers' bank details with it. */
    bankVault: vault,
    teacherState,
    teacherProfile: createProfileService({
      teachers,
      accounts,
      state: teacherState,
      ...withClock,
    }),
    teacherBank: createBankService({
      uow,
      teachers,
      bank: bankDetails,
      accounts,
      hasher,
      vault,
      recheck,
      log,
      ...shared,
      ...withClock,
    }),
    teacherAdmin,
    teacherExport: createTeacherExport({ teacherAdmin, repositories }),
    teacherPage: createTeacherPageService({ uow, repositories, ...withClock }),
  };
}
