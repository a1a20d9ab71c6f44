import { STAGE, STATUS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor, dataOf, emailOf, rowsOf, setDocuments } from '../../test/contract-flow.js';
import { applicantAt, expectPlace, expectRefused } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { mailTo, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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

const PASSED = { TEACHER_CERTIFICATE: 'PASS', PASSPORT: 'PASS', EDU_CERTIFICATE: 'PASS' } as const;

async function applicantAtStatus(status: string) {
  const session = await applicantAt(t.app, STAGE.CONTRACT, status);
  return { ...session, office: consoleFor(t.app, recruiter, session.userId) };
}

describe('holds and releases', () => {
  it.each([
    STATUS.Contract,
    STATUS.PENDING_REVIEW,
    STATUS.PENDING_RESUBMIT,
    STATUS.CONTRACT_INVITATION,
    STATUS.BACKGROUND_CHECK,
  ])('holds an applicant at %s', async (status) => {
    const { userId, office } = await applicantAtStatus(status);
    dataOf(await office.hold({ status: STATUS.Standby, reason: 'Starts after the summer.' }));
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.Standby);
  });

  it('mails the hold with its reason, keeps the reason in the history, moves between holds', async () => {
    const { userId, office } = await applicantAtStatus(STATUS.PENDING_REVIEW);
    const email = await emailOf(t.app, userId);
    dataOf(await office.hold({ status: STATUS.OutOfContact, reason: 'No answer since May.' }));
    const mail = await inbox.waitFor(mailTo(email));
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('Your application is now: Out of contact.');
    expect(text).toContain('Reason: No answer since May.');

    dataOf(await office.hold({ status: STATUS.Waiver, reason: 'Took another offer.' }));
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.Waiver);
    const events = await rowsOf<{ to: string; reason: string }>(
      t.app,
      sql`select to_status as to, reason from application_events where user_id = ${userId} order by id`,
    );
    expect(events).toEqual([
      { to: STATUS.OutOfContact, reason: 'No answer since May.' },
      { to: STATUS.Waiver, reason: 'Took another offer.' },
    ]);
    // The same hold again is no move.
    expectRefused(
      await office.hold({ status: STATUS.Waiver, reason: 'Again.' }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
  });

  it('needs a reason and a hold status', async () => {
    const { userId, office } = await applicantAtStatus(STATUS.PENDING_REVIEW);
    const noReason = await office.hold({ status: STATUS.Standby, reason: '  ' });
    expectRefused(noReason, 'BIZ_PARAM_INVALID');
    expect(Object.keys(noReason.json().data.fields)).toEqual(['reason']);
    expectRefused(await office.hold({ status: STATUS.Finish, reason: 'x' }), 'BIZ_PARAM_INVALID');
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.PENDING_REVIEW);
  });

  it('is refused once the account is activated or refused', async () => {
    for (const status of [STATUS.Finish, STATUS.CONTRACT_FAIL]) {
      const { office } = await applicantAtStatus(status);
      expectRefused(
        await office.hold({ status: STATUS.Standby, reason: 'Too late.' }),
        'BIZ_STATUS_TYPE_NOT_MATCHING',
      );
    }
    const earlier = await applicantAt(t.app, STAGE.TRAINING, STATUS.Training1v1);
    expectRefused(
      await consoleFor(t.app, recruiter, earlier.userId).hold({
        status: STATUS.Standby,
        reason: 'Not this step.',
      }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
  });

  it('releases to where the documents put the applicant', async () => {
    const cases = [
      { documents: PASSED, back: STATUS.PENDING_REVIEW },
      { documents: { ...PASSED, PASSPORT: 'RESUBMIT' } as const, back: STATUS.PENDING_RESUBMIT },
      { documents: { TEACHER_CERTIFICATE: 'SUBMITTED' } as const, back: STATUS.Contract },
    ];
    for (const { documents, back } of cases) {
      const { userId, office } = await applicantAtStatus(STATUS.BACKGROUND_CHECK);
      await setDocuments(t.app, userId, documents);
      dataOf(await office.hold({ status: STATUS.Standby, reason: 'A pause.' }));
      const panel = dataOf<{ status: string }>(await office.release());
      expect(panel.status).toBe(back);
      await expectPlace(t.app, userId, STAGE.CONTRACT, back);
    }
  });

  it('releases only a held applicant', async () => {
    const { office } = await applicantAtStatus(STATUS.PENDING_REVIEW);
    expectRefused(await office.release(), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    expectRefused(await consoleFor(t.app, recruiter, 999_999).release(), 'NOT_FOUND');
  });
});
