import { mailTime } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { calendarPartOf, icsValue } from '../../test/calendar-text.js';
import {
  applicantAt,
  asApplicant,
  bookedSession,
  bookTime,
  cancelBooking,
  dayByDay,
  expectOk,
  expectRefused,
  HOUR,
  MINUTE,
  publishTimes,
} from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import {
  mailTo,
  startSmtpInbox,
  type ReceivedMail,
  type SmtpInbox,
} from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

// The booking mails of decision 037: the confirmation and the cancellation carry the same
// calendar event (UID per booking), reminders are jobs due 24 hours and 1 hour ahead that
// send only for a booking still booked at its time, and a failed booking leaves nothing.
const T0 = Date.UTC(2031, 8, 1, 8, 0);
const clock = testClock(T0);
const days = dayByDay(clock, T0);
let inbox: SmtpInbox;
let t: TestApp;
let interviewer: string;
let base = T0;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    clock: clock.now,
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test' },
  });
  interviewer = await staffSession(t.app, ['INTERVIEWER']);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});
beforeEach(() => {
  base = days.next() + 10 * HOUR;
});

const db = () => t.app.database.db;

/** An applicant at the live interview's invitation, with their address. */
async function applicant() {
  const session = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
  const [row] = await queryRows<{ email: string }>(
    db(),
    sql`select email from users where id = ${session.userId}`,
  );
  return { ...session, email: row?.email ?? '' };
}

interface ReminderJob {
  bookingId: number;
  startsAt: number;
  reminder: string;
  startAfter: number;
  state: string;
}
async function reminderJobs(bookingId: number): Promise<ReminderJob[]> {
  const rows = await queryRows<ReminderJob & { startAfter: Date }>(
    db(),
    sql`select (data->>'bookingId')::int as "bookingId", (data->>'startsAt')::bigint as "startsAt",
               data->>'reminder' as reminder, start_after as "startAfter", state
          from pgboss.job where name = 'demo-reminder' and (data->>'bookingId')::int = ${bookingId}
         order by start_after`,
  );
  return rows.map((row) => ({
    ...row,
    startsAt: Number(row.startsAt),
    startAfter: new Date(row.startAfter).getTime(),
  }));
}

/** The subjects of the mails queued to an address, in order. */
async function subjectsTo(email: string): Promise<string[]> {
  const rows = await queryRows<{ subject: string }>(
    db(),
    sql`select data->>'subject' as subject from pgboss.job
         where name = 'send-mail' and data->>'to' = ${email} order by created_on`,
  );
  return rows.map((row) => row.subject);
}

/** Makes a booking's reminder jobs due now and waits until the worker has run them. */
async function runReminders(bookingId: number) {
  await db().execute(
    sql`update pgboss.job set start_after = now()
         where name = 'demo-reminder' and (data->>'bookingId')::int = ${bookingId}`,
  );
  await vi.waitFor(
    async () =>
      expect((await reminderJobs(bookingId)).map((job) => job.state)).toEqual([
        'completed',
        'completed',
      ]),
    { timeout: 20_000, interval: 100 },
  );
}

/** The mail as read: quoted-printable soft breaks undone, then folded headers joined. */
const unfolded = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r\n/g, '')
    .replace(/=3D/gi, '=')
    .replace(/\r\n[ \t]+/g, ' ');
const subjectIs = (email: string, subject: string) => (mail: ReceivedMail) =>
  mailTo(email)(mail) && unfolded(mail).includes(`\r\nSubject: ${subject}\r\n`);
const uidOf = (bookingId: number) => `demo-booking-${bookingId}@portal.test`;
/** An instant as iCalendar writes it in UTC: 20310902T100000Z. */
const icsTime = (at: number) => new Date(at).toISOString().replace(/[-:]|\.\d{3}/g, '');

