import { createHmac } from 'node:crypto';
import { NOTICE_SIGNATURE_HEADER } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { QUEUES, type JobQueue } from '../../jobs/job-queue.js';
import type { StudentNoticeJob, StudentNoticesRepository } from './student-notices.repository.js';

/** How long the student side has to answer one delivery. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** Every try of a notice: the first and the queue's retries. */
const TRIES = QUEUES.studentSideNotice.retryLimit + 1;

/**
 * The signature the student side checks: `sha256=` and the hex HMAC-SHA256 of the exact body
 * bytes under the shared secret (STUDENT_SIDE_WEBHOOK_SECRET).
 */
export function signNotice(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

interface Deps {
  notices: StudentNoticesRepository;
  /** Where notices go; without it they stay recorded as NOT_SENT (and logged). */
  url: string | undefined;
  secret: string | undefined;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/**
 * Delivers one notice (decision 041): the stored body, signed, POSTed to the student side. A
 * failure throws, so the job queue retries it with back-off; the same body and notice id every
 * time, so a repeat is harmless. A notice already settled is left alone.
 */
export function createNoticeDelivery({ notices, url, secret, log, clock }: Deps) {
  return async function deliver({ noticeId }: StudentNoticeJob): Promise<void> {
    const attempt = await notices.attempt(noticeId);
    if (attempt === undefined) return;
    const notice = await notices.find(noticeId);
    if (!notice) return;
    if (!url || !secret) {
      await notices.settle(noticeId, 'keepUnsent', clock());
      log.warn({ noticeId, event: notice.event }, 'student-side notice not sent: no webhook URL');
      return;
    }
    let error: string;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [NOTICE_SIGNATURE_HEADER]: signNotice(notice.body, secret),
        },
        body: notice.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.ok) {
        await notices.settle(noticeId, 'send', clock());
        return;
      }
      error = `HTTP ${res.status}`;
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    if (attempt >= TRIES) {
      await notices.settle(noticeId, 'fail', clock(), error);
      log.error({ noticeId, attempt, error }, 'student-side notice failed: retries spent');
      return;
    }
    await notices.failedAttempt(noticeId, error);
    throw new Error(`student-side notice ${noticeId}: ${error}`);
  };
}

export async function startNoticeWorker(
  queue: JobQueue,
  deliver: (job: StudentNoticeJob) => Promise<void>,
): Promise<void> {
  await queue.work<StudentNoticeJob>('student-side-notice', deliver);
}
