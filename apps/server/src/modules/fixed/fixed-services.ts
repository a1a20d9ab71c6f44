import { DEFAULT_FIXED_POLICY, type FixedPolicy } from '@portal/contracts';
import type { Config } from '../../config.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { CachedClassSettings } from '../classes/class-settings-cache.js';
import { createFixedAnswersService } from './fixed-answers.service.js';
import { createFixedClock } from './fixed-clock.js';
import { createFixedIntegrationService } from './fixed-integration.service.js';
import { createFixedMails } from './fixed-mails.js';
import { createFixedPeriodsService } from './fixed-periods.service.js';
import { createFixedPermission } from './fixed-permission.js';
import { createFixedPlansService } from './fixed-plans.service.js';
import { createFixedReads } from './fixed-reads.js';
import { startFixedReminderWorker } from './fixed-reminders.js';

interface Deps {
  config: Pick<Config, 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
  uow: Uow;
  queue: JobQueue;
  repositories: Pick<Repositories, 'fixed' | 'classSlots' | 'mail'>;
  /** The schedule's cached catalogue and windows. */
  settings: CachedClassSettings;
  policy?: FixedPolicy;
  clock?: () => Date;
}

/** The fixed classes' services (decision 041), wired once in services.ts. */
export async function createFixedServices(deps: Deps) {
  const { config, uow, repositories, settings } = deps;
  const policy = deps.policy ?? DEFAULT_FIXED_POLICY;
  const clock = deps.clock ?? (() => new Date());
  const permission = createFixedPermission(settings);
  const reads = createFixedReads({ repositories, settings, policy, clock });
  const mails = createFixedMails({
    publicUrl: config.PUBLIC_URL,
    policy,
    repositories,
    mail: repositories.mail,
    label: async (smartClassType) => (await reads.typeOf(smartClassType)).label,
    clock,
  });
  await startFixedReminderWorker(deps.queue, (job) => mails.remind(job));
  const shared = { uow, repositories, settings, permission, reads, policy, clock };
  const supportEmail = config.SUPPORT_EMAIL;
  return {
    fixedPeriods: createFixedPeriodsService(shared),
    fixedPlans: createFixedPlansService({ ...shared, supportEmail }),
    fixedAnswers: createFixedAnswersService({ ...shared, mails, supportEmail }),
    fixedIntegration: createFixedIntegrationService({ ...shared, mails }),
    fixedClock: createFixedClock({ uow, clock }),
  };
}
