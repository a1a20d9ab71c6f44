import type { Config } from './config.js';
import type { Scope, UnitOfWork } from './db/unit-of-work.js';
import { createAccountsRepository } from './modules/accounts/accounts.repository.js';
import { createResumeRepository } from './modules/application/resume.repository.js';
import { createReviewRepository } from './modules/application/review.repository.js';
import { createUploadsRepository } from './modules/application/uploads.repository.js';
import { createOneTimeTokenRepository } from './modules/auth/one-time-token.repository.js';
import { createSessionRepository } from './modules/auth/session.repository.js';
import { createSessionService } from './modules/auth/session.service.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { createFunnelRepository } from './modules/funnel/funnel.repository.js';
import { createMailService } from './modules/mail/mail.service.js';
import { createAbuseGuard } from './modules/security/abuse-guard.service.js';
import { createSecurityEventsRepository } from './modules/security/security-events.repository.js';
import { createStaffActionsRepository } from './modules/staff/staff-actions.repository.js';
import { createStaffRepository } from './modules/staff/staff.repository.js';
import { createTwoFactorRepository } from './modules/staff/two-factor.repository.js';
import { createFilesRepository } from './modules/storage/files.repository.js';
import { createDemoBookingsRepository } from './modules/scheduling/demo-bookings.repository.js';
import { createDemoRecordingsRepository } from './modules/scheduling/demo-recordings.repository.js';
import { createDemoResultsRepository } from './modules/scheduling/demo-results.repository.js';
import { createDemoReminderQueue } from './modules/scheduling/demo-reminders.js';
import { createDemoSlotsRepository } from './modules/scheduling/demo-slots.repository.js';
import { createTeachersRepository } from './modules/teacher/teachers.repository.js';
import { createBankDetailsRepository } from './modules/teacher/bank-details.repository.js';
import { createTeacherNotesRepository } from './modules/teacher/teacher-notes.repository.js';
import { createContractsRepository } from './modules/contract/contracts.repository.js';
import { createDocumentsRepository } from './modules/contract/documents.repository.js';
import { createSignedContractsRepository } from './modules/contract/signed-contracts.repository.js';
import { createCarrotsRepository } from './modules/classes/carrots.repository.js';
import { createClassSettingsRepository } from './modules/classes/class-settings.repository.js';
import { createClassSlotsRepository } from './modules/classes/class-slots.repository.js';
import { createClassStatsRepository } from './modules/classes/class-stats.repository.js';
import { createClassAdminRepositories } from './modules/class-admin/class-admin.repositories.js';
import { createFixedRepositories } from './modules/fixed/fixed.repositories.js';
import { createFixedReminderQueue } from './modules/fixed/fixed-reminders.js';
import { createLeaveRepositories } from './modules/leave/leave.repositories.js';
import { createPayRepositories } from './modules/pay/pay.repositories.js';

/**
 * Every repository the services write through, built over the database or over one
 * transaction (`db/unit-of-work.ts`): a service's multi-step write asks the unit of work for
 * this set and writes everything through it. Building it is cheap (closures, no I/O).
 */
export function repositoriesFor(scope: Scope, config: Config) {
  return {
    accounts: createAccountsRepository(scope.db),
    links: createOneTimeTokenRepository(scope.db),
    sessions: createSessionService(createSessionRepository(scope.db)),
    guard: createAbuseGuard(createSecurityEventsRepository(scope.db), config),
    staff: createStaffRepository(scope.db),
    staffActions: createStaffActionsRepository(scope.db),
    twoFactor: createTwoFactorRepository(scope.db),
    funnel: createFunnelRepository(scope.db),
    resumes: createResumeRepository(scope.db),
    review: createReviewRepository(scope.db),
    uploads: createUploadsRepository(scope.db),
    files: createFilesRepository(scope.db),
    demoSlots: createDemoSlotsRepository(scope.db),
    demoBookings: createDemoBookingsRepository(scope.db),
    demoResults: createDemoResultsRepository(scope.db),
    demoRecordings: createDemoRecordingsRepository(scope.db),
    contracts: createContractsRepository(scope.db),
    signedContracts: createSignedContractsRepository(scope.db),
    documents: createDocumentsRepository(scope.db),
    teachers: createTeachersRepository(scope.db),
    bankDetails: createBankDetailsRepository(scope.db),
    teacherNotes: createTeacherNotesRepository(scope.db),
    classSlots: createClassSlotsRepository(scope.db),
    classSettings: createClassSettingsRepository(scope.db),
    classStats: createClassStatsRepository(scope.db),
    carrots: createCarrotsRepository(scope.db),
    classAdmin: createClassAdminRepositories(scope.db),
    leave: createLeaveRepositories(scope.db, scope.jobs),
    mail: createMailService(scope),
    notifications: createNotificationsRepository(scope.db),
    demoReminders: createDemoReminderQueue(scope.jobs),
    fixed: createFixedRepositories(scope.db),
    fixedReminders: createFixedReminderQueue(scope.jobs),
    pay: createPayRepositories(scope.db, scope.jobs),
  };
}
export type Repositories = ReturnType<typeof repositoriesFor>;
/** The unit of work the services receive: `uow.run(async ({ resumes, mail }) => ...)`. */
export type Uow = UnitOfWork<Repositories>;
