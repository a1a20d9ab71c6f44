import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicantAt,
  asApplicant,
  asStaff,
  bookedSession,
  bookTime,
  cancelBooking,
  dayByDay,
  DAY,
  expectOk,
  expectPlace,
  expectRefused,
  HOUR,
  MINUTE,
  publishTimes,
} from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

// Attendance and rooms (decision 035): no-shows and what they count, the flag on a session
// nobody marked, the room's link in its window and to its two people only, the trial calls.
const T0 = Date.UTC(2031, 8, 1, 8, 0);
const clock = testClock(T0);
const days = dayByDay(clock, T0);
const MEETING_BASE = 'https://meet.example.test/rooms/';
let t: TestApp;
let interviewer: string;
let colleague: string;
let base = T0;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, env: { MEETING_BASE_URL: MEETING_BASE } });
  interviewer = await staffSession(t.app, ['INTERVIEWER']);
  colleague = await staffSession(t.app, ['INTERVIEWER']);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  base = days.next() + 10 * HOUR;
});

const noShow = (token: string, bookingId: number) =>
  asStaff(t.app, token, `/ops/sessions/${bookingId}/no-show`, {});
const interviewStatus = async (token: string) =>
  (await asApplicant(t.app, token, '/t/tc/apply/interview/status')).json().data;
const ownTimes = async (token: string, from: number) =>
  (await asStaff(t.app, token, `/ops/availability?startTime=${from}&endTime=${from + DAY}`)).json()
    .data;

describe('no-shows', () => {
  it('a missed interview can be booked again; the third late miss leaves only a recording', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    // First miss: a no-show.
    let bookingId = await bookedSession(t.app, interviewer, applicant, 'INTERVIEW', base);
    clock.set(base - MINUTE);
    expectRefused(await noShow(interviewer, bookingId), 'BIZ_DEMO_NOT_STARTED');
    expectRefused(await noShow(colleague, bookingId), 'FORBIDDEN');
    clock.set(base + 15 * MINUTE);
    const marked = await noShow(interviewer, bookingId);
    expectOk(marked);
    expect(marked.json().data.status).toBe('BOOK_NO_SHOW');
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'COURSE_NO_SHOW');
    expect(await interviewStatus(applicant.token)).toMatchObject({
      noshowCount: 1,
      teacherApplyRespEnum: 'BOOK_NO_SHOW',
    });
    expectRefused(await noShow(interviewer, bookingId), 'BIZ_STATUS_TYPE_NOT_MATCHING');

    // Second miss: a cancellation within 24 hours of the start.
    const second = base + 2 * HOUR;
    expectOk(await publishTimes(t.app, interviewer, 'INTERVIEW', [second]));
    expectOk(await bookTime(t.app, applicant.token, 'INTERVIEW', second));
    expectOk(await cancelBooking(t.app, applicant.token, second, 5));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'INTERVIEW_CANCEL');

    // Third miss: more than two late misses, so only a recorded demo now.
    const third = base + 4 * HOUR;
    bookingId = await bookedSession(t.app, interviewer, applicant, 'INTERVIEW', third);
    clock.set(third + 25 * MINUTE);
    expectOk(await noShow(interviewer, bookingId));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewInvitation_3');
  });

  it('a missed training or trial class is marked, and the console flags what nobody marked', async () => {
    const trainee = await applicantAt(t.app, 'TRAINING', 'Training1v1Invitation_1');
    const training = await bookedSession(t.app, interviewer, trainee, 'TRAINING', base);
    const classGoer = await applicantAt(t.app, 'TRAIL_CLASS', 'TrialInvitation_1');
    const trial = await bookedSession(t.app, interviewer, classGoer, 'TRIAL_CLASS', base + HOUR);

    clock.set(base + 10 * MINUTE);
    const during = await ownTimes(interviewer, base);
    expect(during.map((slot: { unmarked: boolean }) => slot.unmarked)).toEqual([false, false]);
    clock.set(base + 2 * HOUR);
    const after = await ownTimes(interviewer, base);
    expect(after.map((slot: { unmarked: boolean }) => slot.unmarked)).toEqual([true, true]);
    expect((await asStaff(t.app, interviewer, `/ops/sessions/${trial}`)).json().data.unmarked).toBe(
      true,
    );

    expectOk(await noShow(interviewer, training));
    await expectPlace(t.app, trainee.userId, 'TRAINING', 'TRAINING_NO_SHOW');
    expectOk(await noShow(interviewer, trial));
    await expectPlace(t.app, classGoer.userId, 'TRAIL_CLASS', 'TRAINING_NO_SHOW');
    const marked = await ownTimes(interviewer, base);
    expect(marked.map((slot: { unmarked: boolean }) => slot.unmarked)).toEqual([false, false]);
  });
});

