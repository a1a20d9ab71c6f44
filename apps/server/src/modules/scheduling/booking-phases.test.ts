/**
 * The booking phase (spec section 4: BOOK_BEFORE, BOOK_SUCCESS, BOOK_OVER, ALREADY), as the
 * interview and trial status calls answer it (decision 073).
 */
import { DEFAULT_DEMO_CRITERIA } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  applicantAt,
  asStaff,
  bookTime,
  cancelBooking,
  expectOk,
  expectPlace,
  HOUR,
  MINUTE,
  resultBody,
} from '../../test/demo-scheduling.js';
import { demoBookingWorld } from '../../test/demo-booking-world.js';

const w = demoBookingWorld(Date.UTC(2031, 6, 7, 8, 0));

const recordResult = async (
  staff: string,
  bookingId: number,
  result: 1 | 2 | 3,
  criteria: readonly string[],
) =>
  expectOk(
    await asStaff(
      w.app(),
      staff,
      `/ops/sessions/${bookingId}/result`,
      resultBody(result, criteria),
    ),
  );

describe('the booking phase', () => {
  it('runs BOOK_BEFORE, BOOK_SUCCESS, BOOK_OVER, ALREADY through a live interview', async () => {
    const applicant = await applicantAt(w.app(), 'INTERVIEW', 'InterviewInvitation_1');
    const start = w.base + 2 * HOUR;
    await w.published(w.interviewer, 'INTERVIEW', [start, start + HOUR]);
    expect((await w.interviewStatus(applicant.token)).bookPhase).toBe('BOOK_BEFORE');

    expectOk(await bookTime(w.app(), applicant.token, 'INTERVIEW', start));
    expect((await w.interviewStatus(applicant.token)).bookPhase).toBe('BOOK_SUCCESS');
    expectOk(await cancelBooking(w.app(), applicant.token, start, 5));
    expect((await w.interviewStatus(applicant.token)).bookPhase).toBe('BOOK_BEFORE');

    expectOk(await bookTime(w.app(), applicant.token, 'INTERVIEW', start + HOUR));
    w.clock.set(start + HOUR + 25 * MINUTE - 1);
    expect((await w.interviewStatus(applicant.token)).bookPhase).toBe('BOOK_SUCCESS');
    w.clock.set(start + HOUR + 25 * MINUTE);
    const over = await w.interviewStatus(applicant.token);
    expect(over).toMatchObject({ bookPhase: 'BOOK_OVER', teacherApplyRespEnum: 'BOOK_SUCCESS' });

    await recordResult(w.interviewer, over.booking.bookingId, 1, DEFAULT_DEMO_CRITERIA.MINI_DEMO);
    await expectPlace(w.app(), applicant.userId, 'TRAINING', 'Training1v1Invitation_1');
    expect(await w.interviewStatus(applicant.token)).toMatchObject({
      bookPhase: 'ALREADY',
      teacherApplyRespEnum: 'INTERVIEW_OVER',
    });
    // The trial demo has nothing booked yet.
    expect((await w.trainingStatus(applicant.token)).bookPhase).toBe('BOOK_BEFORE');
  });

  it("starts again at BOOK_BEFORE for the trial class after a training's SPARE", async () => {
    const applicant = await applicantAt(w.app(), 'TRAINING', 'Training1v1Invitation_1');
    const start = w.base + 4 * HOUR;
    await w.published(w.mentor, 'TRAINING', [start]);
    expectOk(await bookTime(w.app(), applicant.token, 'TRAINING', start));
    w.clock.set(start + 30 * MINUTE);
    const held = await w.trainingStatus(applicant.token);
    expect(held.bookPhase).toBe('BOOK_OVER');
    await recordResult(w.mentor, held.booking.bookingId, 2, DEFAULT_DEMO_CRITERIA.TRIAL_DEMO);
    await expectPlace(w.app(), applicant.userId, 'TRAIL_CLASS', 'TrialInvitation_1');
    expect(await w.trainingStatus(applicant.token)).toMatchObject({
      bookPhase: 'BOOK_BEFORE',
      teacherApplyRespEnum: 'INTERVIEW_OVER',
    });
  });
});
