import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicantAt,
  asApplicant,
  bookTime,
  dayByDay,
  expectOk,
  expectPlace,
  expectRefused,
  cancelBooking,
  DAY,
  HOUR,
  MINUTE,
  publishTimes,
} from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

const T0 = Date.UTC(2031, 2, 3, 8, 0);
const clock = testClock(T0);
let t: TestApp;
let interviewer: string;
let mentor: string;
const days = dayByDay(clock, T0);
let base = T0;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  interviewer = await staffSession(t.app, ['INTERVIEWER']);
  mentor = await staffSession(t.app, ['INTERVIEWER']);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  base = days.next();
});

async function published(
  token: string,
  courseType: Parameters<typeof publishTimes>[2],
  starts: number[],
) {
  const res = await publishTimes(t.app, token, courseType, starts);
  expect(res.statusCode, res.body).toBe(200);
}

const listInterviews = (token: string, from: number, to: number) =>
  asApplicant(t.app, token, `/t/tc/apply/interview/course/list?startTime=${from}&endTime=${to}`);
const listTraining = (token: string, from: number, to: number) =>
  asApplicant(t.app, token, `/t/tc/apply/training/course/list?startTime=${from}&endTime=${to}`);
const interviewStatus = async (token: string) =>
  (await asApplicant(t.app, token, '/t/tc/apply/interview/status')).json().data;
const trainingStatus = async (token: string) =>
  (await asApplicant(t.app, token, '/t/tc/apply/training/status')).json().data;

describe('bookable times', () => {
  it('counts the members free at a time, of the asked kind only, in the asked range', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    await published(interviewer, 'LIVE_INTERVIEW', [base, base + HOUR]);
    await published(mentor, 'LIVE_INTERVIEW', [base]);
    await published(mentor, 'TRAINING_1V1', [base + HOUR]);
    const list = (await listInterviews(applicant.token, base, base + DAY)).json().data;
    expect(list).toEqual([
      { startTime: base, endTime: base + 25 * MINUTE, courseType: 'LIVE_INTERVIEW', available: 2 },
      {
        startTime: base + HOUR,
        endTime: base + HOUR + 25 * MINUTE,
        courseType: 'LIVE_INTERVIEW',
        available: 1,
      },
    ]);
    const later = (await listInterviews(applicant.token, base + 1, base + DAY)).json().data;
    expect(later.map((time: { startTime: number }) => time.startTime)).toEqual([base + HOUR]);
  });

  it('never lists a past time, nor a training time that starts within 3 hours', async () => {
    const trainee = await applicantAt(t.app, 'TRAINING', 'Training1v1Invitation_1');
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    await published(mentor, 'TRAINING_1V1', [base, base + 3 * HOUR, base + 3 * HOUR + 30 * MINUTE]);
    await published(interviewer, 'LIVE_INTERVIEW', [base + 10 * MINUTE, base + 40 * MINUTE]);
    clock.set(base + 30 * MINUTE);
    const list = (await listTraining(trainee.token, base - DAY, base + DAY)).json().data;
    expect(list.map((time: { startTime: number }) => time.startTime)).toEqual([
      base + 3 * HOUR + 30 * MINUTE,
    ]);
    const interviews = (await listInterviews(applicant.token, base - DAY, base + DAY)).json().data;
    expect(interviews.map((time: { startTime: number }) => time.startTime)).toEqual([
      base + 40 * MINUTE,
    ]);
  });

  it('lists the trial class times to an applicant at the trial class stage', async () => {
    const applicant = await applicantAt(t.app, 'TRAIL_CLASS', 'TrialInvitation_1');
    await published(mentor, 'TRIAL_CLASS', [base + 5 * HOUR]);
    await published(mentor, 'TRAINING_1V1', [base + 6 * HOUR]);
    const list = (await listTraining(applicant.token, base, base + DAY)).json().data;
    expect(list).toEqual([
      {
        startTime: base + 5 * HOUR,
        endTime: base + 5 * HOUR + 25 * MINUTE,
        courseType: 'TRIAL_CLASS',
        available: 1,
      },
    ]);
  });
});

