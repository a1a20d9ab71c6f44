import { DEFAULT_DEMO_CRITERIA } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicantAt,
  asStaff,
  bookedSession,
  cancelBooking,
  dayByDay,
  expectOk,
  HOUR,
  MINUTE,
  resultBody,
} from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { staffIdOf, trailOf } from '../../test/status-trail.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

// Every status a booking takes is written by its lifecycle's writer (issue 35): a real flow
// leaves one `status_moves` row per move, named as in the contracts' table, with who took it.
const T0 = Date.UTC(2031, 9, 6, 8, 0);
const clock = testClock(T0);
const days = dayByDay(clock, T0);
let t: TestApp;
let interviewer: string;
let interviewerId: number;
let base = T0;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  interviewer = await staffSession(t.app, ['INTERVIEWER']);
  interviewerId = await staffIdOf(t.app, interviewer);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  base = days.next() + 10 * HOUR;
});

async function booked() {
  const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
  const bookingId = await bookedSession(t.app, interviewer, applicant, 'INTERVIEW', base);
  const book = {
    move: 'book',
    from: null,
    to: 'BOOK_SUCCESS',
    actor: 'applicant',
    actorId: applicant.userId,
  };
  return { applicant, bookingId, book };
}

describe('a demo booking’s status trail', () => {
  it('records the booking and the applicant’s cancellation', async () => {
    const { applicant, bookingId, book } = await booked();
    expectOk(await cancelBooking(t.app, applicant.token, base, 5));
    expect(await trailOf(t.app, 'demoBooking', bookingId)).toEqual([
      book,
      {
        move: 'cancel',
        from: 'BOOK_SUCCESS',
        to: 'BOOK_CANCEL',
        actor: 'applicant',
        actorId: applicant.userId,
      },
    ]);
  });

  it('records the member’s result and the member’s no-show', async () => {
    const first = await booked();
    clock.set(base + 20 * MINUTE);
    expectOk(
      await asStaff(
        t.app,
        interviewer,
        `/ops/sessions/${first.bookingId}/result`,
        resultBody(1, DEFAULT_DEMO_CRITERIA.MINI_DEMO),
      ),
    );
    expect(await trailOf(t.app, 'demoBooking', first.bookingId)).toEqual([
      first.book,
      {
        move: 'recordResult',
        from: 'BOOK_SUCCESS',
        to: 'INTERVIEW_OVER',
        actor: 'staff',
        actorId: interviewerId,
      },
    ]);

    base = days.next() + 10 * HOUR;
    const second = await booked();
    clock.set(base + 20 * MINUTE);
    expectOk(await asStaff(t.app, interviewer, `/ops/sessions/${second.bookingId}/no-show`, {}));
    expect(await trailOf(t.app, 'demoBooking', second.bookingId)).toEqual([
      second.book,
      {
        move: 'markNoShow',
        from: 'BOOK_SUCCESS',
        to: 'BOOK_NO_SHOW',
        actor: 'staff',
        actorId: interviewerId,
      },
    ]);
  });
});
