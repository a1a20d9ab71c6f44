import {
  DEFAULT_DEMO_CRITERIA,
  RECORDED_DEMO_LABEL,
  applicantStatusLabel,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTeacher } from '../../test/accounts-client.js';
import {
  applicantAt,
  asApplicant,
  asStaff,
  bookedSession,
  cancelBooking,
  expectOk,
  expectPlace,
  expectRefused,
  HOUR,
  resultBody,
} from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { mailTo, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

// The recorded mini demo (decision 036): the applicant submits a link or takes it back, any
// interviewer reviews it, finds it unreadable, or gives the second look at a SPARE.
const T0 = Date.UTC(2031, 6, 7, 8, 0);
const clock = testClock(T0);
const criteria = DEFAULT_DEMO_CRITERIA.MINI_DEMO;
const VIDEO = 'https://video.example.com/share/abc123';
let inbox: SmtpInbox;
let t: TestApp;
let interviewer: string;
let colleague: string;
let recruiter: string;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    clock: clock.now,
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test' },
  });
  interviewer = await staffSession(t.app, ['INTERVIEWER']);
  colleague = await staffSession(t.app, ['INTERVIEWER']);
  recruiter = await staffSession(t.app, ['RECRUITER']);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: asTeacher(token), payload: payload ?? {} });
const submit = (token: string, videoUrl = VIDEO) =>
  post(token, '/t/tc/apply/demo/submit', { videoUrl });
const withdraw = (token: string) => post(token, '/t/tc/apply/demo/cancel');
const interviewStatus = async (token: string) =>
  (await asApplicant(t.app, token, '/t/tc/apply/interview/status')).json().data;
const queue = async (token = interviewer) =>
  (await asStaff(t.app, token, '/ops/recordings')).json().data as {
    recordingId: number;
    applicant: { userId: number };
  }[];
const review = (token: string, recordingId: number, body: object) =>
  asStaff(t.app, token, `/ops/recordings/${recordingId}/result`, body);

/** An applicant who submitted a recording, and the recording's id. */
async function submitted(status = 'InterviewInvitation_1') {
  const applicant = await applicantAt(t.app, 'INTERVIEW', status);
  expectOk(await submit(applicant.token));
  const recordingId = (await interviewStatus(applicant.token)).teacherApplyDemoDTO.recordingId;
  return { applicant, recordingId };
}

