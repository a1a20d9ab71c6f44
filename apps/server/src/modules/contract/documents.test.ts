import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { applicantAt, expectOk, expectPlace, expectRefused } from '../../test/demo-scheduling.js';
import {
  asApplicantApi,
  ossGrant,
  REQUIRED,
  sendDocuments,
  submitFiles,
  uploadDocument,
} from '../../test/documents-flow.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

// Step 4, the applicant's side (decision 038): statuses, submission, moves. The grants and
// rules of each file are in documents-uploads.test.ts; the recruiters' side in
// documents-review.test.ts.
const T0 = Date.UTC(2031, 2, 3, 9, 0);
const clock = testClock(T0);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, env: { PUBLIC_URL: 'https://portal.test' } });
});
afterAll(() => t?.close());

const result = async (token: string, method: 'GET' | 'POST', url: string) => {
  const res = await asApplicantApi(t.app, token, method, url);
  expectOk(res);
  return res.json().result as Record<string, unknown>;
};
const contractStatus = (token: string) => result(token, 'POST', '/api/apply/getContractStatus');
const resourceStatus = (token: string) =>
  result(token, 'GET', '/api/apply/resource/getResourceStatus');
const resourceList = async (token: string, useTypes: string) =>
  (await result(
    token,
    'GET',
    `/api/apply/resource/getResourceList?useTypes=${useTypes}`,
  )) as unknown as {
    useType: string;
    status: string;
    fileName: string;
    fileType: string | null;
    url: string;
    reason: string;
    submittedAt: number | null;
  }[];

describe('the statuses', () => {
  it('are all UN_SUBMIT for an applicant who has sent nothing, the contract too', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    expect(await contractStatus(applicant.token)).toEqual({
      teacherApplyStatus: 'Contract',
      resourceUploadDTO: {
        contract: 'UN_SUBMIT',
        eduCertificate: 'UN_SUBMIT',
        teacherCertificate: 'UN_SUBMIT',
        passport: 'UN_SUBMIT',
        proofCertificate: 'UN_SUBMIT',
      },
    });
    expect(await resourceStatus(applicant.token)).toEqual({
      eduCertificate: 'UN_SUBMIT',
      teacherCertificate: 'UN_SUBMIT',
      passport: 'UN_SUBMIT',
      proofCertificate: 'UN_SUBMIT',
    });
    expect(await resourceList(applicant.token, 'EDU_CERTIFICATE,PASSPORT')).toEqual([
      expect.objectContaining({ useType: 'EDU_CERTIFICATE', status: 'UN_SUBMIT', url: '' }),
      expect.objectContaining({ useType: 'PASSPORT', fileType: null, submittedAt: null }),
    ]);
  });

  it('refuses a list of no slot or an unknown one', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    for (const useTypes of ['', 'CONTRACT', 'PASSPORT,NOPE']) {
      const res = await asApplicantApi(
        t.app,
        applicant.token,
        'GET',
        `/api/apply/resource/getResourceList?useTypes=${useTypes}`,
      );
      expect(res.statusCode, useTypes).toBe(400);
    }
  });

  it('reads the contract as SUBMITTED once one is signed, PASS once the account is activated', async () => {
    const signed = await applicantAt(t.app, 'CONTRACT', 'BACKGROUND_CHECK');
    const [staffRow] = await queryRows<{ id: number }>(
      t.app.database.db,
      sql`insert into staff (email, name, roles, status) values ('c@portal.test', 'C', '{RECRUITER}', 'ACTIVE') returning id::int`,
    );
    await t.app.database.db.execute(
      sql`insert into contracts (user_id, version, status, contract_type, pay_per_class_cents,
            basic_increase_cents, peak_carrots, effective_on, expires_on, created_by,
            unsigned_storage_key, unsigned_sha256, signed_name, signed_at, signed_storage_key)
          values (${signed.userId}, 1, 'SIGNED', 'STANDARD', 1000, 25, 1, '2031-04-01',
            '2031-10-01', ${staffRow?.id}, 'contracts/a.pdf', 'abc', 'Jane Doe', now(), 'contracts/b.pdf')`,
    );
    expect(await contractStatus(signed.token)).toMatchObject({
      teacherApplyStatus: 'BACKGROUND_CHECK',
      resourceUploadDTO: { contract: 'SUBMITTED' },
    });
    const active = await applicantAt(t.app, 'CONTRACT', 'Finish');
    expect(await contractStatus(active.token)).toMatchObject({
      resourceUploadDTO: { contract: 'PASS' },
    });
  });
});

