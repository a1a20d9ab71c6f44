import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicantAt,
  asApplicant,
  bookTime,
  dayByDay,
  expectOk,
  expectRefused,
  DAY,
  HOUR,
  MINUTE,
  publishTimes,
} from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

const T0 = Date.UTC(2031, 5, 2, 6, 0);
const clock = testClock(T0);
let t: TestApp;
let interviewer: string;
let colleague: string;
const days = dayByDay(clock, T0);
let base = T0;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  interviewer = await staffSession(t.app, ['INTERVIEWER']);
  colleague = await staffSession(t.app, ['INTERVIEWER']);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  base = days.next();
});

const ownTimes = async (token: string, from = base - HOUR, to = base + DAY) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/ops/availability?startTime=${from}&endTime=${to}`,
    headers: { 'x-auth-token': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { slotId: number; startTime: number; booking: unknown }[];
};
const withdraw = (token: string, slotId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/ops/availability/${slotId}`,
    headers: { 'x-auth-token': token },
  });

describe('publishing times', () => {
  it('adds each time with its kind’s length and lists it with who booked it', async () => {
    const res = await publishTimes(t.app, interviewer, 'TRAINING', [base + HOUR, base]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject([
      { courseType: 'TRAINING', startTime: base, endTime: base + 30 * MINUTE, booking: null },
      {
        courseType: 'TRAINING',
        startTime: base + HOUR,
        endTime: base + 90 * MINUTE,
        booking: null,
      },
    ]);
    const trainee = await applicantAt(t.app, 'TRAINING', 'Training1v1Invitation_1');
    expectOk(await bookTime(t.app, trainee.token, 'TRAINING', base + HOUR));
    const own = await ownTimes(interviewer);
    expect(own.map((slot) => slot.booking)).toEqual([
      null,
      expect.objectContaining({ userId: trainee.userId, status: 'BOOK_SUCCESS' }),
    ]);
    expect(await ownTimes(colleague)).toEqual([]);
  });

  it('refuses every time of a call when one overlaps a time of the member’s, of any kind', async () => {
    expectOk(await publishTimes(t.app, interviewer, 'INTERVIEW', [base]));
    expectRefused(
      await publishTimes(t.app, interviewer, 'TRAINING', [base + 2 * HOUR, base + 15 * MINUTE]),
      'BIZ_TEACHER_SLOTS_ALREADY_OPENED',
    );
    expectRefused(
      await publishTimes(t.app, interviewer, 'INTERVIEW', [
        base + 3 * HOUR,
        base + 3 * HOUR + 10 * MINUTE,
      ]),
      'BIZ_TEACHER_SLOTS_ALREADY_OPENED',
    );
    expect((await ownTimes(interviewer)).map((slot) => slot.startTime)).toEqual([base]);
    // Back to back is not an overlap, and a colleague may take the same time.
    expect(
      (await publishTimes(t.app, interviewer, 'INTERVIEW', [base + 25 * MINUTE])).statusCode,
    ).toBe(200);
    expectOk(await publishTimes(t.app, colleague, 'INTERVIEW', [base]));
  });

  it('refuses past times, times beyond five weeks and times off the minute', async () => {
    clock.set(base);
    expectRefused(
      await publishTimes(t.app, interviewer, 'INTERVIEW', [base]),
      'BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME',
    );
    expectRefused(
      await publishTimes(t.app, interviewer, 'INTERVIEW', [base + HOUR, base + 35 * DAY + MINUTE]),
      'BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT',
    );
    expectRefused(
      await publishTimes(t.app, interviewer, 'INTERVIEW', [base + HOUR + 1]),
      'BIZ_PARAM_INVALID',
    );
    expect(
      (await publishTimes(t.app, interviewer, 'INTERVIEW', [base + 35 * DAY])).statusCode,
    ).toBe(200);
    expect(await ownTimes(interviewer, base, base + DAY)).toEqual([]);
  });
});

describe('withdrawing a time', () => {
  it('takes back a free time, and refuses a booked one or another member’s', async () => {
    const published = (
      await publishTimes(t.app, interviewer, 'INTERVIEW', [base, base + HOUR])
    ).json().data as { slotId: number }[];
    const free = published[0]?.slotId ?? 0;
    const booked = published[1]?.slotId ?? 0;
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    expectOk(await bookTime(t.app, applicant.token, 'INTERVIEW', base + HOUR));

    expectRefused(await withdraw(colleague, free), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expectRefused(await withdraw(interviewer, booked), 'BIZ_TEACHER_COURSE_ALREADY_BOOKED');
    const res = await withdraw(interviewer, free);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ slotId: free, startTime: base });
    expectRefused(await withdraw(interviewer, free), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expect((await ownTimes(interviewer)).map((slot) => slot.slotId)).toEqual([booked]);
    const list = await asApplicant(
      t.app,
      applicant.token,
      `/t/tc/apply/interview/course/list?startTime=${base - HOUR}&endTime=${base + DAY}`,
    );
    expect(list.json().data).toEqual([]);
    // The time is free to publish again once taken back.
    expectOk(await publishTimes(t.app, interviewer, 'INTERVIEW', [base]));
  });
});

describe('who may', () => {
  it('lets interviewers and admins publish, and no other role or an applicant', async () => {
    const recruiter = await staffSession(t.app, ['RECRUITER']);
    expectRefused(await publishTimes(t.app, recruiter, 'INTERVIEW', [base]), 'FORBIDDEN');
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    expect((await publishTimes(t.app, applicant.token, 'INTERVIEW', [base])).statusCode).toBe(401);
    const admin = await staffSession(t.app, ['ADMIN']);
    expectOk(await publishTimes(t.app, admin, 'INTERVIEW', [base + 2 * HOUR]));
  });
});
