import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { startJobQueue, type JobQueue } from './jobs/job-queue.js';
import { createAccountsRepository } from './modules/accounts/accounts.repository.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createPasswordService, type ResetJob } from './modules/accounts/password.service.js';
import { createOneTimeTokenRepository } from './modules/auth/one-time-token.repository.js';
import { createPasswordHasher } from './modules/auth/password-hasher.js';
import { createSessionRepository } from './modules/auth/session.repository.js';
import { createSessionService } from './modules/auth/session.service.js';
import { createCaptchaRepository } from './modules/captcha/captcha.repository.js';
import { createCaptchaService } from './modules/captcha/captcha.service.js';
import { createMailService, startMailWorker } from './modules/mail/mail.service.js';
import { createMaintenance } from './modules/maintenance/maintenance.service.js';
import { createBannersRepository } from './modules/banners/banners.repository.js';
import { createBannersService } from './modules/banners/banners.service.js';
import { createFileStorage } from './modules/storage/storage-factory.js';
import { createApplicationService } from './modules/application/application.service.js';
import { createResumeRepository } from './modules/application/resume.repository.js';
import { createReviewRepository } from './modules/application/review.repository.js';
import { createReviewService } from './modules/application/review.service.js';
import { createUploadsRepository } from './modules/application/uploads.repository.js';
import { deriveKey } from './lib/derived-keys.js';
import { createFileLinks } from './lib/signed-links.js';
import { createMailer } from './modules/mail/mailer.js';
import { createAbuseGuard } from './modules/security/abuse-guard.service.js';
import { createSecurityEventsRepository } from './modules/security/security-events.repository.js';
import { createStaffRepository } from './modules/staff/staff.repository.js';
import { createStaffService } from './modules/staff/staff.service.js';

/** Wires repositories into services once per app; routes reach them as `app.services`. */
export async function createServices(config: Config, database: Database, log: FastifyBaseLogger) {
  const { db } = database;
  const queue: JobQueue = await startJobQueue(database.jobsConnection, {
    pollingSeconds: config.JOBS_POLL_SECONDS,
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    log,
  });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  await startMailWorker(queue, mailer);

  const storage = createFileStorage(config);
  const hasher = createPasswordHasher({
    memoryKib: config.ARGON2_MEMORY_KIB,
    iterations: config.ARGON2_ITERATIONS,
  });
  const sessions = createSessionService(createSessionRepository(db));
  const captcha = createCaptchaService(createCaptchaRepository(db));
  const guard = createAbuseGuard(createSecurityEventsRepository(db), config);
  const mail = createMailService(queue);
  const accounts = createAccountsRepository(db);
  const links = createOneTimeTokenRepository(db);
  const staffRepository = createStaffRepository(db);
  const resumes = createResumeRepository(db);
  const uploads = createUploadsRepository(db);
  const fileLinks = createFileLinks(deriveKey(config.SESSION_SECRET, 'file-links'));
  const shared = { sessions, hasher, captcha, guard, mail, links, publicUrl: config.PUBLIC_URL };
  const passwords = createPasswordService({ accounts, queue, ...shared });
  await queue.work<ResetJob>('password-reset', (job) => passwords.sendResetLink(job));

  return {
    queue,
    hasher,
    sessions,
    captcha,
    mail,
    accounts: createAccountsService({ accounts, ...shared }),
    passwords,
    staff: createStaffService({ staff: staffRepository, ...shared }),
    funnel: { countByStage: () => accounts.countByStage() },
    maintenance: createMaintenance(db),
    storage,
    banners: createBannersService(createBannersRepository(db), storage),
    application: createApplicationService({
      resumes,
      uploads,
      storage,
      links: fileLinks,
      supportEmail: config.SUPPORT_EMAIL,
    }),
    review: createReviewService({
      review: createReviewRepository(db),
      resumes,
      uploads,
      links: fileLinks,
      mail,
      publicUrl: config.PUBLIC_URL,
    }),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
