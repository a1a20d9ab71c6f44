import { applicantStatusLabel } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { applicantAt, expectPlace } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { settleReview, type Review } from './settle-review.js';

// The review's record, the funnel's move and the applicant's mail, all or none (decisions 035
// and 036), settled here directly: the mail's words, and a move the applicant no longer fits.
let t: TestApp;
let staffId = 0;
beforeAll(async () => {
  t = await createTestApp();
  await staffSession(t.app, ['INTERVIEWER']);
  const [member] = await queryRows<{ id: number }>(
    t.app.database.db,
    sql`select id::int as id from staff order by id desc limit 1`,
  );
  staffId = member?.id ?? 0;
});
afterAll(async () => t?.close());

const PUBLIC_URL = 'https://portal.test';

/** A passed live interview of the applicant, named `name` in the mail. */
const settle = (applicant: { userId: number }, email: string, name: string, written = true) => {
  const review: Review = {
    applicant: { userId: applicant.userId, email, name },
    staffId,
    transition: 'passInterview',
    template: 'demoResult',
    session: 'Live Interview',
    write: async () => written,
  };
  return settleReview(t.app.services.uow, PUBLIC_URL, review);
};

/** The texts of the mails queued to an address, in order. */
const mailsTo = async (email: string) =>
  (
    await queryRows<{ text: string }>(
      t.app.database.db,
      sql`select data->>'text' as text from pgboss.job
        where name = 'send-mail' and data->>'to' = ${email} order by created_on, id`,
    )
  ).map((row) => row.text);

const resultMail = (name: string) =>
  `Hello ${name},\n\nYour Live Interview has a result: ${applicantStatusLabel('TRAINING', 'Training1v1Invitation_1')}.\n` +
  `Sign in to read the feedback and your next step: ${PUBLIC_URL}/v2/home?type=login\n`;

describe('settling a review', () => {
  it('moves the applicant and mails them by name, or by address when they have none', async () => {
    const named = await applicantAt(t.app, 'INTERVIEW', 'Interview');
    const unnamed = await applicantAt(t.app, 'INTERVIEW', 'Interview');
    await settle(named, 'named@example.com', 'Ann Lee');
    await settle(unnamed, 'unnamed@example.com', '');
    await expectPlace(t.app, named.userId, 'TRAINING', 'Training1v1Invitation_1');
    await expectPlace(t.app, unnamed.userId, 'TRAINING', 'Training1v1Invitation_1');
    expect(await mailsTo('named@example.com')).toEqual([resultMail('Ann Lee')]);
    expect(await mailsTo('unnamed@example.com')).toEqual([resultMail('unnamed@example.com')]);
  });

  it('is refused, mailing nothing, when the applicant moved meanwhile or the record did', async () => {
    const moved = await applicantAt(t.app, 'INTERVIEW', 'InterviewReject');
    await expect(settle(moved, 'moved@example.com', 'Bo Chen')).rejects.toMatchObject({
      code: 'BIZ_STATUS_TYPE_NOT_MATCHING',
    });
    await expectPlace(t.app, moved.userId, 'INTERVIEW', 'InterviewReject');
    const stale = await applicantAt(t.app, 'INTERVIEW', 'Interview');
    await expect(settle(stale, 'stale@example.com', 'Cy Diaz', false)).rejects.toMatchObject({
      code: 'BIZ_STATUS_TYPE_NOT_MATCHING',
    });
    await expectPlace(t.app, stale.userId, 'INTERVIEW', 'Interview');
    expect(await mailsTo('moved@example.com')).toEqual([]);
    expect(await mailsTo('stale@example.com')).toEqual([]);
  });
});
