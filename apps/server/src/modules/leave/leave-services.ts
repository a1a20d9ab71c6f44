import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Repositories, Uow } from '../../repositories.js';
import { createCancellationService } from './cancellation.service.js';
import { createFixedLeaveService } from './fixed-leave.service.js';
import type { FilesService } from '../storage/files.service.js';
import { createLeaveAdminService } from './leave-admin.service.js';
import { createLeaveAppealFilesService } from './leave-appeal-files.service.js';
import { createLeaveRecordsService } from './leave-records.service.js';
import { createLeaveService } from './leave.service.js';
import { createNoticeDelivery, startNoticeWorker } from './student-notices.js';

interface Deps {
  config: Pick<
    Config,
    'SUPPORT_EMAIL' | 'STUDENT_SIDE_WEBHOOK_URL' | 'STUDENT_SIDE_WEBHOOK_SECRET'
  >;
  uow: Uow;
  repositories: Pick<Repositories, 'leave' | 'staffActions'>;
  files: Pick<FilesService, 'read'>;
  queue: JobQueue;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

/** Leave, cancellations, no-shows and appeals (decision 041), wired once in services.ts. */
export async function createLeaveServices({
  config,
  uow,
  repositories,
  files,
  queue,
  log,
  clock,
}: Deps) {
  const now = clock ?? (() => new Date());
  const { leave } = repositories;
  const cancellation = createCancellationService({
    uow,
    leave,
    supportEmail: config.SUPPORT_EMAIL,
    clock: now,
  });
  await startNoticeWorker(
    queue,
    createNoticeDelivery({
      notices: leave.notices,
      url: config.STUDENT_SIDE_WEBHOOK_URL,
      secret: config.STUDENT_SIDE_WEBHOOK_SECRET,
      log,
      clock: now,
    }),
  );
  return {
    leave: createLeaveService({ leave, cancellation, clock: now }),
    leaveRecords: createLeaveRecordsService({
      uow,
      leave,
      supportEmail: config.SUPPORT_EMAIL,
      log,
      clock: now,
    }),
    fixedLeave: createFixedLeaveService({ leave, cancellation }),
    leaveAdmin: createLeaveAdminService({ uow, leave, cancellation, clock: now }),
    leaveAppealFiles: createLeaveAppealFilesService({
      leave,
      files,
      staffActions: repositories.staffActions,
    }),
  };
}