describe('the room', () => {
  const roomLink = (token: string) => asApplicant(t.app, token, '/t/tc/apply/room/link');

  it('opens 10 minutes before the start until the end, to the applicant and the member', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    const other = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    const bookingId = await bookedSession(t.app, interviewer, applicant, 'INTERVIEW', base);
    const staffLink = () => asStaff(t.app, interviewer, `/ops/sessions/${bookingId}/room/link`);

    clock.set(base - 10 * MINUTE - 1);
    expectRefused(await roomLink(applicant.token), 'BIZ_ROOM_NOT_OPEN');
    expectRefused(await staffLink(), 'BIZ_ROOM_NOT_OPEN');
    expect(
      (await asStaff(t.app, interviewer, `/ops/sessions/${bookingId}`)).json().data,
    ).toMatchObject({ roomOpen: false });

    clock.set(base - 10 * MINUTE);
    const url = (await roomLink(applicant.token)).json().data as string;
    expect(url.startsWith(`${MEETING_BASE}TeacherPortal-`)).toBe(true);
    expect(url.length).toBeGreaterThan(`${MEETING_BASE}TeacherPortal-`.length + 40);
    expect((await staffLink()).json().data).toBe(url);
    // Nobody else: another applicant has no room; another member is refused.
    expectRefused(await roomLink(other.token), 'BIZ_ROOM_NOT_OPEN');
    expectRefused(
      await asStaff(t.app, colleague, `/ops/sessions/${bookingId}/room/link`),
      'FORBIDDEN',
    );

    clock.set(base + 25 * MINUTE - 1);
    expect((await roomLink(applicant.token)).json().data).toBe(url);
    clock.set(base + 25 * MINUTE);
    expectRefused(await roomLink(applicant.token), 'BIZ_ROOM_NOT_OPEN');
  });

  it('each booking has its own room', async () => {
    const first = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    const second = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    await bookedSession(t.app, interviewer, first, 'INTERVIEW', base);
    await bookedSession(t.app, colleague, second, 'INTERVIEW', base);
    clock.set(base);
    const links = await Promise.all([roomLink(first.token), roomLink(second.token)]);
    const urls = links.map((res) => res.json().data as string);
    expect(new Set(urls).size).toBe(2);
  });
});

describe("the trial class's calls", () => {
  it('list trial class times and read the trial demo state', async () => {
    const applicant = await applicantAt(t.app, 'TRAIL_CLASS', 'TrialInvitation_1');
    expectOk(await publishTimes(t.app, interviewer, 'TRIAL_CLASS', [base]));
    expectOk(await publishTimes(t.app, interviewer, 'TRAINING', [base + HOUR]));
    const list = await asApplicant(
      t.app,
      applicant.token,
      `/t/tc/apply/trial/course/list?startTime=${base}&endTime=${base + DAY}`,
    );
    expect(list.json().data).toEqual([
      { startTime: base, endTime: base + 25 * MINUTE, courseType: 'TRIAL_CLASS', available: 1 },
    ]);
    expectOk(await bookTime(t.app, applicant.token, 'TRIAL_CLASS', base));
    const status = (await asApplicant(t.app, applicant.token, '/t/tc/apply/trial/status')).json()
      .data;
    expect(status).toMatchObject({
      courseStartTime: base,
      teacherApplyRespEnum: 'BOOK_SUCCESS',
      booking: { courseType: 'TRIAL_CLASS' },
      result: null,
    });
  });
});
