import { DEFAULT_DEMO_CRITERIA } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicantAt,
  asStaff,
  bookedSession,
  cancelBooking,
  dayByDay,
  DAY,
  expectOk,
  expectPlace,
  expectRefused,
  HOUR,
  MINUTE,
  resultBody,
} from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

// The console's applicant page (decision 035): interviewers read the applicant list and one
// applicant with the demo sessions and their results, but decide no resume; members of the
// other roles read neither.
const T0 = Date.UTC(2031, 6, 7, 8, 0);
const clock = testClock(T0);
const days = dayByDay(clock, T0);
const criteria = DEFAULT_DEMO_CRITERIA.MINI_DEMO;
let t: TestApp;
let interviewer: string;
let colleague: string;
let recruiter: string;
let base = T0;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, env: { PUBLIC_URL: 'https://portal.test' } });
  interviewer = await staffSession(t.app, ['INTERVIEWER']);
  colleague = await staffSession(t.app, ['INTERVIEWER']);
  recruiter = await staffSession(t.app, ['RECRUITER']);
});
afterAll(() => t?.close());
beforeEach(() => {
  base = days.next() + 10 * HOUR;
});

const idOf = async (token: string) =>
  (await asStaff(t.app, token, '/ops/auth/me')).json().data.id as number;
const detailOf = async (token: string, userId: number) => {
  const res = await asStaff(t.app, token, `/ops/applicants/${userId}`);
  expectOk(res);
  return res.json().data;
};
const listed = async (token: string, query: string) => {
  const res = await asStaff(t.app, token, `/ops/applicants?${query}`);
  expectOk(res);
  return (res.json().data.records as { userId: number }[]).map((row) => row.userId);
};
const decide = (token: string, userId: number) =>
  asStaff(t.app, token, `/ops/applicants/${userId}/resume-decision`, { decision: 'PASS' });

describe('interviewers on the applicant pages', () => {
  it('list and read applicants, but the resume decision stays with recruiters', async () => {
    const applicant = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    expect(await listed(interviewer, 'stage=BASE_INFO&status=Apply')).toContain(applicant.userId);
    const detail = await detailOf(interviewer, applicant.userId);
    expect(detail.applicant).toMatchObject({ userId: applicant.userId, status: 'Apply' });
    expect(detail.demos).toEqual([]);

    // A resume that can be decided: the interviewer is refused for the role, not the state.
    expectRefused(await decide(interviewer, applicant.userId), 'FORBIDDEN');
    await expectPlace(t.app, applicant.userId, 'BASE_INFO', 'Apply');
    expectOk(await decide(recruiter, applicant.userId));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewInvitation_1');
  });

  it('are the only members besides recruiters and admins who do: the others are refused', async () => {
    const applicant = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    for (const role of ['OPERATIONS', 'FINANCE'] as const) {
      const member = await staffSession(t.app, [role]);
      expectRefused(await asStaff(t.app, member, '/ops/applicants'), 'FORBIDDEN');
      expectRefused(
        await asStaff(t.app, member, `/ops/applicants/${applicant.userId}`),
        'FORBIDDEN',
      );
      expectRefused(await decide(member, applicant.userId), 'FORBIDDEN');
    }
  });
});

describe("the applicant's demo sessions", () => {
  it('carry every booking, newest first, with its member and results, beside the trail', async () => {
    const [interviewerId, colleagueId] = [await idOf(interviewer), await idOf(colleague)];
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    const interview = await bookedSession(t.app, interviewer, applicant, 'INTERVIEW', base);

    // A SPARE: the applicant waits on a second look, and the list finds them by that status.
    clock.set(base + 20 * MINUTE);
    const spare = resultBody(2, criteria, 'Good energy.\nUnsure about the TPR.', 3);
    expectOk(await asStaff(t.app, interviewer, `/ops/sessions/${interview}/result`, spare));
    const waiting = 'stage=INTERVIEW&status=InterviewUndetermined';
    expect(await listed(interviewer, waiting)).toContain(applicant.userId);
    const spared = await detailOf(interviewer, applicant.userId);
    expect(spared.demos).toEqual([
      {
        bookingId: interview,
        courseType: 'INTERVIEW',
        startTime: base,
        endTime: base + 25 * MINUTE,
        status: 'INTERVIEW_OVER',
        staffId: interviewerId,
        staffName: 'Test Staff',
        results: [
          {
            result: 'SPARE',
            scores: spare.scores,
            feedback: spare.feedback,
            decidedAt: base + 20 * MINUTE,
            staffId: interviewerId,
            staffName: 'Test Staff',
          },
        ],
      },
    ]);

    // The second look passes; the training is booked, cancelled and booked again.
    clock.set(base + 2 * HOUR);
    const pass = resultBody(1, criteria, 'Passed on the second look.');
    expectOk(await asStaff(t.app, colleague, `/ops/sessions/${interview}/result`, pass));
    const training = base + DAY;
    const cancelled = await bookedSession(t.app, colleague, applicant, 'TRAINING', training);
    expectOk(await cancelBooking(t.app, applicant.token, training, 11));
    const later = training + HOUR;
    const booked = await bookedSession(t.app, colleague, applicant, 'TRAINING', later);

    const detail = await detailOf(interviewer, applicant.userId);
    expect(detail.demos.map((d: { bookingId: number }) => d.bookingId)).toEqual([
      booked,
      cancelled,
      interview,
    ]);
    expect(detail.demos[0]).toMatchObject({
      courseType: 'TRAINING',
      startTime: later,
      endTime: later + 30 * MINUTE,
      status: 'BOOK_SUCCESS',
      staffId: colleagueId,
      results: [],
    });
    expect(detail.demos[1]).toMatchObject({ status: 'BOOK_CANCEL', results: [] });
    expect(detail.demos[2].results).toEqual([
      expect.objectContaining({ result: 'SPARE', staffId: interviewerId }),
      expect.objectContaining({
        result: 'PASS',
        feedback: pass.feedback,
        staffId: colleagueId,
        decidedAt: base + 2 * HOUR,
      }),
    ]);

    // The trail: who made each move (stamped by the database's clock, not the test's).
    expect(detail.history.slice(-5)).toEqual([
      expect.objectContaining({ by: 'Test Staff', toStatus: 'InterviewUndetermined' }),
      expect.objectContaining({ by: 'Test Staff', toStatus: 'Training1v1Invitation_1' }),
      expect.objectContaining({ by: 'Applicant', toStatus: 'Training1v1' }),
      expect.objectContaining({ by: 'Applicant', toStatus: 'TRAINING_CANCEL' }),
      expect.objectContaining({ by: 'Applicant', toStatus: 'Training1v1' }),
    ]);
    // A recruiter reads the same page.
    expect((await detailOf(recruiter, applicant.userId)).demos).toEqual(detail.demos);
  });
});
