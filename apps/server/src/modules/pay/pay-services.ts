import { fillPath, PAY_CALLS } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { deriveKey } from '../../lib/derived-keys.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import type { BusinessCounters } from '../../observability/metrics.js';
import type { Repositories, Uow } from '../../repositories.js';
import { createFileLinks } from '../storage/file-links.js';
import type { FilesService } from '../storage/files.service.js';
import type { BankVault } from '../teacher/bank-vault.js';
import { createPayAdminService } from './pay-admin.service.js';
import { createPayBatchesService } from './pay-batches.service.js';
import { createPayGeneration, startPayGenerationWorker } from './pay-generation.js';
import { cachedPayPolicy } from './pay-policy-cache.js';
import { createPayPolicyService } from './pay-policy.service.js';
import { createPayReceiptsService } from './pay-receipts.service.js';
import { createPayReconciliationService } from './pay-reconciliation.service.js';
import { createPayslipAnswers } from './payslip-answers.js';
import { createPayslipDocumentsService } from './payslip-documents.service.js';
import { createPayslipsService } from './payslips.service.js';

/** Every receipt link starts with the read call's address up to the file's id. */
export const RECEIPT_LINK_PATH = fillPath(PAY_CALLS.readPayslipReceipt.path, { fileId: '' });

interface Deps {
  config: Pick<Config, 'SESSION_SECRET' | 'PUBLIC_URL' | 'S3_BUCKET' | 'S3_REGION'>;
  uow: Uow;
  repositories: Pick<Repositories, 'pay' | 'staffActions' | 'bankDetails'>;
  queue: JobQueue;
  files: FilesService;
  /**
   * The teacher area's bank vault: a batch's export opens its teachers' details, a payslip's
   * PDF the holder's name.
   */
  vault: Pick<BankVault, 'open'>;
  log: FastifyBaseLogger;
  /** What this server heard changed (decision 040): the teacher's reads are cached on it. */
  changes: ChangeFeed;
  clock?: () => Date;
  counters?: BusinessCounters;
}

/** Payslips (decision 042), wired once in services.ts; the generation worker starts here. */
export async function createPayServices({
  config,
  uow,
  repositories,
  queue,
  files,
  vault,
  log,
  changes,
  clock,
  counters,
}: Deps) {
  const now = clock ?? (() => new Date());
  const { pay } = repositories;
  const generation = createPayGeneration({
    uow,
    pay,
    log,
    clock: now,
    ...(counters ? { counters } : {}),
  });
  await startPayGenerationWorker(queue, (job) => generation.run(job));
  const policy = cachedPayPolicy(() => pay.runs.policy(), changes);
  const payslips = createPayslipsService({ pay, policy });
  return {
    payslips,
    payslipDocuments: createPayslipDocumentsService({
      pay,
      bank: repositories.bankDetails,
      vault,
      policy,
      clock: now,
    }),
    payslipAnswers: createPayslipAnswers(changes),
    payGeneration: generation,
    payReceipts: createPayReceiptsService({
      uow,
      pay,
      payslips,
      files,
      // Their own key: a receipt's link opens nothing else, and nothing else's opens it.
      links: createFileLinks(
        deriveKey(config.SESSION_SECRET, 'payslip-receipt-links'),
        () => now().getTime(),
        RECEIPT_LINK_PATH,
      ),
      location: config.S3_BUCKET
        ? { region: config.S3_REGION, bucket: config.S3_BUCKET }
        : { region: '', bucket: '' },
      clock: now,
    }),
    payAdmin: createPayAdminService({
      uow,
      pay,
      files,
      staffActions: repositories.staffActions,
      publicUrl: config.PUBLIC_URL,
      clock: now,
    }),
    payPolicy: createPayPolicyService({ uow, pay, clock: now }),
    payBatches: createPayBatchesService({ uow, pay, vault, log, clock: now }),
    payReconciliation: createPayReconciliationService({
      reconciliation: pay.reconciliation,
      corrections: pay.corrections,
    }),
  };
}
