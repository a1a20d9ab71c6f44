import {
  continueCheckDue,
  continueCheckWindow,
  fixedPeriodBooked,
  fixedRequestWaiting,
  HOUR_MS,
  mailTime,
  reminderTimes,
  TEACHER_ROUTES,
  type FixedPolicy,
  type MailReader,
} from '@portal/contracts';
import type { Repositories } from '../../repositories.js';
import type { MailService } from '../mail/mail.service.js';
import type { PeriodRow } from './fixed-periods.repository.js';
import type { RequestRow } from './fixed-requests.repository.js';
import type { FixedReminderJob } from './fixed-reminders.js';
import { statusOf } from './fixed-views.js';

interface Deps {
  publicUrl: string;
  policy: FixedPolicy;
  /** Over the database, for the worker (outside any unit of work). */
  repositories: Pick<Repositories, 'fixed'>;
  mail: MailService;
  label: (smartClassType: string) => Promise<string>;
  clock: () => Date;
}

/**
 * The teacher's mails about fixed classes (decision 041): a new request with its deadline, its
 * reminders before the deadline, and the continue check when it opens. The first and the
 * reminders' jobs go through the unit of work that made the request or booked the period; a
 * reminder is sent only if what it reminds of still waits when it runs.
 */
export function createFixedMails({ publicUrl, policy, repositories, mail, label, clock }: Deps) {
  const link = `${publicUrl}/v2${TEACHER_ROUTES.bookingFixed}`;

  /** Read through the caller's scope: in a unit of work, its own transaction. */
  const greeting = (scope: Pick<Repositories, 'fixed'>, teacherId: number) =>
    scope.fixed.requests.teacherContact(teacherId);

  /** A teacher reads times in their zone, with Beijing's beside them (issue 36). */
  const readerOf = (to: { timeZone: string | null }): MailReader => ({
    zone: to.timeZone,
    withBeijing: true,
  });

  return {
    /**
     * A new request: the teacher is told at once and reminded before its deadline. `session`
     * is read before the unit of work (a read beside it would wait for it on PGlite).
     */
    async requested(
      tx: Repositories,
      request: RequestRow,
      period: PeriodRow,
      session: string,
    ): Promise<void> {
      const to = await greeting(tx, period.teacherId);
      if (to)
        await tx.mail.send(to.email, 'fixedRequestNew', {
          link,
          name: to.name,
          session,
          time: mailTime(request.deadline.getTime(), readerOf(to)),
        });
      for (const due of reminderTimes(
        request.requestedAt.getTime(),
        request.deadline.getTime(),
        policy,
      ))
        await tx.fixedReminders.ask({ kind: 'request', id: request.id, due });
    },

    /** A booked period asks for its continue check's reminder, when the check opens. */
    async booked(tx: Repositories, period: PeriodRow): Promise<void> {
      const { opensAt } = continueCheckWindow(period, policy);
      await tx.fixedReminders.ask({
        kind: 'continue',
        id: period.id,
        due: Math.max(opensAt, clock().getTime()),
      });
    },

    /** The worker: sends the reminder if what it reminds of still waits on the teacher. */
    async remind(job: FixedReminderJob): Promise<void> {
      const now = clock().getTime();
      if (job.kind === 'request') {
        const request = await repositories.fixed.requests.find(job.id);
        if (!request || !fixedRequestWaiting(statusOf(request, now))) return;
        const period = await repositories.fixed.periods.find(request.periodId);
        const to = period && (await greeting(repositories, period.teacherId));
        if (!period || !to) return;
        const deadline = request.deadline.getTime();
        const hours = Math.max(1, Math.round((deadline - now) / HOUR_MS));
        await mail.send(to.email, 'fixedRequestReminder', {
          link,
          name: to.name,
          session: await label(period.smartClassType),
          time: mailTime(deadline, readerOf(to)),
          lead: hours === 1 ? '1 hour' : `${hours} hours`,
        });
        return;
      }
      const period = await repositories.fixed.periods.find(job.id);
      if (!period || !fixedPeriodBooked(period.status) || period.continueDecision) return;
      if (!continueCheckDue(period, now, policy)) return;
      const to = await greeting(repositories, period.teacherId);
      if (to)
        await mail.send(to.email, 'fixedContinueCheck', {
          link,
          name: to.name,
          session: await label(period.smartClassType),
          time: mailTime(continueCheckWindow(period, policy).closesAt, readerOf(to)),
        });
    },
  };
}
export type FixedMails = ReturnType<typeof createFixedMails>;
