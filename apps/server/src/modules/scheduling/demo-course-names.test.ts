/**
 * What an original client sends, accepted (issue 37, decision 073): the spec's course type
 * names INTERVIEW, TRAINING and TRIAL_CLASS book and cancel, in JSON and in a form; the
 * portal's old names still book (an open old tab) and every answer says the spec's name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  applicantAt,
  expectOk,
  expectPlace,
  expectRefused,
  DAY,
  HOUR,
} from '../../test/demo-scheduling.js';
import { demoBookingWorld } from '../../test/demo-booking-world.js';
import { queryRows } from '../../db/raw-query.js';
import { MIGRATIONS_DIR } from '../../paths.js';
import { asTeacher } from '../../test/accounts-client.js';

const w = demoBookingWorld(Date.UTC(2031, 4, 5, 8, 0));

/** The original client's calls, with a body of its own making: JSON or a form. */
function originalClient(app: FastifyInstance, token: string, form: boolean) {
  const send = (url: string, fields: Record<string, string | number>) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        ...asTeacher(token),
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      payload: form
        ? new URLSearchParams(
            Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
          ).toString()
        : JSON.stringify(fields),
    });
  return {
    book: (courseType: string, startTime: number) =>
      send('/t/tc/apply/book', { startTime, courseType }),
    cancel: (st: number, tp: 5 | 11) => send('/t/tc/apply/cancel', { st, tp }),
  };
}

describe('an original client books and cancels with the spec names', () => {
  for (const form of [false, true]) {
    const body = form ? 'a form' : 'JSON';

    it(`INTERVIEW, in ${body}`, async () => {
      const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
      const start = w.base + 2 * DAY;
      await w.published(w.interviewer, 'INTERVIEW', [start]);
      const client = originalClient(w.app(), applicant.token, form);
      expectOk(await client.book('INTERVIEW', start));
      expect((await w.interviewStatus(applicant.token)).booking).toMatchObject({
        courseType: 'INTERVIEW',
        startTime: start,
      });
      expectOk(await client.cancel(start, 5));
      await expectPlace(w.app(), applicant.userId, 'INTERVIEW', 'INTERVIEW_CANCEL');
    });

    it(`TRAINING, in ${body}`, async () => {
      const applicant = await applicantAt(w.app(), 'TRAINING', 'Training1v1Invitation_1');
      const start = w.base + 2 * DAY;
      await w.published(w.mentor, 'TRAINING', [start]);
      const client = originalClient(w.app(), applicant.token, form);
      expectOk(await client.book('TRAINING', start));
      expect((await w.trainingStatus(applicant.token)).booking.courseType).toBe('TRAINING');
      expectOk(await client.cancel(start, 11));
      await expectPlace(w.app(), applicant.userId, 'TRAINING', 'TRAINING_CANCEL');
    });

    it(`TRIAL_CLASS, in ${body}`, async () => {
      const applicant = await applicantAt(w.app(), 'TRAIL_CLASS', 'TrialInvitation_1');
      const start = w.base + 2 * DAY + HOUR;
      await w.published(w.mentor, 'TRIAL_CLASS', [start]);
      const client = originalClient(w.app(), applicant.token, form);
      expectOk(await client.book('TRIAL_CLASS', start));
      expect((await w.trainingStatus(applicant.token)).booking.courseType).toBe('TRIAL_CLASS');
      expectOk(await client.cancel(start, 11));
      expect((await w.trainingStatus(applicant.token)).teacherApplyRespEnum).toBe('BOOK_CANCEL');
    });
  }
});

describe("the portal's old names", () => {
  it('still book and publish, and every answer carries the spec name', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    const start = w.base + 2 * DAY;
    const published = await w.app().inject({
      method: 'POST',
      url: '/ops/availability',
      headers: { 'x-auth-token': w.interviewer },
      payload: { courseType: 'LIVE_INTERVIEW', startTimes: [start] },
    });
    expect(published.json().data).toMatchObject([{ courseType: 'INTERVIEW', startTime: start }]);
    const list = (await w.listInterviews(applicant.token, start, start + 1)).json().data;
    expect(list).toMatchObject([{ courseType: 'INTERVIEW' }]);
    expectOk(await originalClient(w.app(), applicant.token, false).book('LIVE_INTERVIEW', start));
    expect((await w.interviewStatus(applicant.token)).booking.courseType).toBe('INTERVIEW');
  });

  it('TRAINING_1V1 is read as TRAINING; a name of neither list is refused', async () => {
    const applicant = await applicantAt(w.app(), 'TRAINING', 'Training1v1Invitation_1');
    const start = w.base + 2 * DAY;
    await w.published(w.mentor, 'TRAINING', [start]);
    const client = originalClient(w.app(), applicant.token, true);
    expectRefused(await client.book('TRAINING_1V2', start), 'BIZ_PARAM_INVALID');
    expectRefused(await client.book('training', start), 'BIZ_PARAM_INVALID');
    expectOk(await client.book('TRAINING_1V1', start));
    expect((await w.trainingStatus(applicant.token)).booking.courseType).toBe('TRAINING');
  });
});

describe('the data migration (0034)', () => {
  it("renames the stored old names in slots and bookings, and nothing else's", async () => {
    const applicant = await applicantAt(w.app(), 'TRAINING', 'Training1v1Invitation_1');
    const start = w.base + 2 * DAY;
    await w.published(w.mentor, 'TRAINING', [start]);
    await w.published(w.interviewer, 'INTERVIEW', [start + HOUR]);
    await w.published(w.mentor, 'TRIAL_CLASS', [start + 2 * HOUR]);
    expectOk(await originalClient(w.app(), applicant.token, false).book('TRAINING', start));
    const db = w.app().database.db;
    // The rows as a server before decision 073 wrote them.
    await db.execute(sql`update demo_slots set course_type = 'TRAINING_1V1'
      where course_type = 'TRAINING' and starts_at = ${new Date(start)}`);
    await db.execute(sql`update demo_slots set course_type = 'LIVE_INTERVIEW'
      where course_type = 'INTERVIEW' and starts_at = ${new Date(start + HOUR)}`);
    await db.execute(sql`update demo_bookings set course_type = 'TRAINING_1V1'
      where user_id = ${applicant.userId}`);
    const migration = readFileSync(
      path.join(MIGRATIONS_DIR, '0034_demo_course_type_spec_names.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
    const kinds = (table: 'demo_slots' | 'demo_bookings') =>
      queryRows<{ course_type: string }>(
        db,
        sql`select course_type from ${sql.identifier(table)}
          where starts_at >= ${new Date(start)} and starts_at <= ${new Date(start + 2 * HOUR)}
          order by starts_at`,
      );
    expect(await kinds('demo_slots')).toEqual([
      { course_type: 'TRAINING' },
      { course_type: 'INTERVIEW' },
      { course_type: 'TRIAL_CLASS' },
    ]);
    expect(await kinds('demo_bookings')).toEqual([{ course_type: 'TRAINING' }]);
    expect((await w.trainingStatus(applicant.token)).booking.courseType).toBe('TRAINING');
  });
});
