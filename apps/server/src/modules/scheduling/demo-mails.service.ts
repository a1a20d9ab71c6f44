import {
  DEMO_BOOKING,
  DEMO_COURSES,
  DEMO_REMINDERS,
  mailTime,
  type DemoReminder,
} from '@portal/contracts';
import type { Repositories } from '../../repositories.js';
import type { MailService } from '../mail/mail.service.js';
import type { SessionRow } from './demo-bookings.repository.js';
import { demoCalendar } from './demo-calendar.js';
import type { DemoReminderJob } from './demo-reminders.js';

interface Deps {
  publicUrl: string;
  /** MAIL_FROM: the calendar invitation's organizer. */
  mailFrom: string;
  bookings: Repositories['demoBookings'];
  /** The mail service over the database, for the reminder worker (outside any unit). */
  mail: MailService;
  clock?: () => Date;
}

/** The reminders of a session starting at `startsAt` whose time is still ahead of `now`. */
export function remindersAhead(
  startsAt: number,
  now: number,
): { reminder: DemoReminder; due: number }[] {
  return (Object.keys(DEMO_REMINDERS) as DemoReminder[])
    .map((reminder) => ({ reminder, due: startsAt - DEMO_REMINDERS[reminder].beforeMs }))
    .filter(({ due }) => due > now);
}

/**
 * Whether a reminder still goes out: the booking is still booked, at the start the job was
 * asked for, and has not begun. Jobs are never withdrawn: this check is what keeps a cancelled
 * or moved booking (a new time is a new booking) from a reminder.
 */
export function reminderStillDue(
  session: SessionRow | undefined,
  job: DemoReminderJob,
  now: number,
): session is SessionRow {
  return (
    session !== undefined &&
    session.status === DEMO_BOOKING.BOOK_SUCCESS &&
    session.startsAt.getTime() === job.startsAt &&
    job.startsAt > now
  );
}

/**
 * The applicant's mails about a booking (decision 037): the confirmation with its calendar
 * invitation and the reminders, the cancellation with the invitation's cancellation. Booking
 * and cancelling send theirs through the unit of work's `tx`, with the booking's own writes.
 */
export function createDemoMails(deps: Deps) {
  const now = deps.clock ?? (() => new Date());
  const link = `${deps.publicUrl}/v2/home?type=login`;

  const params = (session: SessionRow) => ({
    link,
    name: session.name || session.email,
    session: DEMO_COURSES[session.courseType].label,
    time: mailTime(session.startsAt.getTime(), { zone: session.timeZone }),
  });

  const calendar = (session: SessionRow, method: 'REQUEST' | 'CANCEL') =>
    demoCalendar({
      booking: session,
      method,
      attendee: { name: session.name, email: session.email },
      link,
      publicUrl: deps.publicUrl,
      mailFrom: deps.mailFrom,
      now: now(),
    });

  async function sessionIn(tx: Repositories, bookingId: number): Promise<SessionRow> {
    const session = await tx.demoBookings.session(bookingId);
    if (!session) throw new Error(`booking ${bookingId} is not in this unit of work`);
    return session;
  }

  async function askReminders(tx: Repositories, session: SessionRow): Promise<void> {
    const startsAt = session.startsAt.getTime();
    for (const { reminder, due } of remindersAhead(startsAt, now().getTime()))
      await tx.demoReminders.ask({ bookingId: session.id, startsAt, reminder }, new Date(due));
  }

  return {
    /** The confirmation (an invitation) and the reminders still ahead of the start. */
    async booked(tx: Repositories, bookingId: number): Promise<void> {
      const session = await sessionIn(tx, bookingId);
      await tx.mail.send(
        session.email,
        'demoBooked',
        params(session),
        calendar(session, 'REQUEST'),
      );
      await askReminders(tx, session);
    },

    /**
     * Change time (decision 068): one mail naming both times, whose invitation moves the
     * calendar's event; the reminders of the new time (the old one's find it no longer booked).
     */
    async moved(tx: Repositories, fromId: number, toId: number): Promise<void> {
      const [from, to] = await Promise.all([sessionIn(tx, fromId), sessionIn(tx, toId)]);
      await tx.mail.send(
        to.email,
        'demoMoved',
        {
          ...params(to),
          previous: mailTime(from.startsAt.getTime(), { zone: to.timeZone }),
        },
        calendar(to, 'REQUEST'),
      );
      await askReminders(tx, to);
    },

    /** The cancellation notice, which takes the invitation out of the reader's calendar. */
    async cancelled(tx: Repositories, bookingId: number): Promise<void> {
      const session = await sessionIn(tx, bookingId);
      await tx.mail.send(
        session.email,
        'demoCancelled',
        params(session),
        calendar(session, 'CANCEL'),
      );
    },

    /** The reminder worker's handler: nothing for a booking cancelled, moved or begun since. */
    async remind(job: DemoReminderJob): Promise<void> {
      const session = await deps.bookings.session(job.bookingId);
      if (!reminderStillDue(session, job, now().getTime())) return;
      await deps.mail.send(session.email, 'demoReminder', {
        ...params(session),
        lead: DEMO_REMINDERS[job.reminder].lead,
      });
    },
  };
}
export type DemoMails = ReturnType<typeof createDemoMails>;
