/**
 * Change time (decision 068): a booked session moves to another free time in one call and one
 * unit of work, keeping the cancellation rules, with one "moved" mail in the booking's zone.
 */
import { mailTime } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import {
  applicantAt,
  bookTime,
  expectOk,
  expectPlace,
  expectRefused,
  HOUR,
  MINUTE,
  moveBooking,
} from '../../test/demo-scheduling.js';
import { demoBookingWorld } from '../../test/demo-booking-world.js';
import { trailOf } from '../../test/status-trail.js';

const w = demoBookingWorld(Date.UTC(2031, 4, 5, 8, 0));
const db = () => w.app().database.db;

interface Row {
  id: number;
  startsAt: Date;
  status: string;
  timeZone: string | null;
  invitationOf: number | null;
  invitationSequence: number;
}
const bookingsOf = (userId: number) =>
  queryRows<Row>(
    db(),
    sql`select id::int as id, starts_at as "startsAt", status, time_zone as "timeZone",
               invitation_of::int as "invitationOf", invitation_sequence as "invitationSequence"
          from demo_bookings where user_id = ${userId} order by id`,
  );
const mailsTo = (userId: number) =>
  queryRows<{ subject: string; text: string; uid: string | null }>(
    db(),
    sql`select data->>'subject' as subject, data->>'text' as text,
               substring(data->'calendar'->>'content' from 'UID:([^\r\n]+)') as uid
          from pgboss.job
         where name = 'send-mail'
           and data->>'to' = (select email from users where id = ${userId})
         order by created_on`,
  );
const bookingIdOf = async (token: string) =>
  ((await w.interviewStatus(token)) as { booking: { bookingId: number } }).booking.bookingId;

