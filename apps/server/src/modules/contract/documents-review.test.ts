import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import {
  applicantAt,
  asStaff,
  expectOk,
  expectPlace,
  expectRefused,
} from '../../test/demo-scheduling.js';
import { sendDocuments, submitFiles, uploadDocument } from '../../test/documents-flow.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { linkIn, mailTo, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Step 4, the recruiters' side (decision 038): read, pass, send back with a reason (mailed,
// moved), one decision when two are made at once, the audit trail, and who may do it.
let inbox: SmtpInbox;
let t: TestApp;
let recruiter: string;
let colleague: string;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test' } });
  recruiter = await staffSession(t.app, ['RECRUITER']);
  colleague = await staffSession(t.app, ['RECRUITER']);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const base = (userId: number) => `/ops/applicants/${userId}/documents`;
const list = (token: string, userId: number) => asStaff(t.app, token, base(userId));
const judge = (token: string, userId: number, useType: string, body: object) =>
  asStaff(t.app, token, `${base(userId)}/${useType}/decision`, body);
const statusOf = async (userId: number, useType: string) =>
  (
    (await list(recruiter, userId)).json().data.documents as {
      useType: string;
      status: string;
      reason: string;
    }[]
  ).find((doc) => doc.useType === useType);
const audit = (userId: number) =>
  queryRows<{ action: string; detail: Record<string, unknown> }>(
    t.app.database.db,
    sql`select action, detail from staff_actions where user_id = ${userId} order by id`,
  );

/** An applicant in review: the three required documents submitted. */
async function inReview() {
  const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
  expectOk(await sendDocuments(t.app, applicant.token));
  return applicant;
}

describe('the documents of an applicant', () => {
  it('are listed in the slots order, with what is required and each status', async () => {
    const applicant = await inReview();
    const res = await list(recruiter, applicant.userId);
    expectOk(res);
    expect(res.json().data).toMatchObject({
      userId: applicant.userId,
      stage: 'CONTRACT',
      status: 'PENDING_REVIEW',
      documents: [
        {
          useType: 'TEACHER_CERTIFICATE',
          required: true,
          status: 'SUBMITTED',
          contentType: 'application/pdf',
        },
        { useType: 'PROOF_CERTIFICATE', required: false, status: 'UN_SUBMIT', fileName: '' },
        { useType: 'PASSPORT', required: true, status: 'SUBMITTED', fileName: 'scan.pdf' },
        { useType: 'EDU_CERTIFICATE', required: true, status: 'SUBMITTED', reviewedBy: '' },
      ],
    });
    expect((await list(recruiter, 999_999)).json().code).toBe('NOT_FOUND');
  });

  it('open in place or as a download, and every read is in the audit trail', async () => {
    const applicant = await inReview();
    const file = await asStaff(t.app, recruiter, `${base(applicant.userId)}/PASSPORT/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(file.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''scan\.pdf$/);
    const download = await asStaff(
      t.app,
      recruiter,
      `${base(applicant.userId)}/PASSPORT/file?download=1`,
    );
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(await audit(applicant.userId)).toEqual([
      { action: 'viewDocument', detail: { useType: 'PASSPORT', download: 0 } },
      { action: 'viewDocument', detail: { useType: 'PASSPORT', download: 1 } },
    ]);
    const none = await asStaff(
      t.app,
      recruiter,
      `${base(applicant.userId)}/PROOF_CERTIFICATE/file`,
    );
    expect(none.statusCode).toBe(404);
  });

  it('are for recruiters and admins: interviewers and finance are refused', async () => {
    const applicant = await inReview();
    for (const role of ['INTERVIEWER', 'FINANCE', 'OPERATIONS'] as const) {
      const token = await staffSession(t.app, [role]);
      expectRefused(await list(token, applicant.userId), 'FORBIDDEN');
      expectRefused(
        await asStaff(t.app, token, `${base(applicant.userId)}/PASSPORT/file`),
        'FORBIDDEN',
      );
      expectRefused(
        await judge(token, applicant.userId, 'PASSPORT', { decision: 'PASS' }),
        'FORBIDDEN',
      );
    }
    const admin = await staffSession(t.app, ['ADMIN']);
    expectOk(await list(admin, applicant.userId));
    expectOk(await judge(admin, applicant.userId, 'PASSPORT', { decision: 'PASS' }));
    expect(await audit(applicant.userId)).toEqual([
      { action: 'passDocument', detail: { useType: 'PASSPORT' } },
    ]);
  });
});

describe('a decision', () => {
  it('passes a document: the applicant stays in review', async () => {
    const applicant = await inReview();
    const res = await judge(recruiter, applicant.userId, 'EDU_CERTIFICATE', {
      decision: 'PASS',
      reason: 'ignored for a pass',
    });
    expectOk(res);
    expect(await statusOf(applicant.userId, 'EDU_CERTIFICATE')).toMatchObject({
      status: 'PASS',
      reason: '',
      reviewedBy: 'Test Staff',
    });
    await expectPlace(t.app, applicant.userId, 'CONTRACT', 'PENDING_REVIEW');
    // Judged already: a second decision on it is refused.
    expectRefused(
      await judge(recruiter, applicant.userId, 'EDU_CERTIFICATE', {
        decision: 'RESUBMIT',
        reason: 'x',
      }),
      'BIZ_DOCUMENT_NOT_SUBMITTED',
    );
    expectRefused(
      await judge(recruiter, applicant.userId, 'PROOF_CERTIFICATE', { decision: 'PASS' }),
      'BIZ_DOCUMENT_NOT_SUBMITTED',
    );
  });

  it('sends a document back with a reason: mailed, moved to renewing; a second one does not move', async () => {
    const applicant = await inReview();
    const email =
      (
        await queryRows<{ email: string }>(
          t.app.database.db,
          sql`select email from users where id = ${applicant.userId}`,
        )
      )[0]?.email ?? '';
    const noReason = await judge(recruiter, applicant.userId, 'PASSPORT', { decision: 'RESUBMIT' });
    expect(noReason.statusCode).toBe(400);
    const tooLong = await judge(recruiter, applicant.userId, 'PASSPORT', {
      decision: 'RESUBMIT',
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);

    const reason = 'The photo page is cut off; please scan the whole page.';
    expectOk(
      await judge(recruiter, applicant.userId, 'PASSPORT', { decision: 'RESUBMIT', reason }),
    );
    await expectPlace(t.app, applicant.userId, 'CONTRACT', 'PENDING_RESUBMIT');
    expect(await statusOf(applicant.userId, 'PASSPORT')).toMatchObject({
      status: 'RESUBMIT',
      reason,
    });
    const mail = await inbox.waitFor(mailTo(email));
    const body = mail.raw.replace(/=\r?\n/g, '');
    expect(body).toContain('Government ID');
    expect(body).toContain('The photo page is cut off');
    expect(linkIn(mail, 'https://portal.test/').href).toBe(
      'https://portal.test/v2/home?type=login',
    );

    expectOk(
      await judge(colleague, applicant.userId, 'EDU_CERTIFICATE', {
        decision: 'RESUBMIT',
        reason: 'Please send the transcript with your legal name.',
      }),
    );
    await expectPlace(t.app, applicant.userId, 'CONTRACT', 'PENDING_RESUBMIT');
    const events = await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from application_events
          where user_id = ${applicant.userId} and to_status = 'PENDING_RESUBMIT'`,
    );
    expect(events[0]?.n).toBe(1);
    expect((await audit(applicant.userId)).map((row) => row.action)).toEqual([
      'returnDocument',
      'returnDocument',
    ]);
  });

  it('of two recruiters at once: one decides, the other is refused', async () => {
    const applicant = await inReview();
    const [first, second] = await Promise.all([
      judge(recruiter, applicant.userId, 'PASSPORT', { decision: 'RESUBMIT', reason: 'Blurred.' }),
      judge(colleague, applicant.userId, 'PASSPORT', { decision: 'PASS' }),
    ]);
    const codes = [first?.json().code, second?.json().code].sort();
    expect(codes).toEqual(['BIZ_DOCUMENT_NOT_SUBMITTED', 'OK']);
    expect(await audit(applicant.userId)).toHaveLength(1);
    const after = await statusOf(applicant.userId, 'PASSPORT');
    await expectPlace(
      t.app,
      applicant.userId,
      'CONTRACT',
      after?.status === 'PASS' ? 'PENDING_REVIEW' : 'PENDING_RESUBMIT',
    );
  });
});

describe('a document sent back', () => {
  it('takes a new file that replaces the old, and the applicant is reviewed again', async () => {
    const applicant = await inReview();
    const [before] = await queryRows<{ key: string }>(
      t.app.database.db,
      sql`select storage_key as key from applicant_documents
          where user_id = ${applicant.userId} and use_type = 'PASSPORT'`,
    );
    expectOk(
      await judge(recruiter, applicant.userId, 'PASSPORT', {
        decision: 'RESUBMIT',
        reason: 'Expired ID.',
      }),
    );
    expectOk(await judge(recruiter, applicant.userId, 'EDU_CERTIFICATE', { decision: 'PASS' }));
    // The passport is owed again; the rest is not.
    const objectName = await uploadDocument(t.app, applicant.token, 'PASSPORT');
    expectRefused(await submitFiles(t.app, applicant.token, []), 'BIZ_UPLOAD_NO_FILE');
    expectOk(await submitFiles(t.app, applicant.token, [{ useType: 'PASSPORT', objectName }]));
    await expectPlace(t.app, applicant.userId, 'CONTRACT', 'PENDING_REVIEW');
    expect(await statusOf(applicant.userId, 'PASSPORT')).toMatchObject({
      status: 'SUBMITTED',
      reason: '',
    });
    expect(await statusOf(applicant.userId, 'EDU_CERTIFICATE')).toMatchObject({ status: 'PASS' });
    // No row names the old file any more: the sweeper removes it.
    const named = await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select (select count(*) from file_grants where storage_key = ${before?.key})
            + (select count(*) from applicant_documents where storage_key = ${before?.key}) as n`,
    );
    expect(Number(named[0]?.n)).toBe(0);
  });

  it('cannot be sent back once the applicant has left step 4', async () => {
    const applicant = await inReview();
    await t.app.database.db.execute(
      sql`update users set status = 'CONTRACT_INVITATION' where id = ${applicant.userId}`,
    );
    expectRefused(
      await judge(recruiter, applicant.userId, 'PASSPORT', {
        decision: 'RESUBMIT',
        reason: 'Late.',
      }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expect(await statusOf(applicant.userId, 'PASSPORT')).toMatchObject({ status: 'SUBMITTED' });
  });
});