describe('the applicant', () => {
  it('submits a link: the result is due, the status answers it, the queue lists it', async () => {
    const { applicant, recordingId } = await submitted();
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewUndetermined');
    const status = await interviewStatus(applicant.token);
    expect(status.teacherApplyDemoEnum).toBe('SUBMITTED');
    expect(status.teacherApplyDemoDTO).toEqual({
      recordingId,
      videoUrl: VIDEO,
      status: 'SUBMITTED',
      submittedAt: T0,
    });
    expect(status.result).toBeNull();
    const waiting = (await queue()).find((row) => row.recordingId === recordingId);
    expect(waiting).toMatchObject({ applicant: { userId: applicant.userId } });
    // One waits at a time: a second submission is a stale action.
    expectRefused(await submit(applicant.token), 'BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it.each([
    'javascript:alert(1)',
    'ftp://files.example.com/demo.mp4',
    'data:text/html,hi',
    'not a link',
    `https://example.com/${'a'.repeat(2000)}`,
  ])('refuses %s as a link', async (videoUrl) => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    const res = await submit(applicant.token, videoUrl);
    expect(res.statusCode).toBe(400);
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewInvitation_1');
  });

  it('submits from every place that offers a recording, and from no other', async () => {
    for (const status of [
      'InterviewInvitation_2',
      'InterviewInvitation_3',
      'INTERVIEW_CANCEL',
      'COURSE_NO_SHOW',
    ]) {
      const applicant = await applicantAt(t.app, 'INTERVIEW', status);
      expectOk(await submit(applicant.token));
    }
    for (const [stage, status] of [
      ['INTERVIEW', 'Interview'],
      ['INTERVIEW', 'InterviewReject'],
      ['TRAINING', 'Training1v1Invitation_1'],
      ['BASE_INFO', 'Apply'],
    ] as const) {
      const applicant = await applicantAt(t.app, stage, status);
      expectRefused(await submit(applicant.token), 'BIZ_STATUS_TYPE_NOT_MATCHING');
      expect((await interviewStatus(applicant.token)).teacherApplyDemoEnum).toBeNull();
    }
  });

  it('a live interview booked and a recording waiting never go together', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    const start = T0 + 30 * HOUR;
    await bookedSession(t.app, colleague, applicant, 'INTERVIEW', start);
    expectRefused(await submit(applicant.token), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    expectOk(await cancelBooking(t.app, applicant.token, start, 5));
    expectOk(await submit(applicant.token));
    const book = await post(applicant.token, '/t/tc/apply/book', {
      courseType: 'INTERVIEW',
      startTime: start,
    });
    expectRefused(book, 'BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('withdraws while it waits, back to where a recording or a live interview is offered', async () => {
    const { applicant, recordingId } = await submitted();
    const other = await submitted();
    expectOk(await withdraw(applicant.token));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewInvitation_1');
    expect((await interviewStatus(applicant.token)).teacherApplyDemoEnum).toBe('WITHDRAWN');
    expect((await queue()).map((row) => row.recordingId)).not.toContain(recordingId);
    // Their own only: the other applicant's recording still waits.
    expect((await interviewStatus(other.applicant.token)).teacherApplyDemoEnum).toBe('SUBMITTED');
    expectRefused(await withdraw(applicant.token), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    // Once reviewed it can no longer be taken back.
    expectOk(await review(interviewer, other.recordingId, resultBody(3, criteria)));
    expectRefused(await withdraw(other.applicant.token), 'BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('withdrawn with more than two late misses, a recording is still the only way', async () => {
    const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    const day = T0 + 200 * HOUR;
    // Two no-shows, then a cancellation within 24 hours of the start: three late misses.
    for (const hours of [2, 4]) {
      clock.set(day);
      const bookingId = await bookedSession(
        t.app,
        colleague,
        applicant,
        'INTERVIEW',
        day + hours * HOUR,
      );
      clock.set(day + hours * HOUR + 5 * 60_000);
      expectOk(await asStaff(t.app, colleague, `/ops/sessions/${bookingId}/no-show`, {}));
    }
    clock.set(day + 5 * HOUR);
    await bookedSession(t.app, colleague, applicant, 'INTERVIEW', day + 6 * HOUR);
    expectOk(await cancelBooking(t.app, applicant.token, day + 6 * HOUR, 5));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewInvitation_3');
    expectOk(await submit(applicant.token));
    expectOk(await withdraw(applicant.token));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewInvitation_3');
    clock.set(T0);
  });
});

describe('the review', () => {
  it('PASS moves to the 1v1 training; the applicant reads the result and is mailed', async () => {
    const { applicant, recordingId } = await submitted();
    clock.set(T0 + 5 * HOUR);
    const body = resultBody(1, criteria, 'Great energy on camera.', 4);
    const res = await review(interviewer, recordingId, body);
    expectOk(res);
    expect(res.json().data).toMatchObject({
      status: 'REVIEWED',
      awaitingReview: false,
      results: [{ result: 'PASS', feedback: body.feedback, scores: body.scores }],
    });
    await expectPlace(t.app, applicant.userId, 'TRAINING', 'Training1v1Invitation_1');
    const status = await interviewStatus(applicant.token);
    expect(status.teacherApplyDemoEnum).toBe('REVIEWED');
    expect(status.result).toEqual({
      result: 'PASS',
      scores: body.scores,
      feedback: body.feedback,
      decidedAt: T0 + 5 * HOUR,
    });
    const mail = await inbox.waitFor(mailTo(res.json().data.applicant.email));
    expect(mail.raw).toContain(RECORDED_DEMO_LABEL);
    expect(mail.raw).toContain(applicantStatusLabel('TRAINING', 'Training1v1Invitation_1'));
    // Decided: a second result of anyone is a stale action.
    expectRefused(
      await review(colleague, recordingId, resultBody(3, criteria)),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    clock.set(T0);
  });

  it('SPARE waits for a second member, who alone decides, and decides once', async () => {
    const { applicant, recordingId } = await submitted();
    expectOk(await review(interviewer, recordingId, resultBody(2, criteria)));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewUndetermined');
    expect((await interviewStatus(applicant.token)).result).toBeNull();
    expect((await queue()).map((row) => row.recordingId)).toContain(recordingId);
    expectRefused(
      await review(interviewer, recordingId, resultBody(1, criteria)),
      'BIZ_DEMO_SECOND_LOOK_SAME_MEMBER',
    );
    expectRefused(
      await review(colleague, recordingId, resultBody(2, criteria)),
      'BIZ_PARAM_INVALID',
    );
    expectOk(await review(colleague, recordingId, resultBody(3, criteria)));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewReject');
    expect((await interviewStatus(applicant.token)).result).toMatchObject({ result: 'NOPASS' });
    // The console's applicant page lists the recording with both looks, oldest first.
    const detail = await asStaff(t.app, colleague, `/ops/applicants/${applicant.userId}`);
    expect(detail.json().data.recordings).toEqual([
      expect.objectContaining({
        recordingId,
        status: 'REVIEWED',
        results: [
          expect.objectContaining({ result: 'SPARE' }),
          expect.objectContaining({ result: 'NOPASS' }),
        ],
      }),
    ]);
    expect((await queue()).map((row) => row.recordingId)).not.toContain(recordingId);
  });

  it('an unreadable video asks the applicant to check its sharing and submit again', async () => {
    const { applicant, recordingId } = await submitted();
    const res = await asStaff(t.app, colleague, `/ops/recordings/${recordingId}/unreadable`, {});
    expectOk(res);
    expect(res.json().data).toMatchObject({ status: 'UNREADABLE', awaitingReview: false });
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewInvitation_2');
    const mail = await inbox.waitFor(
      (received) =>
        mailTo(res.json().data.applicant.email)(received) && received.raw.includes('sharing'),
    );
    expect(mail.raw).toContain('could not open');
    expectRefused(
      await review(interviewer, recordingId, resultBody(1, criteria)),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expectOk(await submit(applicant.token, 'http://video.example.com/fixed'));
    await expectPlace(t.app, applicant.userId, 'INTERVIEW', 'InterviewUndetermined');
  });

  it('scores name each criterion once; two first looks at once make one result', async () => {
    const { recordingId } = await submitted();
    const partial = { ...resultBody(1, criteria), scores: resultBody(1, criteria).scores.slice(1) };
    expectRefused(await review(interviewer, recordingId, partial), 'BIZ_PARAM_INVALID');
    const answers = await Promise.all([
      review(interviewer, recordingId, resultBody(1, criteria)),
      review(colleague, recordingId, resultBody(3, criteria)),
    ]);
    const [won, lost] = answers[0].statusCode === 200 ? answers : [answers[1], answers[0]];
    expectOk(won);
    expectRefused(lost, 'BIZ_STATUS_TYPE_NOT_MATCHING');
    const recorded = (await asStaff(t.app, interviewer, `/ops/recordings/${recordingId}`)).json()
      .data;
    expect(recorded.results).toHaveLength(1);
  });

  it('only members who take demos review, and an unknown recording is not found', async () => {
    const { recordingId } = await submitted();
    expect((await asStaff(t.app, recruiter, '/ops/recordings')).statusCode).toBe(403);
    const refused = await review(recruiter, recordingId, resultBody(1, criteria));
    expect(refused.statusCode).toBe(403);
    expectRefused(
      await asStaff(t.app, interviewer, '/ops/recordings/999999'),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );
    expect((await asStaff(t.app, interviewer, `/ops/recordings/${recordingId}`)).statusCode).toBe(
      200,
    );
  });
});