describe('change time', () => {
  it('moves the booking in one step: old time freed, new one taken, one mail, same place', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    const first = w.base + 2 * HOUR;
    const second = w.base + 5 * HOUR;
    await w.published(w.interviewer, 'INTERVIEW', [first, second]);
    expectOk(await bookTime(w.app(), applicant.token, 'INTERVIEW', first, 'Asia/Tokyo'));
    const bookedPlace = (
      await queryRows<{ status: string }>(
        db(),
        sql`select status from users where id = ${applicant.userId}`,
      )
    )[0]?.status;
    const oldId = await bookingIdOf(applicant.token);

    expectOk(await moveBooking(w.app(), applicant.token, oldId, second));

    const [old, moved] = await bookingsOf(applicant.userId);
    expect(old).toMatchObject({ id: oldId, status: 'BOOK_CANCEL' });
    expect(moved).toMatchObject({
      status: 'BOOK_SUCCESS',
      timeZone: 'Asia/Tokyo',
      invitationOf: oldId,
      invitationSequence: 2,
    });
    expect(new Date(moved?.startsAt ?? 0).getTime()).toBe(second);
    expect(await trailOf(w.app(), 'demoBooking', oldId)).toEqual([
      expect.objectContaining({ move: 'book' }),
      expect.objectContaining({ move: 'moveTime', from: 'BOOK_SUCCESS', to: 'BOOK_CANCEL' }),
    ]);
    // The first time is free again; the funnel's place did not move.
    expect((await w.listInterviews(applicant.token, first, first + 1)).json().data).toHaveLength(1);
    await expectPlace(w.app(), applicant.userId, 'INTERVIEW', bookedPlace ?? '');
    expect(await w.interviewStatus(applicant.token)).toMatchObject({
      courseStartTime: second,
      cancelNum: 1,
    });

    const mails = await mailsTo(applicant.userId);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Booked: your Live Interview on ${mailTime(first, { zone: 'Asia/Tokyo' })}`,
      `Moved: your Live Interview is now on ${mailTime(second, { zone: 'Asia/Tokyo' })}`,
    ]);
    expect(mails[1]?.text).toContain(
      `moved from ${mailTime(first, { zone: 'Asia/Tokyo' })} to ${mailTime(second, { zone: 'Asia/Tokyo' })}`,
    );
    // The invitation of the first booking, moved in place.
    expect(mails[1]?.uid).toBe(mails[0]?.uid);
  });

  it('leaves the old booking intact when the new time was just taken', async () => {
    const applicant = await applicantAt(w.app(), 'TRAINING', 'Training1v1Invitation_1');
    const rival = await applicantAt(w.app(), 'TRAINING', 'Training1v1Invitation_1');
    const mine = w.base + 6 * HOUR;
    const wanted = w.base + 8 * HOUR;
    await w.published(w.mentor, 'TRAINING', [mine, wanted]);
    expectOk(await bookTime(w.app(), applicant.token, 'TRAINING', mine));
    const before = await bookingsOf(applicant.userId);
    const mailsBefore = await mailsTo(applicant.userId);
    // The rival takes the time between the applicant's list and their move.
    expectOk(await bookTime(w.app(), rival.token, 'TRAINING', wanted));

    const [id] = before.map((row) => row.id);
    expectRefused(
      await moveBooking(w.app(), applicant.token, id ?? 0, wanted),
      'BIZ_COURSE_NO_COURSE_CAN_SELECTED',
    );
    expect(await bookingsOf(applicant.userId)).toEqual(before);
    expect(await trailOf(w.app(), 'demoBooking', id ?? 0)).toHaveLength(1);
    expect(await mailsTo(applicant.userId)).toEqual(mailsBefore);
  });

  it('refuses a move once the session is too close to cancel', async () => {
    const trainee = await applicantAt(w.app(), 'TRAINING', 'Training1v1Invitation_1');
    const start = w.base + 6 * HOUR;
    const later = w.base + 12 * HOUR;
    await w.published(w.mentor, 'TRAINING', [start, later]);
    expectOk(await bookTime(w.app(), trainee.token, 'TRAINING', start));
    const [booking] = await bookingsOf(trainee.userId);
    w.clock.set(start - 3 * HOUR + MINUTE);
    expectRefused(
      await moveBooking(w.app(), trainee.token, booking?.id ?? 0, later),
      'BIZ_TEACHER_TRAINING_CANNOT_CANCEL_IN_3H',
    );
    expect(await bookingsOf(trainee.userId)).toEqual([booking]);
  });

  it("refuses another applicant's booking and leaves it as it was", async () => {
    const owner = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    const intruder = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    const start = w.base + 4 * HOUR;
    const other = w.base + 7 * HOUR;
    await w.published(w.interviewer, 'INTERVIEW', [start, other]);
    expectOk(await bookTime(w.app(), owner.token, 'INTERVIEW', start));
    const ownerId = await bookingIdOf(owner.token);
    expectRefused(
      await moveBooking(w.app(), intruder.token, ownerId, other),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expect(await bookingsOf(owner.userId)).toEqual([
      expect.objectContaining({ id: ownerId, status: 'BOOK_SUCCESS' }),
    ]);
    expect(await bookingsOf(intruder.userId)).toEqual([]);
  });

  it("counts the live interview's move as a cancellation: the second is refused", async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    const starts = [2, 4, 6].map((n) => w.base + n * HOUR);
    await w.published(w.interviewer, 'INTERVIEW', starts);
    expectOk(await bookTime(w.app(), applicant.token, 'INTERVIEW', starts[0] ?? 0));
    expectOk(
      await moveBooking(
        w.app(),
        applicant.token,
        await bookingIdOf(applicant.token),
        starts[1] ?? 0,
      ),
    );
    expectRefused(
      await moveBooking(
        w.app(),
        applicant.token,
        await bookingIdOf(applicant.token),
        starts[2] ?? 0,
      ),
      'BIZ_TEACHER_OVERTOP_CANCEL_COUNT',
    );
    expect((await w.interviewStatus(applicant.token)).courseStartTime).toBe(starts[1]);
  });
});
