/**
 * Booking the demo sessions (spec section 3, interview, trial and training states): the times
 * an applicant may book, and booking one (cancelling: demo-cancelling.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  applicantAt,
  bookTime,
  expectOk,
  expectPlace,
  expectRefused,
  cancelBooking,
  DAY,
  HOUR,
  MINUTE,
} from '../../test/demo-scheduling.js';
import { demoBookingWorld } from '../../test/demo-booking-world.js';

const w = demoBookingWorld(Date.UTC(2031, 2, 3, 8, 0));

describe('bookable times', () => {
  it('counts the members free at a time, of the asked kind only, in the asked range', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    await w.published(w.interviewer, 'INTERVIEW', [w.base, w.base + HOUR]);
    await w.published(w.mentor, 'INTERVIEW', [w.base]);
    await w.published(w.mentor, 'TRAINING', [w.base + HOUR]);
    const list = (await w.listInterviews(applicant.token, w.base, w.base + DAY)).json().data;
    expect(list).toEqual([
      {
        startTime: w.base,
        endTime: w.base + 25 * MINUTE,
        courseType: 'INTERVIEW',
        available: 2,
      },
      {
        startTime: w.base + HOUR,
        endTime: w.base + HOUR + 25 * MINUTE,
        courseType: 'INTERVIEW',
        available: 1,
      },
    ]);
    const later = (await w.listInterviews(applicant.token, w.base + 1, w.base + DAY)).json().data;
    expect(later.map((time: { startTime: number }) => time.startTime)).toEqual([w.base + HOUR]);
  });

  it('never lists a past time, nor a training time that starts within 3 hours', async () => {
    const trainee = await applicantAt(w.app(), 'TRAINING', 'Training1v1Invitation_1');
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    await w.published(w.mentor, 'TRAINING', [
      w.base,
      w.base + 3 * HOUR,
      w.base + 3 * HOUR + 30 * MINUTE,
    ]);
    await w.published(w.interviewer, 'INTERVIEW', [w.base + 10 * MINUTE, w.base + 40 * MINUTE]);
    w.clock.set(w.base + 30 * MINUTE);
    const list = (await w.listTraining(trainee.token, w.base - DAY, w.base + DAY)).json().data;
    expect(list.map((time: { startTime: number }) => time.startTime)).toEqual([
      w.base + 3 * HOUR + 30 * MINUTE,
    ]);
    const interviews = (await w.listInterviews(applicant.token, w.base - DAY, w.base + DAY)).json()
      .data;
    expect(interviews.map((time: { startTime: number }) => time.startTime)).toEqual([
      w.base + 40 * MINUTE,
    ]);
  });

  it('lists the trial class times to an applicant at the trial class stage', async () => {
    const applicant = await applicantAt(w.app(), 'TRAIL_CLASS', 'TrialInvitation_1');
    await w.published(w.mentor, 'TRIAL_CLASS', [w.base + 5 * HOUR]);
    await w.published(w.mentor, 'TRAINING', [w.base + 6 * HOUR]);
    const list = (await w.listTraining(applicant.token, w.base, w.base + DAY)).json().data;
    expect(list).toEqual([
      {
        startTime: w.base + 5 * HOUR,
        endTime: w.base + 5 * HOUR + 25 * MINUTE,
        courseType: 'TRIAL_CLASS',
        available: 1,
      },
    ]);
  });
});

describe('booking', () => {
  it('books a live interview: the status moves, the time is taken, the state says when', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    await w.published(w.interviewer, 'INTERVIEW', [w.base]);
    expect(await w.interviewStatus(applicant.token)).toMatchObject({
      teacherApplyRespEnum: 'BOOK_BEFORE',
      classRegistration: false,
      courseStartTime: null,
      cancelNum: 0,
    });
    const res = await bookTime(w.app(), applicant.token, 'INTERVIEW', w.base);
    expect(res.statusCode, res.body).toBe(200);
    await expectPlace(w.app(), applicant.userId, 'INTERVIEW', 'Interview');
    expect(await w.interviewStatus(applicant.token)).toMatchObject({
      teacherApplyRespEnum: 'BOOK_SUCCESS',
      classRegistration: true,
      courseStartTime: w.base,
      booking: {
        courseType: 'INTERVIEW',
        startTime: w.base,
        endTime: w.base + 25 * MINUTE,
        // Who the applicant meets, by first name only (the member is "Test Staff").
        staffFirstName: 'Test',
      },
    });
    expect((await w.listInterviews(applicant.token, w.base, w.base + DAY)).json().data).toEqual([]);
    const other = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    expectRefused(
      await bookTime(w.app(), other.token, 'INTERVIEW', w.base),
      'BIZ_COURSE_NO_COURSE_CAN_SELECTED',
    );
    await expectPlace(w.app(), other.userId, 'INTERVIEW', 'InterviewInvitation_1');
  });

  it('refuses a second booking in the same phase', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    await w.published(w.interviewer, 'INTERVIEW', [w.base, w.base + HOUR]);
    expectOk(await bookTime(w.app(), applicant.token, 'INTERVIEW', w.base));
    expectRefused(
      await bookTime(w.app(), applicant.token, 'INTERVIEW', w.base + HOUR),
      'BIZ_TEACHER_ALREADY_HAVE_COURSE',
    );
    expect(
      (await w.listInterviews(applicant.token, w.base, w.base + DAY)).json().data,
    ).toHaveLength(1);
  });

  it('refuses a kind of session that is not the applicant’s step', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    await w.published(w.mentor, 'TRAINING', [w.base + 5 * HOUR]);
    expectRefused(
      await bookTime(w.app(), applicant.token, 'TRAINING', w.base + 5 * HOUR),
      'BIZ_TEACHER_COURSETYPE_NOT_MATCH',
    );
    const applying = await applicantAt(w.app(), 'BASE_INFO', 'Apply');
    await w.published(w.interviewer, 'INTERVIEW', [w.base + 5 * HOUR]);
    expectRefused(
      await bookTime(w.app(), applying.token, 'INTERVIEW', w.base + 5 * HOUR),
      'BIZ_TEACHER_COURSETYPE_NOT_MATCH',
    );
  });

  it('asks for a refresh when the status no longer books (a recorded demo only, a result given)', async () => {
    await w.published(w.interviewer, 'INTERVIEW', [w.base]);
    for (const status of [
      'InterviewInvitation_3',
      'Interview',
      'InterviewReject',
      'InterviewUndetermined',
    ]) {
      const applicant = await applicantAt(w.app(), 'INTERVIEW', status);
      expectRefused(
        await bookTime(w.app(), applicant.token, 'INTERVIEW', w.base),
        'BIZ_STATUS_TYPE_NOT_MATCHING',
      );
    }
    expect(
      (
        await w.listInterviews(
          (await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1')).token,
          w.base,
          w.base + 1,
        )
      ).json().data,
    ).toHaveLength(1);
  });

  it('refuses a past time, a time nobody published, and training within 3 hours', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    await w.published(w.interviewer, 'INTERVIEW', [w.base]);
    w.clock.set(w.base);
    expectRefused(
      await bookTime(w.app(), applicant.token, 'INTERVIEW', w.base),
      'BIZ_TEACHER_BOOK_INTERVIEW_OR_TRANING_CLASS_ERROR',
    );
    w.clock.set(w.base - MINUTE);
    expectRefused(
      await bookTime(w.app(), applicant.token, 'INTERVIEW', w.base + 5 * MINUTE),
      'BIZ_COURSE_NO_COURSE_CAN_SELECTED',
    );
    expectOk(await bookTime(w.app(), applicant.token, 'INTERVIEW', w.base));

    const trainee = await applicantAt(w.app(), 'TRAINING', 'Training1v1Invitation_2');
    await w.published(w.mentor, 'TRAINING', [w.base + 4 * HOUR]);
    w.clock.set(w.base + HOUR + MINUTE);
    expectRefused(
      await bookTime(w.app(), trainee.token, 'TRAINING', w.base + 4 * HOUR),
      'BIZ_TEACHER_TRAINING_CANNOT_OPEN_IN_3H',
    );
    // Once it has begun it is simply not bookable (not "within 3 hours").
    w.clock.set(w.base + 4 * HOUR + MINUTE);
    expectRefused(
      await bookTime(w.app(), trainee.token, 'TRAINING', w.base + 4 * HOUR),
      'BIZ_TEACHER_BOOK_INTERVIEW_OR_TRANING_CLASS_ERROR',
    );
    w.clock.set(w.base + HOUR);
    expectOk(await bookTime(w.app(), trainee.token, 'TRAINING', w.base + 4 * HOUR));
    await expectPlace(w.app(), trainee.userId, 'TRAINING', 'Training1v1');
    expect(await w.trainingStatus(trainee.token)).toMatchObject({
      teacherApplyRespEnum: 'BOOK_SUCCESS',
      courseStartTime: w.base + 4 * HOUR,
      cancelCourse: 0,
    });
  });

  it('books the trial class, which moves the applicant to TrialInvitation_2', async () => {
    const applicant = await applicantAt(w.app(), 'TRAIL_CLASS', 'TrialInvitation_1');
    await w.published(w.mentor, 'TRIAL_CLASS', [w.base + 5 * HOUR]);
    expect(
      (await bookTime(w.app(), applicant.token, 'TRIAL_CLASS', w.base + 5 * HOUR)).statusCode,
    ).toBe(200);
    await expectPlace(w.app(), applicant.userId, 'TRAIL_CLASS', 'TrialInvitation_2');
    expectOk(await cancelBooking(w.app(), applicant.token, w.base + 5 * HOUR, 11));
    await expectPlace(w.app(), applicant.userId, 'TRAIL_CLASS', 'TRAINING_CANCEL');
  });
});
