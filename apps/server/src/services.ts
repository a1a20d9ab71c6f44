import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createUnitOfWork, transactionOf, type Scope } from './db/unit-of-work.js';
import { startJobQueue, type JobQueue } from './jobs/job-queue.js';
import { repositoriesFor } from './repositories.js';
import { createChangeFeed } from './lib/change-feed.js';
import { cachedSessionRows } from './modules/auth/cached-session-rows.js';
import { createSessionRepository } from './modules/auth/session.repository.js';
import { createSessionService } from './modules/auth/session.service.js';
import { signInProofAccount } from './modules/auth/password-sign-in.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createPasswordService, type ResetJob } from './modules/accounts/password.service.js';
import { createPasswordHasher } from './modules/auth/password-hasher.js';
import { createCaptchaRepository } from './modules/captcha/captcha.repository.js';
import { createCaptchaService } from './modules/captcha/captcha.service.js';
import { createMailDeliveries } from './modules/mail/mail-deliveries.repository.js';
import { startMailWorker } from './modules/mail/mail.service.js';
import { createClassServices } from './modules/classes/class-services.js';
import { createMaintenance } from './modules/maintenance/maintenance.service.js';
import { createMaintenanceRepository } from './modules/maintenance/maintenance.repository.js';
import { createBannersRepository } from './modules/banners/banners.repository.js';
import { createBannersService } from './modules/banners/banners.service.js';
import { createFileSweeper } from './modules/storage/file-sweeper.js';
import { createFileStorage } from './modules/storage/storage-factory.js';
import { createStoredFilesRepository } from './modules/storage/stored-files.repository.js';
import { createFilesService } from './modules/storage/files.service.js';
import { createUploadGrantSigner } from './modules/storage/upload-grants.js';
import { createApplicationService } from './modules/application/application.service.js';
import { createReviewService } from './modules/application/review.service.js';
import { createApplicantPageService } from './modules/application/applicant-page.service.js';
import { createApplicantExport } from './modules/application/applicant-export.js';
import { deriveKey, deriveKeys } from './lib/derived-keys.js';
import { createFileLinks } from './modules/storage/file-links.js';
import { createMailer } from './modules/mail/mailer.js';
import { cachedActiveMembers } from './modules/staff/cached-active-members.js';
import { createStaffService } from './modules/staff/staff.service.js';
import { createTwoFactorService } from './modules/staff/two-factor.service.js';
import { createRotatingBox } from './lib/rotating-box.js';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createSchoolFiguresRepository } from './modules/dashboard/school-figures.repository.js';
import { createSchoolFiguresService } from './modules/dashboard/school-figures.service.js';
import { createDemosService } from './modules/scheduling/demos.service.js';
import { createAvailabilityService } from './modules/scheduling/availability.service.js';
import { createDemoSessionsService } from './modules/scheduling/demo-sessions.service.js';
import { createDemoMails } from './modules/scheduling/demo-mails.service.js';
import { startDemoReminderWorker } from './modules/scheduling/demo-reminders.js';
import { createRecordedDemosService } from './modules/scheduling/recorded-demos.service.js';
import { createTeacherServices } from './modules/teacher/teacher-services.js';
import { withRekeys } from './modules/maintenance/with-rekeys.js';
import { createContractsService } from './modules/contract/contracts.service.js';
import { createDocumentServices } from './modules/contract/document-services.js';
import { createClassAdminServices } from './modules/class-admin/class-admin-services.js';
import { createFixedServices } from './modules/fixed/fixed-services.js';
import { createLeaveServices } from './modules/leave/leave-services.js';
import { releaseOutOfContract } from './modules/leave/class-release.js';
import { followOutcome } from './modules/leave/no-show-records.js';
import { createPayServices } from './modules/pay/pay-services.js';
import type { Metrics } from './observability/metrics.js';

