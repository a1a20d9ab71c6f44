/**
 * Cancelling a booked demo session (spec section 3, interview and training states): the time
 * freed, late misses counted, the live interview closed after too many, training's three-hour
 * limit.
 */
import { sql } from 'drizzle-orm';
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

describe('cancelling', () => {
  it('frees the time, counts the cancellation, and blocks live booking after the second', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    const first = w.base + 2 * DAY;
    const second = first + HOUR;
    const third = first + 2 * HOUR;
    await w.published(w.interviewer, 'INTERVIEW', [first, second, third]);
    expectOk(await bookTime(w.app(), applicant.token, 'INTERVIEW', first));
    expectOk(await cancelBooking(w.app(), applicant.token, first, 5));
    await expectPlace(w.app(), applicant.userId, 'INTERVIEW', 'INTERVIEW_CANCEL');
    expect(await w.interviewStatus(applicant.token)).toMatchObject({
      cancelNum: 1,
      teacherApplyRespEnum: 'BOOK_CANCEL',
      classRegistration: false,
      courseStartTime: null,
    });
    const free = (await w.listInterviews(applicant.token, first, first + 1)).json().data;
    expect(free).toHaveLength(1);

    expectOk(await bookTime(w.app(), applicant.token, 'INTERVIEW', second));
    expectOk(await cancelBooking(w.app(), applicant.token, second, 5));
    expect((await w.interviewStatus(applicant.token)).cancelNum).toBe(2);
    expectRefused(
      await bookTime(w.app(), applicant.token, 'INTERVIEW', third),
      'BIZ_TEACHER_OVERTOP_CANCEL_COUNT',
    );
    await expectPlace(w.app(), applicant.userId, 'INTERVIEW', 'INTERVIEW_CANCEL');
  });

  it('leaves only a recorded demo after more than two late misses', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    const last = w.base + 2 * HOUR;
    const starts = [w.base, w.base + HOUR, last];
    await w.published(w.interviewer, 'INTERVIEW', starts);
    // Two missed interviews, as the interviewer's attendance marks them.
    for (const start of starts.slice(0, 2)) {
      expectOk(await bookTime(w.app(), applicant.token, 'INTERVIEW', start));
      await w
        .app()
        .database.db.execute(
          sql`update demo_bookings set status = 'BOOK_NO_SHOW' where user_id = ${applicant.userId} and status = 'BOOK_SUCCESS'`,
        );
      await w
        .app()
        .database.db.execute(
          sql`update users set status = 'COURSE_NO_SHOW' where id = ${applicant.userId}`,
        );
    }
    expect((await w.interviewStatus(applicant.token)).noshowCount).toBe(2);
    expectOk(await bookTime(w.app(), applicant.token, 'INTERVIEW', last));
    w.clock.set(last - 23 * HOUR);
    expectOk(await cancelBooking(w.app(), applicant.token, last, 5));
    await expectPlace(w.app(), applicant.userId, 'INTERVIEW', 'InterviewInvitation_3');
  });

  it('does not count an early cancellation as a late miss', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'COURSE_NO_SHOW');
    const start = w.base + 3 * DAY;
    await w.published(w.interviewer, 'INTERVIEW', [start, start + HOUR, start + 2 * HOUR]);
    // Two missed interviews already (the interviewer's attendance marks them).
    await w.app().database.db.execute(sql`
      insert into demo_bookings (slot_id, user_id, course_type, phase, starts_at, ends_at, status, room_key)
      select id, ${applicant.userId}, 'INTERVIEW', 'MINI_DEMO', starts_at, ends_at, 'BOOK_NO_SHOW', 'room-' || id
        from demo_slots
       where starts_at in (${new Date(start)}, ${new Date(start + HOUR)})`);
    expect((await w.interviewStatus(applicant.token)).noshowCount).toBe(2);
    const last = start + 2 * HOUR;
    expectOk(await bookTime(w.app(), applicant.token, 'INTERVIEW', last));
    w.clock.set(last - 24 * HOUR);
    expectOk(await cancelBooking(w.app(), applicant.token, last, 5));
    await expectPlace(w.app(), applicant.userId, 'INTERVIEW', 'INTERVIEW_CANCEL');
  });

  it('refuses to cancel training within 3 hours of the start', async () => {
    const trainee = await applicantAt(w.app(), 'TRAINING', 'Training1v1Invitation_1');
    const start = w.base + 6 * HOUR;
    await w.published(w.mentor, 'TRAINING', [start]);
    expectOk(await bookTime(w.app(), trainee.token, 'TRAINING', start));
    w.clock.set(start - 3 * HOUR + MINUTE);
    expectRefused(
      await cancelBooking(w.app(), trainee.token, start, 11),
      'BIZ_TEACHER_TRAINING_CANNOT_CANCEL_IN_3H',
    );
    await expectPlace(w.app(), trainee.userId, 'TRAINING', 'Training1v1');
    w.clock.set(start - 3 * HOUR);
    expectOk(await cancelBooking(w.app(), trainee.token, start, 11));
    await expectPlace(w.app(), trainee.userId, 'TRAINING', 'TRAINING_CANCEL');
    expect(await w.trainingStatus(trainee.token)).toMatchObject({
      cancelCourse: 1,
      teacherApplyRespEnum: 'BOOK_CANCEL',
    });
  });

  it('asks for a refresh when the booking is not the one shown, and never cancels another’s', async () => {
    const owner = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    const intruder = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    await w.published(w.interviewer, 'INTERVIEW', [w.base + 4 * HOUR]);
    expectOk(await bookTime(w.app(), owner.token, 'INTERVIEW', w.base + 4 * HOUR));
    expectRefused(
      await cancelBooking(w.app(), intruder.token, w.base + 4 * HOUR, 5),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expectRefused(
      await cancelBooking(w.app(), owner.token, w.base + 5 * HOUR, 5),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expectRefused(
      await cancelBooking(w.app(), owner.token, w.base + 4 * HOUR, 11),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expect((await w.interviewStatus(owner.token)).teacherApplyRespEnum).toBe('BOOK_SUCCESS');
    expect((await w.interviewStatus(intruder.token)).teacherApplyRespEnum).toBe('BOOK_BEFORE');
  });

  it('validates the cancel call', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    expectRefused(
      await cancelBooking(w.app(), applicant.token, w.base, 7 as 5),
      'BIZ_PARAM_INVALID',
    );
  });

  it('limits only the live interview: training is cancelled and booked again a third time', async () => {
    const trainee = await applicantAt(w.app(), 'TRAINING', 'Training1v1Invitation_1');
    const starts = [6, 7, 8].map((n) => w.base + n * HOUR);
    await w.published(w.mentor, 'TRAINING', starts);
    for (const start of starts.slice(0, 2)) {
      expectOk(await bookTime(w.app(), trainee.token, 'TRAINING', start));
      expectOk(await cancelBooking(w.app(), trainee.token, start, 11));
    }
    expect((await w.trainingStatus(trainee.token)).cancelCourse).toBe(2);
    expectOk(await bookTime(w.app(), trainee.token, 'TRAINING', starts[2] ?? 0));
    await expectPlace(w.app(), trainee.userId, 'TRAINING', 'Training1v1');
  });
});