describe('booking', () => {
  it('mails a confirmation with an invitation for the booking, and asks for both reminders', async () => {
    const who = await applicant();
    const bookingId = await bookedSession(t.app, interviewer, who, 'INTERVIEW', base);

    const subject = `Booked: your Live Interview on ${mailTime(base)}`;
    const mail = await inbox.waitFor(subjectIs(who.email, subject));
    expect(unfolded(mail)).toContain(`Your Live Interview is booked for ${mailTime(base)}.`);
    expect(unfolded(mail)).toContain('https://portal.test/v2/home?type=login');
    expect(unfolded(mail)).not.toContain('TeacherPortal-');
    const calendar = calendarPartOf(mail.raw);
    expect(calendar).toMatchObject({ method: 'REQUEST', attached: true });
    const ics = calendar?.content ?? '';
    expect(icsValue(ics, 'METHOD')).toBe('REQUEST');
    expect(icsValue(ics, 'UID')).toBe(uidOf(bookingId));
    expect(icsValue(ics, 'SEQUENCE')).toBe('0');
    expect(icsValue(ics, 'DTSTART')).toBe(icsTime(base));
    expect(icsValue(ics, 'DTEND')).toBe(icsTime(base + 25 * MINUTE));
    expect(icsValue(ics, 'SUMMARY')).toBe('Live Interview');

    expect(await reminderJobs(bookingId)).toEqual([
      {
        bookingId,
        startsAt: base,
        reminder: 'day',
        startAfter: base - 24 * HOUR,
        state: 'created',
      },
      { bookingId, startsAt: base, reminder: 'hour', startAfter: base - HOUR, state: 'created' },
    ]);
  });

  it('writes the time in the zone the applicant booked in, with its offset (issue 36)', async () => {
    const who = await applicant();
    expectOk(await publishTimes(t.app, interviewer, 'INTERVIEW', [base]));
    expectOk(await bookTime(t.app, who.token, 'INTERVIEW', base, 'America/New_York'));
    const local = mailTime(base, { zone: 'America/New_York' });
    expect(local).toMatch(/\(America\/New_York, UTC-0[45]:00\)$/);
    const mail = await inbox.waitFor(
      subjectIs(who.email, `Booked: your Live Interview on ${local}`),
    );
    expect(unfolded(mail)).toContain(`Your Live Interview is booked for ${local}.`);
    expect(unfolded(mail)).not.toContain('(UTC)');
  });

  it('refuses a zone this runtime does not know', async () => {
    const who = await applicant();
    expectOk(await publishTimes(t.app, interviewer, 'INTERVIEW', [base]));
    expectRefused(
      await bookTime(t.app, who.token, 'INTERVIEW', base, 'Mars/Olympus'),
      'BIZ_PARAM_INVALID',
    );
  });

  it('asks only for the reminders still ahead of the start', async () => {
    const soon = await applicant();
    clock.set(base - 5 * HOUR);
    const soonId = await bookedSession(t.app, interviewer, soon, 'INTERVIEW', base);
    expect(await reminderJobs(soonId)).toEqual([
      expect.objectContaining({ reminder: 'hour', startAfter: base - HOUR }),
    ]);

    const last = await applicant();
    clock.set(base + 30 * MINUTE);
    const lastId = await bookedSession(t.app, interviewer, last, 'INTERVIEW', base + HOUR);
    expect(await reminderJobs(lastId)).toEqual([]);
    // It is still confirmed.
    await inbox.waitFor(
      subjectIs(last.email, `Booked: your Live Interview on ${mailTime(base + HOUR)}`),
    );
  });

  it('refused for want of a free time leaves no mail and no reminder', async () => {
    const first = await applicant();
    await bookedSession(t.app, interviewer, first, 'INTERVIEW', base);
    const second = await applicant();
    expectRefused(
      await bookTime(t.app, second.token, 'INTERVIEW', base),
      'BIZ_COURSE_NO_COURSE_CAN_SELECTED',
    );
    expect(await subjectsTo(second.email)).toEqual([]);
  });

  it('that fails after its confirmation was queued keeps none of it: one transaction', async () => {
    const who = await applicant();
    expectOk(await publishTimes(t.app, interviewer, 'INTERVIEW', [base]));
    const jobsBefore = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pgboss.job where name = 'demo-reminder'`,
    );
    // The database refuses the second reminder: the booking, the funnel's move, the
    // confirmation and the first reminder were all written before it in the same unit.
    await db().execute(sql`create function refuse_hour_reminder() returns trigger
      language plpgsql as $$ begin raise exception 'reminder refused by the test'; end $$`);
    await db().execute(sql`create trigger refuse_hour_reminder before insert on pgboss.job
      for each row when (new.name = 'demo-reminder' and new.data->>'reminder' = 'hour')
      execute function refuse_hour_reminder()`);
    try {
      expect((await bookTime(t.app, who.token, 'INTERVIEW', base)).statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_hour_reminder on pgboss.job`);
      await db().execute(sql`drop function refuse_hour_reminder()`);
    }
    expect(await subjectsTo(who.email)).toEqual([]);
    expect(
      await queryRows(
        db(),
        sql`select count(*)::int as n from pgboss.job where name = 'demo-reminder'`,
      ),
    ).toEqual(jobsBefore);
    const status = await asApplicant(t.app, who.token, '/t/tc/apply/interview/status');
    expect(status.json().data).toMatchObject({
      booking: null,
      teacherApplyRespEnum: 'BOOK_BEFORE',
    });
    // The time is still free: the same booking now goes through.
    expectOk(await bookTime(t.app, who.token, 'INTERVIEW', base));
  });
});