describe('a submission', () => {
  it('of the three required documents moves Lack of documents to Documents reviewing', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    const res = await sendDocuments(t.app, applicant.token);
    expectOk(res);
    // submitUrl reads data (spec section 7): the statuses after it.
    expect(res.json().data).toEqual({
      teacherApplyStatus: 'PENDING_REVIEW',
      resourceUploadDTO: {
        contract: 'UN_SUBMIT',
        eduCertificate: 'SUBMITTED',
        teacherCertificate: 'SUBMITTED',
        passport: 'SUBMITTED',
        proofCertificate: 'UN_SUBMIT',
      },
    });
    await expectPlace(t.app, applicant.userId, 'CONTRACT', 'PENDING_REVIEW');
    const [passport] = await resourceList(applicant.token, 'PASSPORT');
    expect(passport).toMatchObject({
      status: 'SUBMITTED',
      fileName: 'scan.pdf',
      fileType: 'PDF',
      reason: '',
      submittedAt: T0,
    });
    // The url is a short-lived signed link that opens the file, needing no session.
    expect(passport?.url).toMatch(
      /^\/api\/apply\/resource\/document\/[\w-]{22}\?expires=\d+&signature=/,
    );
    const file = await t.app.inject({ url: passport?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const forged = await t.app.inject({ url: `${passport?.url ?? ''}x` });
    expect(forged.statusCode).toBe(403);
  });

  it('with a required slot left out is "No File", and changes nothing', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    expectRefused(await submitFiles(t.app, applicant.token, []), 'BIZ_UPLOAD_NO_FILE');
    const passport = await uploadDocument(t.app, applicant.token, 'PASSPORT');
    const partial = [{ useType: 'PASSPORT' as const, objectName: passport }];
    expectRefused(await submitFiles(t.app, applicant.token, partial), 'BIZ_UPLOAD_NO_FILE');
    expect(await resourceStatus(applicant.token)).toMatchObject({ passport: 'UN_SUBMIT' });
    await expectPlace(t.app, applicant.userId, 'CONTRACT', 'Contract');
    // The refused submission claimed nothing: the same file goes with the others.
    const rest = [];
    for (const useType of ['TEACHER_CERTIFICATE', 'EDU_CERTIFICATE'] as const)
      rest.push({ useType, objectName: await uploadDocument(t.app, applicant.token, useType) });
    expectOk(await submitFiles(t.app, applicant.token, [...partial, ...rest]));
    await expectPlace(t.app, applicant.userId, 'CONTRACT', 'PENDING_REVIEW');
  });

  it('of the optional ESL verification alone, while in review, moves nothing', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    expectOk(await sendDocuments(t.app, applicant.token));
    expectOk(await sendDocuments(t.app, applicant.token, ['PROOF_CERTIFICATE']));
    expect(await resourceStatus(applicant.token)).toMatchObject({ proofCertificate: 'SUBMITTED' });
    await expectPlace(t.app, applicant.userId, 'CONTRACT', 'PENDING_REVIEW');
  });

  it('of a slot already submitted is stale: a slot takes a file only in UN_SUBMIT or RESUBMIT', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    expectOk(await sendDocuments(t.app, applicant.token));
    const again = await uploadDocument(t.app, applicant.token, 'PASSPORT');
    expectRefused(
      await submitFiles(t.app, applicant.token, [{ useType: 'PASSPORT', objectName: again }]),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
  });

  it('names each slot once, with its own resource type', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    const first = await uploadDocument(t.app, applicant.token, 'PASSPORT');
    const second = await uploadDocument(t.app, applicant.token, 'PASSPORT');
    const twice = await submitFiles(t.app, applicant.token, [
      { useType: 'PASSPORT', objectName: first },
      { useType: 'PASSPORT', objectName: second },
    ]);
    expect(twice.statusCode).toBe(400);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/apply/resource/submitUrl',
      headers: { 'x-user-token': applicant.token },
      payload: {
        uploadReq: JSON.stringify({
          uploadReqList: [
            {
              url: first,
              fileName: 'a.pdf',
              useType: 'PASSPORT',
              resourceType: 'EDU_CERTIFICATE',
              fileType: 'PDF',
            },
          ],
        }),
      },
    });
    expect(mismatch.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/apply/resource/submitUrl',
      headers: { 'x-user-token': applicant.token },
      payload: { uploadReq: '{not json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe('BIZ_PARAM_INVALID');
  });
});

describe('the places', () => {
  it.each([
    ['INTERVIEW', 'InterviewInvitation_1'],
    ['TRAINING', 'Training1v1'],
    ['CONTRACT', 'CONTRACT_INVITATION'],
    ['CONTRACT', 'BACKGROUND_CHECK'],
    ['CONTRACT', 'Standby'],
  ])('refuse grants and submissions at %s %s', async (stage, status) => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    const objectName = await uploadDocument(t.app, applicant.token, 'PASSPORT');
    await t.app.database.db.execute(
      sql`update users set stage = ${stage}, status = ${status} where id = ${applicant.userId}`,
    );
    expectRefused(
      await ossGrant(t.app, applicant.token, { size: 800 }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    const files = REQUIRED.map((useType) => ({ useType, objectName }));
    expectRefused(await submitFiles(t.app, applicant.token, files), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    await expectPlace(t.app, applicant.userId, stage, status);
  });
});

describe("submitUrl's contract form", () => {
  it("reaches the contract's service: no such contract of the applicant's is refused", async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apply/resource/submitUrl',
      headers: { 'x-user-token': applicant.token },
      payload: { resourceType: 'CONTRACT', contractId: 1, legalName: 'Jane Doe', agree: true },
    });
    // contracts.sign's refusal (contracts-sign.test.ts signs through this same call).
    expectRefused(res, 'FORBIDDEN');
    await expectPlace(t.app, applicant.userId, 'CONTRACT', 'Contract');
  });

  it('is checked before anything: agreement and a legal name are required', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'CONTRACT_INVITATION');
    for (const payload of [
      { resourceType: 'CONTRACT', contractId: 1, legalName: 'Jane Doe', agree: false },
      { resourceType: 'CONTRACT', contractId: 1, legalName: 'J', agree: true },
      { resourceType: 'CONTRACT', legalName: 'Jane Doe', agree: true },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/apply/resource/submitUrl',
        headers: { 'x-user-token': applicant.token },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
