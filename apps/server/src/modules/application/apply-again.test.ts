/**
 * Applying again after a failed step (decision 068): the status names the day, the server
 * refuses before it, and afterwards the applicant starts again at the basic information.
 */
import { DAY_MS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { asTeacher } from '../../test/accounts-client.js';
import { applicantAt, expectOk, expectPlace, expectRefused } from '../../test/demo-scheduling.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

const FAILED_AT = Date.UTC(2031, 1, 3, 9, 15);
const clock = testClock(FAILED_AT + DAY_MS);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await t?.close();
});

/** An applicant moved to a failed place at `FAILED_AT`, as the funnel's writer records it. */
async function failedApplicant(stage: string, status: string) {
  const applicant = await applicantAt(t.app, stage, status);
  await t.app.database.db.execute(sql`
    insert into application_events (user_id, from_stage, from_status, to_stage, to_status, created_at)
    values (${applicant.userId}, ${stage}, 'Interview', ${stage}, ${status}, ${new Date(FAILED_AT)})`);
  return applicant;
}
const statusOf = async (token: string) =>
  (await t.app.inject({ url: '/t/tc/apply/status', headers: asTeacher(token) })).json().data;
const applyAgain = (token: string) =>
  t.app.inject({ method: 'POST', url: '/t/tc/apply/again', headers: asTeacher(token) });

describe('applying again', () => {
  it('names the day 90 days after the failure, and refuses before it', async () => {
    const applicant = await failedApplicant('INTERVIEW', 'InterviewReject');
    const againOn = FAILED_AT + 90 * DAY_MS;
    expect(await statusOf(applicant.token)).toMatchObject({ applyAgainOn: againOn });
    clock.set(againOn - 1);
    expectRefused(await applyAgain(applicant.token), 'BIZ_APPLY_AGAIN_NOT_YET');
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewReject');
  });

  it('starts again at the basic information once the day has come', async () => {
    const applicant = await failedApplicant('CONTRACT', 'CONTRACT_FAIL');
    clock.set(FAILED_AT + 90 * DAY_MS);
    expectOk(await applyAgain(applicant.token));
    await expectPlace(t.app, applicant.userId, 'BASE_INFO', 'Init');
    expect(await statusOf(applicant.token)).toMatchObject({
      status: 'Init',
      applyAgainOn: null,
      applyLimitReached: false,
    });
    const events = await queryRows<{ toStatus: string; staffId: number | null }>(
      t.app.database.db,
      sql`select to_status as "toStatus", staff_id as "staffId" from application_events
           where user_id = ${applicant.userId} order by id`,
    );
    expect(events.at(-1)).toEqual({ toStatus: 'Init', staffId: null });
    // Once only: the applicant is no longer at a failed place.
    expectRefused(await applyAgain(applicant.token), 'BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('refuses an applicant who has not failed, and names no day', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    expect(await statusOf(applicant.token)).toMatchObject({ applyAgainOn: null });
    expectRefused(await applyAgain(applicant.token), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewInvitation_1');
  });

  it('waits for staff when the failure has no recorded time', async () => {
    const applicant = await applicantAt(t.app, 'BASE_INFO', 'Reject');
    expect(await statusOf(applicant.token)).toMatchObject({ applyAgainOn: null });
    clock.set(FAILED_AT + 1000 * DAY_MS);
    expectRefused(await applyAgain(applicant.token), 'BIZ_APPLY_AGAIN_NOT_YET');
  });

  it('refuses a fourth application (BIZ_APPLY_LIMIT) and names no day', async () => {
    const applicant = await failedApplicant('INTERVIEW', 'InterviewReject');
    // Two earlier failures, each followed by applying again, as the funnel's writer records it.
    await t.app.database.db.execute(sql`
      insert into application_events (user_id, from_stage, from_status, to_stage, to_status, created_at)
      values (${applicant.userId}, 'BASE_INFO', 'Reject', 'BASE_INFO', 'Init', ${new Date(FAILED_AT - 200 * DAY_MS)}),
             (${applicant.userId}, 'CONTRACT', 'CONTRACT_FAIL', 'BASE_INFO', 'Init', ${new Date(FAILED_AT - 100 * DAY_MS)})`);
    clock.set(FAILED_AT + 90 * DAY_MS);
    expect(await statusOf(applicant.token)).toMatchObject({
      applyAgainOn: null,
      applyLimitReached: true,
    });
    expectRefused(await applyAgain(applicant.token), 'BIZ_APPLY_LIMIT');
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewReject');
  });

  it('counts only moves back from a failed place: a third application is still offered', async () => {
    const applicant = await failedApplicant('TRAINING', 'TRAINING_REJECT');
    await t.app.database.db.execute(sql`
      insert into application_events (user_id, from_stage, from_status, to_stage, to_status, created_at)
      values (${applicant.userId}, 'BASE_INFO', 'Reject', 'BASE_INFO', 'Init', ${new Date(FAILED_AT - 200 * DAY_MS)}),
             (${applicant.userId}, 'BASE_INFO', 'Apply', 'BASE_INFO', 'Init', ${new Date(FAILED_AT - 150 * DAY_MS)})`);
    clock.set(FAILED_AT + 90 * DAY_MS);
    expectOk(await applyAgain(applicant.token));
    await expectPlace(t.app, applicant.userId, 'BASE_INFO', 'Init');
  });
});
