import { DEFAULT_DEMO_CRITERIA, applicantStatusLabel } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicantAt,
  asApplicant,
  asStaff,
  bookedSession,
  bookTime,
  dayByDay,
  expectOk,
  expectPlace,
  expectRefused,
  HOUR,
  MINUTE,
  publishTimes,
  resultBody,
} from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { mailTo, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

// Results of the mini demo and the trial demo (decision 035): who may record them, when,
// the funnel move each makes, the second look at a SPARE, and what the applicant reads.
const T0 = Date.UTC(2031, 5, 2, 8, 0);
const clock = testClock(T0);
const days = dayByDay(clock, T0);
const interviewCriteria = DEFAULT_DEMO_CRITERIA.MINI_DEMO;
const trainingCriteria = DEFAULT_DEMO_CRITERIA.TRIAL_DEMO;
let inbox: SmtpInbox;
let t: TestApp;
let interviewer: string;
let colleague: string;
let admin: string;
let base = T0;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    clock: clock.now,
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test' },
  });
  interviewer = await staffSession(t.app, ['INTERVIEWER']);
  colleague = await staffSession(t.app, ['INTERVIEWER']);
  admin = await staffSession(t.app, ['ADMIN']);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});
beforeEach(() => {
  base = days.next() + 10 * HOUR;
});

const record = (token: string, bookingId: number, body: object) =>
  asStaff(t.app, token, `/ops/sessions/${bookingId}/result`, body);
const session = async (token: string, bookingId: number) =>
  (await asStaff(t.app, token, `/ops/sessions/${bookingId}`)).json().data;
const statusOf = async (token: string, phase: 'interview' | 'training') =>
  (await asApplicant(t.app, token, `/t/tc/apply/${phase}/status`)).json().data;

/** An applicant with a live interview booked at `base`, and its booking's id. */
async function interviewBooked() {
  const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
  const bookingId = await bookedSession(t.app, interviewer, applicant, 'INTERVIEW', base);
  return { applicant, bookingId };
}

describe('the interview', () => {
  it('PASS moves to the 1v1 training, mails the applicant, who reads scores and feedback', async () => {
    const { applicant, bookingId } = await interviewBooked();
    clock.set(base + 20 * MINUTE);
    const body = resultBody(1, interviewCriteria, 'Lovely energy.\nUse the props more.', 5);
    const res = await record(interviewer, bookingId, body);
    expectOk(res);
    const recorded = res.json().data;
    expect(recorded.status).toBe('INTERVIEW_OVER');
    expect(recorded.criteria).toEqual(interviewCriteria);
    expect(recorded.results).toEqual([
      expect.objectContaining({ result: 'PASS', scores: body.scores, feedback: body.feedback }),
    ]);
    await expectPlace(t.app, applicant.userId, 'TRAINING', 'Training1v1Invitation_1');

    const status = await statusOf(applicant.token, 'interview');
    expect(status.teacherApplyRespEnum).toBe('INTERVIEW_OVER');
    expect(status.result).toEqual({
      result: 'PASS',
      scores: body.scores,
      feedback: body.feedback,
      decidedAt: base + 20 * MINUTE,
    });
    // The booking's confirmation came first (decision 037): wait for the result's own mail.
    const mail = await inbox.waitFor(
      (received) =>
        mailTo(recorded.applicant.email)(received) &&
        received.raw.includes('Subject: Your application: Live Interview result'),
    );
    expect(mail.raw).toContain(applicantStatusLabel('TRAINING', 'Training1v1Invitation_1'));

    // The trail says who moved the applicant.
    const trail = await asStaff(t.app, admin, `/ops/applicants/${applicant.userId}`);
    expect(trail.json().data.history.at(-1)).toMatchObject({
      by: 'Test Staff',
      toStatus: 'Training1v1Invitation_1',
      reason: '',
    });
    // Nothing technical reaches the applicant's status panel as a "reason".
    const own = await asApplicant(t.app, applicant.token, '/t/tc/apply/status');
    expect(own.json().data.reason ?? '').toBe('');
  });

  it('NOPASS fails the applicant; a result is recorded once', async () => {
    const { applicant, bookingId } = await interviewBooked();
    clock.set(base + 25 * MINUTE);
    expectOk(await record(interviewer, bookingId, resultBody(3, interviewCriteria)));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewReject');
    const again = await record(interviewer, bookingId, resultBody(1, interviewCriteria));
    expectRefused(again, 'BIZ_STATUS_TYPE_NOT_MATCHING');
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewReject');
  });

  it('is refused before the start, with scores that miss a criterion, and to other members', async () => {
    const { applicant, bookingId } = await interviewBooked();
    clock.set(base - MINUTE);
    expectRefused(
      await record(interviewer, bookingId, resultBody(1, interviewCriteria)),
      'BIZ_DEMO_NOT_STARTED',
    );
    clock.set(base + MINUTE);
    const partial = resultBody(1, interviewCriteria.slice(1));
    expectRefused(await record(interviewer, bookingId, partial), 'BIZ_PARAM_INVALID');
    const doubled = resultBody(1, [...interviewCriteria.slice(1), interviewCriteria[1] ?? '']);
    expectRefused(await record(interviewer, bookingId, doubled), 'BIZ_PARAM_INVALID');
    expectRefused(
      await record(colleague, bookingId, resultBody(1, interviewCriteria)),
      'FORBIDDEN',
    );
    expectRefused(await asStaff(t.app, colleague, `/ops/sessions/${bookingId}`), 'FORBIDDEN');
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'Interview');
    // An admin may record any member's session.
    expectOk(await record(admin, bookingId, resultBody(1, interviewCriteria)));
  });

  it('SPARE waits for a second member, who decides; the first may not decide twice', async () => {
    const { applicant, bookingId } = await interviewBooked();
    clock.set(base + 30 * MINUTE);
    expectOk(await record(interviewer, bookingId, resultBody(2, interviewCriteria, 'Unsure.')));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewUndetermined');
    // The applicant waits: no result to read yet.
    expect((await statusOf(applicant.token, 'interview')).result).toBeNull();

    expectRefused(
      await record(interviewer, bookingId, resultBody(1, interviewCriteria)),
      'BIZ_DEMO_SECOND_LOOK_SAME_MEMBER',
    );
    // Any other member may read the session and decide it.
    expect((await session(colleague, bookingId)).results).toHaveLength(1);
    expectOk(await record(colleague, bookingId, resultBody(1, interviewCriteria, 'Go ahead.')));
    await expectPlace(t.app, applicant.userId, 'TRAINING', 'Training1v1Invitation_1');
    const read = (await statusOf(applicant.token, 'interview')).result;
    expect(read).toMatchObject({ result: 'PASS', feedback: 'Go ahead.' });
    // Decided: the second look is closed to a third member (an admin still reads it).
    const third = await staffSession(t.app, ['INTERVIEWER']);
    expectRefused(await asStaff(t.app, third, `/ops/sessions/${bookingId}`), 'FORBIDDEN');
    expect((await session(admin, bookingId)).results).toHaveLength(2);
  });

  it('two members recording at once make one result', async () => {
    const { applicant, bookingId } = await interviewBooked();
    clock.set(base + 5 * MINUTE);
    const answers = await Promise.all([
      record(interviewer, bookingId, resultBody(1, interviewCriteria)),
      record(admin, bookingId, resultBody(3, interviewCriteria)),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await session(interviewer, bookingId)).results).toHaveLength(1);
    const place = answers[0]?.statusCode === 200 ? 'Training1v1Invitation_1' : 'InterviewReject';
    await expectPlace(
      t.app,
      applicant.userId,
      place === 'InterviewReject' ? 'INTERVIEW' : 'TRAINING',
      place,
    );
  });
});

