import { MAIL_TEXTS, STAGE, STATUS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, asTeacher } from '../../test/accounts-client.js';
import { consoleFor, dataOf, emailOf, rowsOf, signedApplicant } from '../../test/contract-flow.js';
import { expectPlace, expectRefused } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import {
  mailTo,
  startSmtpInbox,
  type ReceivedMail,
  type SmtpInbox,
} from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let inbox: SmtpInbox;
let t: TestApp;
let recruiter: string;
let otherRecruiter: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test' } });
  recruiter = await staffSession(t.app, ['RECRUITER']);
  otherRecruiter = await staffSession(t.app, ['RECRUITER']);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** Mail jobs of a template for an address (committed with the decision, or not at all). */
const mailJobs = async (email: string, template: keyof typeof MAIL_TEXTS) =>
  (
    await rowsOf<{ count: number }>(
      t.app,
      sql`select count(*)::int as count from pgboss.job where name = 'send-mail'
          and data->>'to' = ${email} and data->>'subject' = ${MAIL_TEXTS[template].subject}`,
    )
  )[0]?.count;

/** A mail's text as the applicant reads it (quoted-printable soft breaks undone). */
const textOf = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

const teacherRows = (userId: number) =>
  rowsOf<{ grade: string; level: number; accountStatus: string }>(
    t.app,
    sql`select grade, level, account_status as "accountStatus" from teachers where user_id = ${userId}`,
  );

describe('the background check', () => {
  it('needs consent before a result, and a result needs the signature', async () => {
    const { userId } = await signedApplicant(t.app, recruiter);
    const office = consoleFor(t.app, recruiter, userId);
    expectRefused(await office.decide({ result: 'CLEAR' }), 'BIZ_BACKGROUND_CONSENT_MISSING');
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.BACKGROUND_CHECK);
    expect(await teacherRows(userId)).toEqual([]);

    const panel = dataOf<{ backgroundCheck: Record<string, unknown> }>(await office.consent());
    expect(panel.backgroundCheck).toMatchObject({ consentBy: 'Test Staff', result: null });
    // Recording it again changes nothing and audits nothing more.
    dataOf(await office.consent());
    const audit = await rowsOf<{ action: string }>(
      t.app,
      sql`select action from staff_actions where user_id = ${userId} and action = 'recordBackgroundConsent'`,
    );
    expect(audit).toHaveLength(1);
  });

  it('clears: activates once, makes the teacher (grade C, level 1) and sends the welcome', async () => {
    const { userId, token } = await signedApplicant(t.app, recruiter);
    const email = await emailOf(t.app, userId);
    const office = consoleFor(t.app, recruiter, userId);
    dataOf(await office.consent());
    const panel = dataOf<{ status: string; activatedAt: number | null }>(
      await office.decide({ result: 'CLEAR' }),
    );
    expect(panel.status).toBe(STATUS.Finish);
    expect(panel.activatedAt).toEqual(expect.any(Number));
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.Finish);
    expect(await teacherRows(userId)).toEqual([{ grade: 'C', level: 1, accountStatus: 'ACTIVE' }]);

    const [account] = await rowsOf<{ code: string }>(
      t.app,
      sql`select referral_code as code from users where id = ${userId}`,
    );
    const welcome = await inbox.waitFor(
      (mail) => mailTo(email)(mail) && mail.raw.includes('your teacher account is active'),
    );
    expect(welcome.raw).toContain(`Your referral code is ${account?.code}`);

    // The login check now sends the teacher to the teacher area.
    const check = await accountsClient(t.app).checkLogin(asTeacher(token));
    expect(check.json().data.callback).toBe('/booking');
    // Decided once: a second result is refused.
    expectRefused(await office.decide({ result: 'CLEAR' }), 'BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('activates once when two members clear at the same time', async () => {
    const { userId } = await signedApplicant(t.app, recruiter);
    const email = await emailOf(t.app, userId);
    dataOf(await consoleFor(t.app, recruiter, userId).consent());
    const answers = await Promise.all([
      consoleFor(t.app, recruiter, userId).decide({ result: 'CLEAR' }),
      consoleFor(t.app, otherRecruiter, userId).decide({ result: 'CLEAR' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((res) => res.json().code).sort()).toEqual([
      'BIZ_STATUS_TYPE_NOT_MATCHING',
      'OK',
    ]);
    expect(await teacherRows(userId)).toHaveLength(1);
    const activations = await rowsOf(
      t.app,
      sql`select id from application_events where user_id = ${userId} and to_status = ${STATUS.Finish}`,
    );
    expect(activations).toHaveLength(1);
    expect(await mailJobs(email, 'accountActivated')).toBe(1);
  });

  it('adverse: ends at "Background check failed" with the reason, shown and mailed', async () => {
    const { userId, token } = await signedApplicant(t.app, recruiter);
    const email = await emailOf(t.app, userId);
    const office = consoleFor(t.app, recruiter, userId);
    dataOf(await office.consent());
    const noReason = await office.decide({ result: 'ADVERSE' });
    expectRefused(noReason, 'BIZ_PARAM_INVALID');
    expect(Object.keys(noReason.json().data.fields)).toEqual(['reason']);

    const reason = 'The check found a record that rules out teaching minors.';
    const panel = dataOf<{ backgroundCheck: Record<string, unknown> }>(
      await office.decide({ result: 'ADVERSE', reason }),
    );
    expect(panel.backgroundCheck).toMatchObject({ result: 'ADVERSE', reason });
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.CONTRACT_FAIL);
    expect(await teacherRows(userId)).toEqual([]);

    const status = await t.app.inject({ url: '/t/tc/apply/status', headers: asTeacher(token) });
    expect(status.json().data).toMatchObject({ status: STATUS.CONTRACT_FAIL, reason });
    const mail = await inbox.waitFor(
      (each) => mailTo(email)(each) && textOf(each).includes('Reason:'),
    );
    expect(textOf(mail)).toContain('did not clear');
    expect(textOf(mail)).toContain('rules out teaching minors');
    // Nothing is decided twice, nor held afterwards.
    expectRefused(await office.decide({ result: 'CLEAR' }), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    expectRefused(
      await office.hold({ status: STATUS.Waiver, reason: 'Too late.' }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
  });

  it('is refused before the signature', async () => {
    const { userId } = await signedApplicant(t.app, recruiter);
    const office = consoleFor(t.app, recruiter, userId);
    dataOf(await office.hold({ status: STATUS.OutOfContact, reason: 'No answer for weeks.' }));
    expectRefused(await office.consent(), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    expectRefused(await office.decide({ result: 'CLEAR' }), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.OutOfContact);
  });
});
