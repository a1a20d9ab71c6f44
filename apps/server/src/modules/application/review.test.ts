import { DEFAULT_APPLICANT_PAGE_SIZE, applicantStatusLabel } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitSteps, uploadPhoto } from '../../test/applicant-flow.js';
import { step1, step2, step3 } from '../../test/resume-payloads.js';
import { staffSession, teacherSession } from '../../test/sessions-for-tests.js';
import {
  linkIn,
  mailTo,
  startSmtpInbox,
  type ReceivedMail,
  type SmtpInbox,
} from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createFunnelRepository } from '../funnel/funnel.repository.js';

let inbox: SmtpInbox;
let t: TestApp;
let recruiter: string;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test' } });
  recruiter = await staffSession(t.app, ['RECRUITER']);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const ops = (url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { 'x-auth-token': recruiter },
    ...(payload ? { payload } : {}),
  });

/** A mail's text as the applicant reads it (quoted-printable soft breaks undone). */
const textOf = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** An applicant who filled the whole form, with a photo. */
async function submittedApplicant(firstName: string) {
  const session = await teacherSession(t.app);
  const uploaded = await uploadPhoto(t.app, session.token);
  await commitSteps(t.app, session.token, [
    step1({ firstName }),
    step2(),
    step3({ personPhotoUrl: uploaded.url, personPhotoName: 'me.png' }),
  ]);
  return session;
}