describe('cancelling', () => {
  it('mails a notice that cancels the same calendar event, and no reminder follows', async () => {
    const who = await applicant();
    const bookingId = await bookedSession(t.app, interviewer, who, 'INTERVIEW', base);
    clock.set(base - 3 * HOUR);
    expectOk(await cancelBooking(t.app, who.token, base, 5));

    const mail = await inbox.waitFor(
      subjectIs(who.email, `Cancelled: your Live Interview on ${mailTime(base)}`),
    );
    const calendar = calendarPartOf(mail.raw);
    expect(calendar).toMatchObject({ method: 'CANCEL', attached: true });
    const ics = calendar?.content ?? '';
    expect(icsValue(ics, 'METHOD')).toBe('CANCEL');
    expect(icsValue(ics, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(ics, 'UID')).toBe(uidOf(bookingId));
    expect(icsValue(ics, 'SEQUENCE')).toBe('1');
    expect(icsValue(ics, 'DTSTART')).toBe(icsTime(base));

    await runReminders(bookingId);
    expect(await subjectsTo(who.email)).toEqual([
      `Booked: your Live Interview on ${mailTime(base)}`,
      `Cancelled: your Live Interview on ${mailTime(base)}`,
    ]);
  });
});

describe('reminders', () => {
  it('are sent for a booking still booked at its time, without a calendar part', async () => {
    const who = await applicant();
    const bookingId = await bookedSession(t.app, interviewer, who, 'INTERVIEW', base);
    await runReminders(bookingId);
    for (const lead of ['24 hours', '1 hour']) {
      const mail = await inbox.waitFor(
        subjectIs(who.email, `Reminder: your Live Interview starts in ${lead}`),
      );
      expect(unfolded(mail)).toContain(`starts in ${lead}, at ${mailTime(base)}.`);
      expect(calendarPartOf(mail.raw)).toBeUndefined();
      expect(unfolded(mail)).not.toContain('TeacherPortal-');
    }
  });

  it('are not sent for a booking whose start is no longer the one they were asked for', async () => {
    const who = await applicant();
    const bookingId = await bookedSession(t.app, interviewer, who, 'INTERVIEW', base);
    await db().execute(
      sql`update demo_bookings set starts_at = starts_at + interval '2 hours',
                                   ends_at = ends_at + interval '2 hours'
           where id = ${bookingId}`,
    );
    await runReminders(bookingId);
    expect(await subjectsTo(who.email)).toEqual([
      `Booked: your Live Interview on ${mailTime(base)}`,
    ]);
  });

  it('are not sent once the session has begun (a queue that ran late)', async () => {
    const who = await applicant();
    const bookingId = await bookedSession(t.app, interviewer, who, 'INTERVIEW', base);
    clock.set(base + MINUTE);
    await runReminders(bookingId);
    expect(await subjectsTo(who.email)).toHaveLength(1);
  });
});
