/**
 * "Update interview status" (spec section 7, decision 074): the original client's update
 * after a page action is taken where the call that caused it already moved the applicant
 * (TrialInvitation_2 after the trial slot action, section 4); any other status is refused
 * and nothing is written.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { asTeacher } from '../../test/accounts-client.js';
import { demoBookingWorld } from '../../test/demo-booking-world.js';
import {
  applicantAt,
  bookTime,
  expectPlace,
  expectRefused,
  HOUR,
} from '../../test/demo-scheduling.js';

const w = demoBookingWorld(Date.UTC(2031, 4, 5, 8, 0));

const update = (token: string, payload: unknown) =>
  w.app().inject({
    method: 'POST',
    url: '/t/tc/apply/interview/status/update',
    payload: payload as object,
    headers: asTeacher(token),
  });
const eventsOf = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      w.app().database.db,
      sql`select count(*)::int as n from application_events where user_id = ${userId}`,
    )
  )[0]?.n;

describe('update interview status', () => {
  it('is taken after the trial slot action, which moved the applicant already', async () => {
    const applicant = await applicantAt(w.app(), 'TRAIL_CLASS', 'TrialInvitation_1');
    await w.published(w.mentor, 'TRIAL_CLASS', [w.base + 5 * HOUR]);
    const booked = await bookTime(w.app(), applicant.token, 'TRIAL_CLASS', w.base + 5 * HOUR);
    expect(booked.statusCode).toBe(200);
    const events = await eventsOf(applicant.userId);
    const res = await update(applicant.token, { status: 'TrialInvitation_2', extra: 'kept out' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'OK',
      data: {
        classRegistration: false,
        teacherApplyRespEnum: 'BOOK_BEFORE',
        protocol: 'MEETING_LINK',
      },
    });
    await expectPlace(w.app(), applicant.userId, 'TRAIL_CLASS', 'TrialInvitation_2');
    expect(await eventsOf(applicant.userId)).toBe(events);
  });

  it('answers the interview state where the applicant stands', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    const res = await update(applicant.token, { status: 'InterviewInvitation_1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ cancelNum: 0, noshowCount: 0, booking: null });
  });

  it.each([
    ['a later step', 'Training1v1Invitation_1'],
    ['a pass decided by staff', 'Contract'],
    ['the activated account', 'Finish'],
  ])('refuses %s and moves nothing', async (_case, status) => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    expectRefused(await update(applicant.token, { status }), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    await expectPlace(w.app(), applicant.userId, 'INTERVIEW', 'InterviewInvitation_1');
    expect(await eventsOf(applicant.userId)).toBe(0);
  });

  it.each([
    ['an unknown status', { status: 'HIRED' }],
    ['no status', {}],
    ['a status as a list', { status: ['Finish'] }],
  ])('refuses %s with 400', async (_case, body) => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    const res = await update(applicant.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BIZ_PARAM_INVALID');
  });

  it('needs a session', async () => {
    const res = await w.app().inject({
      method: 'POST',
      url: '/t/tc/apply/interview/status/update',
      payload: { status: 'Finish' },
    });
    expect(res.statusCode).toBe(401);
  });
});
