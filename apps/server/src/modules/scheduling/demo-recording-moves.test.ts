import { DEFAULT_DEMO_CRITERIA } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTeacher } from '../../test/accounts-client.js';
import {
  applicantAt,
  asApplicant,
  asStaff,
  expectOk,
  resultBody,
} from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { staffIdOf, trailOf } from '../../test/status-trail.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Every status a recorded demo takes is written by its lifecycle's writer (issue 35): the
// applicant's submission and withdrawal, the member's review or "unreadable", each a trail row.
let t: TestApp;
let interviewer: string;
let interviewerId: number;
beforeAll(async () => {
  t = await createTestApp();
  interviewer = await staffSession(t.app, ['INTERVIEWER']);
  interviewerId = await staffIdOf(t.app, interviewer);
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: asTeacher(token), payload });

/** An applicant who submitted a recording, its id, and the trail row of its submission. */
async function submitted() {
  const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
  expectOk(
    await post(applicant.token, '/t/tc/apply/demo/submit', {
      videoUrl: 'https://video.example.com/share/trail',
    }),
  );
  const status = await asApplicant(t.app, applicant.token, '/t/tc/apply/interview/status');
  const recordingId = status.json().data.teacherApplyDemoDTO.recordingId as number;
  const submit = {
    move: 'submit',
    from: null,
    to: 'SUBMITTED',
    actor: 'applicant',
    actorId: applicant.userId,
  };
  return { applicant, recordingId, submit };
}

const byMember = (move: string, to: string) => ({
  move,
  from: 'SUBMITTED',
  to,
  actor: 'staff',
  actorId: interviewerId,
});

describe('a recorded demo’s status trail', () => {
  it('records the submission and the applicant’s withdrawal', async () => {
    const { applicant, recordingId, submit } = await submitted();
    expectOk(await post(applicant.token, '/t/tc/apply/demo/cancel'));
    expect(await trailOf(t.app, 'demoRecording', recordingId)).toEqual([
      submit,
      { ...submit, move: 'withdraw', from: 'SUBMITTED', to: 'WITHDRAWN' },
    ]);
  });

  it('records the member’s review', async () => {
    const { recordingId, submit } = await submitted();
    const body = resultBody(1, DEFAULT_DEMO_CRITERIA.MINI_DEMO);
    expectOk(await asStaff(t.app, interviewer, `/ops/recordings/${recordingId}/result`, body));
    expect(await trailOf(t.app, 'demoRecording', recordingId)).toEqual([
      submit,
      byMember('review', 'REVIEWED'),
    ]);
  });

  it('records the member’s "unreadable"', async () => {
    const { recordingId, submit } = await submitted();
    expectOk(await asStaff(t.app, interviewer, `/ops/recordings/${recordingId}/unreadable`, {}));
    expect(await trailOf(t.app, 'demoRecording', recordingId)).toEqual([
      submit,
      byMember('markUnreadable', 'UNREADABLE'),
    ]);
  });
});
