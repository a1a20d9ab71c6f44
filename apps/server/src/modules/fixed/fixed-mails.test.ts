import { DEFAULT_FIXED_POLICY, mailTime, type MailReader } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { NOW } from '../../test/class-world.js';
import { beijing, dataOf } from '../../test/classes.js';
import { DAY, HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { fixedWorld } from '../../test/fixed-world.js';
import { createFixedMails } from './fixed-mails.js';
import type { FixedReminderJob } from './fixed-reminders.js';

/** The test teachers choose no zone: UTC, with Beijing time beside it (issue 36). */
const NO_ZONE_TEACHER: MailReader = { zone: null, withBeijing: true };

/**
 * The reminders' worker itself (decision 041), run here directly when each is due or late:
 * what a reminder says, and when it says nothing because nothing waits on the teacher.
 */
const { app, clock, fixedTeacher, offered, requested, answer } = fixedWorld();

const PUBLIC_URL = 'https://portal.test';
const LINK = `${PUBLIC_URL}/v2/booking/fixed`;
/** fixed-world's period (Dec 7 to 27) ends at Dec 28 00:00 Beijing; its check opens 14 days before. */
const END = beijing(2026, 12, 28);
const OPENS = END - 14 * DAY;

/** The worker's reminder, as the queue would run it now (in a transaction of its own). */
const remind = (job: FixedReminderJob) =>
  app().services.uow.run((tx) =>
    createFixedMails({
      publicUrl: PUBLIC_URL,
      policy: DEFAULT_FIXED_POLICY,
      repositories: tx,
      mail: tx.mail,
      label: async () => 'Main Course',
      clock: clock.now,
    }).remind(job),
  );

/** The mails queued to an address, in order. */
const mailsTo = (email: string) =>
  queryRows<{ subject: string; text: string }>(
    app().database.db,
    sql`select data->>'subject' as subject, data->>'text' as text from pgboss.job
      where name = 'send-mail' and data->>'to' = ${email} order by created_on, id`,
  );

describe("a waiting request's reminder", () => {
  it('says the hours left, one at the least, and where to answer', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const request = await requested((await offered(teacher)).periodId);
    const job = { kind: 'request' as const, id: request.requestId, due: request.deadline };
    clock.set(request.deadline - 5 * HOUR);
    await remind(job);
    clock.set(request.deadline - 10 * MINUTE);
    await remind(job);
    const mails = await mailsTo(teacher.email);
    expect(mails.slice(1).map((m) => m.subject)).toEqual([
      'Reminder: a fixed-class request expires in 5 hours',
      'Reminder: a fixed-class request expires in 1 hour',
    ]);
    expect(mails[2]?.text).toContain(
      `It expires at ${mailTime(request.deadline, NO_ZONE_TEACHER)}, in 1 hour. Answer it here: ${LINK}\n`,
    );
  });
});

describe("a period's continue check", () => {
  it('is asked only of a booked period, while its check is open and unanswered', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    dataOf(await answer(teacher, (await requested(period.periodId)).requestId));
    const other = await fixedTeacher();
    const unbooked = await offered(other);
    const job = (id: number) => ({ kind: 'continue' as const, id, due: OPENS });

    clock.set(OPENS - 1);
    await remind(job(period.periodId));
    clock.set(END);
    await remind(job(period.periodId));
    clock.set(OPENS);
    await remind(job(unbooked.periodId));
    expect(await mailsTo(other.email)).toEqual([]);
    expect((await mailsTo(teacher.email)).map((m) => m.subject)).toEqual([
      'New fixed-class request: please answer by ' + mailTime(NOW + 48 * HOUR, NO_ZONE_TEACHER),
    ]);

    await remind(job(period.periodId));
    dataOf(
      await teacher.post('/t/tc/fixed/continue/check', {
        periodId: period.periodId,
        decision: 'END',
      }),
    );
    await remind(job(period.periodId));
    const mails = await mailsTo(teacher.email);
    expect(mails.slice(1).map((m) => m.subject)).toEqual([
      'Does your fixed Main Course period continue?',
    ]);
    expect(mails[1]?.text).toContain(
      `period ends at ${mailTime(END, NO_ZONE_TEACHER)}. Please tell us before then\n` +
        `whether it continues with the same students: ${LINK}\n`,
    );
  });
});