describe('the trial demo', () => {
  async function trainingBooked() {
    const applicant = await applicantAt(t.app, 'TRAINING', 'Training1v1Invitation_1');
    const bookingId = await bookedSession(t.app, interviewer, applicant, 'TRAINING', base);
    clock.set(base + 30 * MINUTE);
    return { applicant, bookingId };
  }

  it('PASS on the 1v1 training moves on to material collection', async () => {
    const { applicant, bookingId } = await trainingBooked();
    expectOk(await record(interviewer, bookingId, resultBody(1, trainingCriteria)));
    await expectPlace(t.app, applicant.userId, 'CONTRACT', 'Contract');
    expect((await statusOf(applicant.token, 'training')).result.result).toBe('PASS');
  });

  it('NOPASS on the 1v1 training fails it', async () => {
    const { applicant, bookingId } = await trainingBooked();
    expectOk(await record(interviewer, bookingId, resultBody(3, trainingCriteria)));
    await expectPlace(t.app, applicant.userId, 'TRAINING', 'TRAINING_REJECT');
  });

  it('SPARE invites to the trial class, whose SPARE and second look decide', async () => {
    const { applicant, bookingId } = await trainingBooked();
    expectOk(await record(interviewer, bookingId, resultBody(2, trainingCriteria, 'Try a class.')));
    await expectPlace(t.app, applicant.userId, 'TRAIL_CLASS', 'TrialInvitation_1');
    // The training's SPARE is final for it: the applicant reads it.
    expect((await statusOf(applicant.token, 'training')).result.feedback).toBe('Try a class.');

    const trial = base + 6 * HOUR;
    expectOk(await publishTimes(t.app, colleague, 'TRIAL_CLASS', [trial]));
    expectOk(await bookTime(t.app, applicant.token, 'TRIAL_CLASS', trial));
    await expectPlace(t.app, applicant.userId, 'TRAIL_CLASS', 'TrialInvitation_2');
    const trialBooking = (await statusOf(applicant.token, 'training')).booking.bookingId;
    clock.set(trial + 25 * MINUTE);
    expectOk(await record(colleague, trialBooking, resultBody(2, trainingCriteria)));
    await expectPlace(t.app, applicant.userId, 'TRAIL_CLASS', 'TRAINING_UNDETERMINED');
    expectOk(await record(interviewer, trialBooking, resultBody(3, trainingCriteria)));
    await expectPlace(t.app, applicant.userId, 'TRAIL_CLASS', 'TRAINING_REJECT');
  });
});