describe('booking', () => {
  it('books a live interview: the status moves, the time is taken, the state says when', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    await published(interviewer, 'LIVE_INTERVIEW', [base]);
    expect(await interviewStatus(applicant.token)).toMatchObject({
      teacherApplyRespEnum: 'BOOK_BEFORE',
      classRegistration: false,
      courseStartTime: null,
      cancelNum: 0,
    });
    const res = await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', base);
    expect(res.statusCode, res.body).toBe(200);
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'Interview');
    expect(await interviewStatus(applicant.token)).toMatchObject({
      teacherApplyRespEnum: 'BOOK_SUCCESS',
      classRegistration: true,
      courseStartTime: base,
      booking: { courseType: 'LIVE_INTERVIEW', startTime: base, endTime: base + 25 * MINUTE },
    });
    expect((await listInterviews(applicant.token, base, base + DAY)).json().data).toEqual([]);
    const other = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    expectRefused(
      await bookTime(t.app, other.token, 'LIVE_INTERVIEW', base),
      'BIZ_COURSE_NO_COURSE_CAN_SELECTED',
    );
    await expectPlace(t.app, other.userId, 'INTERVIEW', 'InterviewInvitation_1');
  });

  it('refuses a second booking in the same phase', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    await published(interviewer, 'LIVE_INTERVIEW', [base, base + HOUR]);
    expectOk(await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', base));
    expectRefused(
      await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', base + HOUR),
      'BIZ_TEACHER_ALREADY_HAVE_COURSE',
    );
    expect((await listInterviews(applicant.token, base, base + DAY)).json().data).toHaveLength(1);
  });

  it('refuses a kind of session that is not the applicant’s step', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    await published(mentor, 'TRAINING_1V1', [base + 5 * HOUR]);
    expectRefused(
      await bookTime(t.app, applicant.token, 'TRAINING_1V1', base + 5 * HOUR),
      'BIZ_TEACHER_COURSETYPE_NOT_MATCH',
    );
    const applying = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    await published(interviewer, 'LIVE_INTERVIEW', [base + 5 * HOUR]);
    expectRefused(
      await bookTime(t.app, applying.token, 'LIVE_INTERVIEW', base + 5 * HOUR),
      'BIZ_TEACHER_COURSETYPE_NOT_MATCH',
    );
  });

  it('asks for a refresh when the status no longer books (a recorded demo only, a result given)', async () => {
    await published(interviewer, 'LIVE_INTERVIEW', [base]);
    for (const status of [
      'InterviewInvitation_3',
      'Interview',
      'InterviewReject',
      'InterviewUndetermined',
    ]) {
      const applicant = await applicantAt(t.app, 'INTERVIEW', status);
      expectRefused(
        await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', base),
        'BIZ_STATUS_TYPE_NOT_MATCHING',
      );
    }
    expect(
      (
        await listInterviews(
          (await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1')).token,
          base,
          base + 1,
        )
      ).json().data,
    ).toHaveLength(1);
  });

  it('refuses a past time, a time nobody published, and training within 3 hours', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    await published(interviewer, 'LIVE_INTERVIEW', [base]);
    clock.set(base);
    expectRefused(
      await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', base),
      'BIZ_TEACHER_BOOK_INTERVIEW_OR_TRANING_CLASS_ERROR',
    );
    clock.set(base - MINUTE);
    expectRefused(
      await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', base + 5 * MINUTE),
      'BIZ_COURSE_NO_COURSE_CAN_SELECTED',
    );
    expectOk(await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', base));

    const trainee = await applicantAt(t.app, 'TRAINING', 'Training1v1Invitation_2');
    await published(mentor, 'TRAINING_1V1', [base + 4 * HOUR]);
    clock.set(base + HOUR + MINUTE);
    expectRefused(
      await bookTime(t.app, trainee.token, 'TRAINING_1V1', base + 4 * HOUR),
      'BIZ_TEACHER_TRAINING_CANNOT_OPEN_IN_3H',
    );
    clock.set(base + HOUR);
    expectOk(await bookTime(t.app, trainee.token, 'TRAINING_1V1', base + 4 * HOUR));
    await expectPlace(t.app, trainee.userId, 'TRAINING', 'Training1v1');
    expect(await trainingStatus(trainee.token)).toMatchObject({
      teacherApplyRespEnum: 'BOOK_SUCCESS',
      courseStartTime: base + 4 * HOUR,
      cancelCourse: 0,
    });
  });

  it('books the trial class, which moves the applicant to TrialInvitation_2', async () => {
    const applicant = await applicantAt(t.app, 'TRAIL_CLASS', 'TrialInvitation_1');
    await published(mentor, 'TRIAL_CLASS', [base + 5 * HOUR]);
    expect(
      (await bookTime(t.app, applicant.token, 'TRIAL_CLASS', base + 5 * HOUR)).statusCode,
    ).toBe(200);
    await expectPlace(t.app, applicant.userId, 'TRAIL_CLASS', 'TrialInvitation_2');
    expectOk(await cancelBooking(t.app, applicant.token, base + 5 * HOUR, 11));
    await expectPlace(t.app, applicant.userId, 'TRAIL_CLASS', 'TRAINING_CANCEL');
  });
});