describe('resume review', () => {
  it("puts a submitted resume in the recruiter's queue, searchable by name and e-mail", async () => {
    const { userId } = await submittedApplicant('Quentin');
    const queue = (await ops('/ops/applicants?stage=BASE_INFO&status=Apply')).json().data;
    expect(queue.records.map((r: { userId: number }) => r.userId)).toContain(userId);
    const byName = (await ops('/ops/applicants?search=quent')).json().data;
    expect(byName.records).toHaveLength(1);
    expect(byName.records[0]).toMatchObject({ userId, name: 'Quentin Lee', status: 'Apply' });
    const none = (await ops('/ops/applicants?search=%25')).json().data;
    expect(none.total).toBe(0);
    const paged = (await ops('/ops/applicants?pageSize=50&pageIndex=1&sort=oldest')).json().data;
    expect(paged.total).toBeGreaterThanOrEqual(1);
    expect((await ops('/ops/applicants?pageSize=7')).statusCode).toBe(400);
  });

  it('shows the resume, its files through short-lived links, and the history', async () => {
    const { userId } = await submittedApplicant('Rita');
    const detail = (await ops(`/ops/applicants/${userId}`)).json().data;
    expect(detail.resume).toMatchObject({
      firstName: 'Rita',
      teachingCertificate: 'TEFL,TESOL',
      personPhotoName: 'me.png',
    });
    expect(detail.files).toHaveLength(1);
    expect((await t.app.inject({ url: detail.files[0].url })).headers['content-type']).toBe(
      'image/png',
    );
    expect(detail.history).toEqual([
      expect.objectContaining({ by: 'Applicant', fromStatus: 'Init', toStatus: 'Apply' }),
    ]);
  });

  it('passes a resume to the interview stage, mails the applicant and keeps the trail', async () => {
    const session = await submittedApplicant('Sam');
    const decided = await ops(`/ops/applicants/${session.userId}/resume-decision`, {
      decision: 'PASS',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.applicant).toMatchObject({
      stage: 'INTERVIEW',
      status: 'InterviewInvitation_1',
    });
    const trail = decided.json().data.history.at(-1);
    expect(trail).toMatchObject({
      by: 'Test Staff',
      fromStatus: 'Apply',
      toStage: 'INTERVIEW',
      toStatus: 'InterviewInvitation_1',
    });

    const check = await t.app.inject({
      method: 'POST',
      url: '/t/tn/user/check/login',
      headers: { 'x-user-token': session.token },
    });
    expect(check.json().data.callback).toBe('/interview');
    const applicant = (await ops(`/ops/applicants/${session.userId}`)).json().data.applicant;
    const mail = await inbox.waitFor(mailTo(applicant.email));
    expect(mail.raw).toContain('passed our review');
    expect(textOf(mail)).toContain('Hello Sam Lee,');
    expect(linkIn(mail, 'https://portal.test/v2/').href).toBe(
      'https://portal.test/v2/home?type=login',
    );
    // The deciding recruiter now answers the applicant's messages.
    const manager = await t.app.inject({
      url: '/t/tc/user/get/trId/email',
      headers: { 'x-user-token': session.token },
    });
    const me = await ops('/ops/auth/me');
    expect(manager.json().data).toBe(me.json().data.email);
    // The form is closed now.
    const late = await t.app.inject({
      method: 'POST',
      url: '/t/tc/apply/commit/resume/step',
      payload: step1(),
      headers: { 'x-user-token': session.token },
    });
    expect(late.json().code).toBe('BIZ_TEACHER_COMMIT_REPEAT');
  });

  it('rejects with a reason the applicant reads, and a second decision is refused', async () => {
    const { userId, token } = await submittedApplicant('Tess');
    expect(
      (await ops(`/ops/applicants/${userId}/resume-decision`, { decision: 'REJECT' })).json().data
        .fields.reason,
    ).toBe('Required field.');
    const rejected = await ops(`/ops/applicants/${userId}/resume-decision`, {
      decision: 'REJECT',
      reason: 'No teaching certificate',
    });
    expect(rejected.json().data.applicant.status).toBe('Reject');
    expect(rejected.json().data.history.at(-1).reason).toBe('No teaching certificate');
    const status = await t.app.inject({
      url: '/t/tc/apply/status',
      headers: { 'x-user-token': token },
    });
    expect(status.json().data).toMatchObject({
      status: 'Reject',
      reason: 'No teaching certificate',
    });
    const applicant = (await ops(`/ops/applicants/${userId}`)).json().data.applicant;
    const mail = textOf(await inbox.waitFor(mailTo(applicant.email)));
    expect(mail).toContain('Hello Tess Lee,');
    expect(mail).toContain(`Status: ${applicantStatusLabel('BASE_INFO', 'Reject')}`);
    expect(mail).toContain('Reason: No teaching certificate');
    expect(mail).toContain('https://portal.test/v2/home?type=login');
    const again = await ops(`/ops/applicants/${userId}/resume-decision`, { decision: 'PASS' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('pages the queue by default, and answers NOT_FOUND for an unknown applicant', async () => {
    await submittedApplicant('Uma');
    const first = await ops('/ops/applicants');
    expect(first.statusCode).toBe(200);
    const explicit = (
      await ops(`/ops/applicants?pageIndex=1&pageSize=${DEFAULT_APPLICANT_PAGE_SIZE}`)
    ).json().data;
    expect(first.json().data.records).toEqual(explicit.records);
    expect(first.json().data.total).toBe(explicit.total);
    const unknown = await ops('/ops/applicants/987654321');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('refuses to decide on a resume that was not submitted', async () => {
    const { userId } = await teacherSession(t.app);
    expect(
      (await ops(`/ops/applicants/${userId}/resume-decision`, { decision: 'PASS' })).json().code,
    ).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('keeps the resume and every move on the page of an applicant taken to the contract (issue 36)', async () => {
    const { userId } = await submittedApplicant('Vera');
    expect(
      (await ops(`/ops/applicants/${userId}/resume-decision`, { decision: 'PASS' })).statusCode,
    ).toBe(200);
    // Steps 2 to 5 through the funnel's one writer, as their own services move them.
    const funnel = createFunnelRepository(t.app.database.db);
    const moves = [
      'bookInterview',
      'passInterview',
      'bookTraining',
      'passTraining',
      'submitDocuments',
      'offerContract',
    ] as const;
    for (const move of moves) expect(await funnel.move(move, { userId }), move).toBe(true);

    const detail = (await ops(`/ops/applicants/${userId}`)).json().data;
    expect(detail.applicant).toMatchObject({ stage: 'CONTRACT', status: 'CONTRACT_INVITATION' });
    expect(detail.resume).toMatchObject({
      firstName: 'Vera',
      teachingCertificate: 'TEFL,TESOL',
      personPhotoName: 'me.png',
    });
    expect(detail.files).toHaveLength(1);
    expect(
      detail.history.map((move: { fromStatus: string; toStatus: string }) => move.toStatus),
    ).toEqual([
      'Apply',
      'InterviewInvitation_1',
      'Interview',
      'Training1v1Invitation_1',
      'Training1v1',
      'Contract',
      'PENDING_REVIEW',
      'CONTRACT_INVITATION',
    ]);
  });
});