/** Wires repositories into services once per app; routes reach them as `app.services`. */
export async function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  /** What "now" is for the booking rules; tests move it (the default is the real time). */
  clock?: () => Date,
  /** The app's metrics (decision 047): job outcomes and what services count. */
  metrics?: Pick<Metrics, 'job' | 'counters'>,
) {
  const { db } = database;
  const queue: JobQueue = await startJobQueue(database.jobsConnection, {
    pollingSeconds: config.JOBS_POLL_SECONDS,
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    log,
    ...(metrics ? { onOutcome: metrics.job } : {}),
  });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  await startMailWorker(queue, mailer, createMailDeliveries(db));

  const storage = createFileStorage(config);
  const hasher = createPasswordHasher({
    memoryKib: config.ARGON2_MEMORY_KIB,
    iterations: config.ARGON2_ITERATIONS,
  });
  const build = (scope: Scope) => repositoriesFor(scope, config);
  const uow = createUnitOfWork(db, queue, build);
  const repositories = build({ db, jobs: queue, transaction: transactionOf(db, queue) });
  const { guard, mail, accounts, links, resumes, uploads } = repositories;
  // What the database says changed (decision 040): the hot reads' caches follow it.
  const changes = createChangeFeed();
  await database.listen((payload) => changes.apply(payload));
  const sessions = createSessionService(cachedSessionRows(createSessionRepository(db), changes));
  const captcha = createCaptchaService(createCaptchaRepository(db), {
    signatureSecret: deriveKey(config.SESSION_SECRET, 'proof-of-work').toString('base64url'),
    keySignatureSecret: deriveKey(config.SESSION_SECRET, 'proof-of-work-keys').toString(
      'base64url',
    ),
    cost: config.PROOF_OF_WORK_COST,
    counterMax: config.PROOF_OF_WORK_COUNTER_MAX,
  });
  const fileLinks = createFileLinks(deriveKey(config.SESSION_SECRET, 'file-links'));
  // Grants expire by the app's clock, so tests move time instead of waiting ten minutes.
  const nowMs = clock ? () => clock().getTime() : Date.now;
  const files = createFilesService({
    uow,
    files: repositories.files,
    storage,
    grants: createUploadGrantSigner(deriveKey(config.SESSION_SECRET, 'upload-grants'), nowMs),
    quotas: { perHour: config.UPLOAD_QUOTA_PER_HOUR, bytes: config.UPLOAD_QUOTA_BYTES },
    clock: nowMs,
  });
  const shared = {
    sessions,
    hasher,
    captcha,
    guard,
    mail,
    links,
    uow,
    publicUrl: config.PUBLIC_URL,
  };
  const passwords = createPasswordService({ accounts, queue, ...shared });
  const twoFactor = createTwoFactorService({
    uow,
    recheck: { guard, sessions },
    twoFactor: repositories.twoFactor,
    box: createRotatingBox(
      deriveKey(config.SESSION_SECRET, 'two-factor-secrets'),
      deriveKeys(config.SESSION_SECRET_PREVIOUS, 'two-factor-secrets'),
    ),
    log,
  });
  const staffService = createStaffService({ staff: repositories.staff, twoFactor, ...shared });
  await queue.work<ResetJob>('password-reset', (job) => passwords.sendResetLink(job));
  const teacherArea = createTeacherServices({
    config,
    uow,
    repositories,
    hasher,
    recheck: { guard, sessions },
    log,
    ...(clock ? { clock } : {}),
  });
  const demoMails = createDemoMails({
    publicUrl: config.PUBLIC_URL,
    mailFrom: config.MAIL_FROM,
    bookings: repositories.demoBookings,
    mail,
    ...(clock ? { clock } : {}),
  });
  await startDemoReminderWorker(queue, (job) => demoMails.remind(job));
  const recordedDemos = createRecordedDemosService({
    uow,
    accounts,
    recordings: repositories.demoRecordings,
    bookings: repositories.demoBookings,
    results: repositories.demoResults,
    criteria: config.INTERVIEW_CRITERIA,
    publicUrl: config.PUBLIC_URL,
    ...(clock ? { clock } : {}),
  });

  const classServices = createClassServices({
    config,
    db,
    changes,
    uow,
    repositories,
    lifecycleHooks: { afterOutcome: followOutcome, releaseUnheld: releaseOutOfContract },
    noShowRecords: (slotIds) => repositories.leave.records.noShowsOf(slotIds),
    ...(clock ? { clock } : {}),
  });

  const leaveServices = await createLeaveServices({
    config,
    uow,
    repositories,
    files,
    queue,
    log,
    ...(clock ? { clock } : {}),
  });

  const payServices = await createPayServices({
    config,
    uow,
    repositories,
    queue,
    files,
    vault: teacherArea.bankVault,
    log,
    changes,
    ...(clock ? { clock } : {}),
    ...(metrics ? { counters: metrics.counters } : {}),
  });

  const fixedServices = await createFixedServices({
    config,
    uow,
    queue,
    repositories,
    settings: classServices.classSettings,
    ...(clock ? { clock } : {}),
  });

  return {
    queue,
    uow,
    changes,
    hasher,
    sessions,
    captcha,
    mail,
    notifications: createNotificationsService(repositories.notifications),
    accounts: createAccountsService({ accounts, ...shared }),
    passwords,
    staff: {
      ...staffService,
      activeMember: cachedActiveMembers(staffService.activeMember, changes),
    },
    twoFactor,
    signInProof: (email: string) => signInProofAccount(guard, email),
    funnel: { countByPlace: () => accounts.countByPlace() },
    dashboard: createDashboardService(createDashboardRepository(db)),
    schoolFigures: createSchoolFiguresService(
      createSchoolFiguresRepository(db),
      ...(clock ? [clock] : []),
    ),
    maintenance: withRekeys(
      createMaintenance(
        createMaintenanceRepository(db),
        createFileSweeper(createStoredFilesRepository(db), storage),
      ),
      [teacherArea.teacherBank, twoFactor],
    ),
    storage,
    files,
    banners: createBannersService(createBannersRepository(db), files),
    application: createApplicationService({
      uow,
      resumes,
      uploads,
      files,
      links: fileLinks,
      supportEmail: config.SUPPORT_EMAIL,
      applyAgainDays: config.APPLY_AGAIN_DAYS,
      ...(clock ? { clock } : {}),
    }),
    demos: createDemosService({
      uow,
      accounts,
      slots: repositories.demoSlots,
      bookings: repositories.demoBookings,
      results: repositories.demoResults,
      recordedDemo: recordedDemos.applicantView,
      meetingBaseUrl: config.MEETING_BASE_URL,
      resumes,
      mails: demoMails,
      ...(clock ? { clock } : {}),
    }),
    recordedDemos,
    ...teacherArea,
    ...classServices,
    ...fixedServices,
    ...leaveServices,
    ...payServices,
    ...createClassAdminServices({
      uow,
      repositories,
      onSettingsChanged: classServices.classSettings.invalidate,
      ...(clock ? { clock } : {}),
    }),
    contracts: createContractsService({
      uow,
      contracts: repositories.contracts,
      files,
      publicUrl: config.PUBLIC_URL,
      ...(clock ? { clock } : {}),
    }),
    ...createDocumentServices({ config, uow, repositories, files, ...(clock ? { clock } : {}) }),
    availability: createAvailabilityService({
      slots: repositories.demoSlots,
      ...(clock ? { clock } : {}),
    }),
    demoSessions: createDemoSessionsService({
      uow,
      bookings: repositories.demoBookings,
      results: repositories.demoResults,
      meetingBaseUrl: config.MEETING_BASE_URL,
      criteria: { MINI_DEMO: config.INTERVIEW_CRITERIA, TRIAL_DEMO: config.TRAINING_CRITERIA },
      publicUrl: config.PUBLIC_URL,
      ...(clock ? { clock } : {}),
    }),
    review: createReviewService({
      uow,
      review: repositories.review,
      resumes,
      uploads,
      links: fileLinks,
      publicUrl: config.PUBLIC_URL,
      recordingsOf: recordedDemos.ofApplicant,
    }),
    applicantPage: createApplicantPageService({ uow, repositories }),
    applicantExport: createApplicantExport({ repositories }),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