describe('cancelling', () => {
  it('frees the time, counts the cancellation, and blocks live booking after the second', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    const first = base + 2 * DAY;
    const second = first + HOUR;
    const third = first + 2 * HOUR;
    await published(interviewer, 'LIVE_INTERVIEW', [first, second, third]);
    expectOk(await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', first));
    expectOk(await cancelBooking(t.app, applicant.token, first, 5));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'INTERVIEW_CANCEL');
    expect(await interviewStatus(applicant.token)).toMatchObject({
      cancelNum: 1,
      teacherApplyRespEnum: 'BOOK_CANCEL',
      classRegistration: false,
      courseStartTime: null,
    });
    const free = (await listInterviews(applicant.token, first, first + 1)).json().data;
    expect(free).toHaveLength(1);

    expectOk(await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', second));
    expectOk(await cancelBooking(t.app, applicant.token, second, 5));
    expect((await interviewStatus(applicant.token)).cancelNum).toBe(2);
    expectRefused(
      await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', third),
      'BIZ_TEACHER_OVERTOP_CANCEL_COUNT',
    );
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'INTERVIEW_CANCEL');
  });

  it('leaves only a recorded demo after more than two late misses', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    const last = base + 2 * HOUR;
    const starts = [base, base + HOUR, last];
    await published(interviewer, 'LIVE_INTERVIEW', starts);
    // Two missed interviews, as the interviewer's attendance marks them.
    for (const start of starts.slice(0, 2)) {
      expectOk(await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', start));
      await t.app.database.db.execute(
        sql`update demo_bookings set status = 'BOOK_NO_SHOW' where user_id = ${applicant.userId} and status = 'BOOK_SUCCESS'`,
      );
      await t.app.database.db.execute(
        sql`update users set status = 'COURSE_NO_SHOW' where id = ${applicant.userId}`,
      );
    }
    expect((await interviewStatus(applicant.token)).noshowCount).toBe(2);
    expectOk(await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', last));
    clock.set(last - 23 * HOUR);
    expectOk(await cancelBooking(t.app, applicant.token, last, 5));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewInvitation_3');
  });

  it('does not count an early cancellation as a late miss', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'COURSE_NO_SHOW');
    const start = base + 3 * DAY;
    await published(interviewer, 'LIVE_INTERVIEW', [start, start + HOUR, start + 2 * HOUR]);
    // Two missed interviews already (the interviewer's attendance marks them).
    await t.app.database.db.execute(sql`
      insert into demo_bookings (slot_id, user_id, course_type, phase, starts_at, ends_at, status, room_key)
      select id, ${applicant.userId}, 'LIVE_INTERVIEW', 'MINI_DEMO', starts_at, ends_at, 'BOOK_NO_SHOW', 'room-' || id
        from demo_slots
       where starts_at in (${new Date(start)}, ${new Date(start + HOUR)})`);
    expect((await interviewStatus(applicant.token)).noshowCount).toBe(2);
    const last = start + 2 * HOUR;
    expectOk(await bookTime(t.app, applicant.token, 'LIVE_INTERVIEW', last));
    clock.set(last - 24 * HOUR);
    expectOk(await cancelBooking(t.app, applicant.token, last, 5));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'INTERVIEW_CANCEL');
  });

  it('refuses to cancel training within 3 hours of the start', async () => {
    const trainee = await applicantAt(t.app, 'TRAINING', 'Training1v1Invitation_1');
    const start = base + 6 * HOUR;
    await published(mentor, 'TRAINING_1V1', [start]);
    expectOk(await bookTime(t.app, trainee.token, 'TRAINING_1V1', start));
    clock.set(start - 3 * HOUR + MINUTE);
    expectRefused(
      await cancelBooking(t.app, trainee.token, start, 11),
      'BIZ_TEACHER_TRAINING_CANNOT_CANCEL_IN_3H',
    );
    await expectPlace(t.app, trainee.userId, 'TRAINING', 'Training1v1');
    clock.set(start - 3 * HOUR);
    expectOk(await cancelBooking(t.app, trainee.token, start, 11));
    await expectPlace(t.app, trainee.userId, 'TRAINING', 'TRAINING_CANCEL');
    expect(await trainingStatus(trainee.token)).toMatchObject({
      cancelCourse: 1,
      teacherApplyRespEnum: 'BOOK_CANCEL',
    });
  });

  it('asks for a refresh when the booking is not the one shown, and never cancels another’s', async () => {
    const owner = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    const intruder = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    await published(interviewer, 'LIVE_INTERVIEW', [base + 4 * HOUR]);
    expectOk(await bookTime(t.app, owner.token, 'LIVE_INTERVIEW', base + 4 * HOUR));
    expectRefused(
      await cancelBooking(t.app, intruder.token, base + 4 * HOUR, 5),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expectRefused(
      await cancelBooking(t.app, owner.token, base + 5 * HOUR, 5),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expectRefused(
      await cancelBooking(t.app, owner.token, base + 4 * HOUR, 11),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expect((await interviewStatus(owner.token)).teacherApplyRespEnum).toBe('BOOK_SUCCESS');
    expect((await interviewStatus(intruder.token)).teacherApplyRespEnum).toBe('BOOK_BEFORE');
  });

  it('validates the cancel call', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    expectRefused(await cancelBooking(t.app, applicant.token, base, 7 as 5), 'BIZ_PARAM_INVALID');
  });
});
