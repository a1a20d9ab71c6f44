import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { gradientPng } from '../../lib/gradient-picture.js';
import { applicantAt, expectOk, expectPlace, expectRefused } from '../../test/demo-scheduling.js';
import { ossGrant, REQUIRED, submitFiles, uploadDocument } from '../../test/documents-flow.js';
import { completeGrant, grantFor, pdfOf, putGranted } from '../../test/file-grants.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

// Step 4's upload rules (decision 038): each file is checked by the files module when it
// arrives (size, bytes), and taken up by a submission once, by its owner, for a document.
// The server's clock, moved past a grant's expiry below.
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t?.close());

const png = await gradientPng(12, 12, [0, 0, 0], [255, 255, 255]);
const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');

async function grantOf(token: string, fileName: string, size: number) {
  const res = await ossGrant(t.app, token, { resourceType: 'PASSPORT', fileName, size });
  expectOk(res);
  return res.json().data as { objectName: string; uploadUrl: string };
}

/** The two other required files, uploaded: a submission then only lacks the one under test. */
async function othersOf(token: string) {
  const others = [];
  for (const useType of REQUIRED.filter((type) => type !== 'PASSPORT'))
    others.push({ useType, objectName: await uploadDocument(t.app, token, useType) });
  return others;
}

const passportWith = (objectName: string) => ({ useType: 'PASSPORT' as const, objectName });

describe('a file', () => {
  it('larger than its grant is refused, and nothing is received', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    const grant = await grantOf(applicant.token, 'passport.pdf', 800);
    expectRefused(
      await putGranted(t.app, applicant.token, grant.uploadUrl, pdfOf(801)),
      'BIZ_UPLOAD_TOO_LARGE',
    );
    const others = await othersOf(applicant.token);
    expectRefused(
      await submitFiles(t.app, applicant.token, [...others, passportWith(grant.objectName)]),
      'FORBIDDEN',
    );
    await expectPlace(t.app, applicant.userId, 'CONTRACT', 'Contract');
  });

  it.each([
    ['PNG bytes', png],
    ['HTML bytes', html],
  ])('named .pdf but made of %s is refused by its content', async (_what, bytes) => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    const grant = await grantOf(applicant.token, 'passport.pdf', bytes.length);
    expectRefused(
      await putGranted(t.app, applicant.token, grant.uploadUrl, bytes),
      'BIZ_UPLOAD_DOCUMENT_FORMAT',
    );
    // The same bytes declared as what they are: a picture is fine, a page is not.
    const honest = await ossGrant(t.app, applicant.token, {
      fileName: 'passport.png',
      size: bytes.length,
    });
    expectOk(honest);
    const put = await putGranted(
      t.app,
      applicant.token,
      honest.json().data.uploadUrl as string,
      bytes,
      'image/png',
    );
    if (bytes === png) expectOk(put);
    else expectRefused(put, 'BIZ_UPLOAD_DOCUMENT_FORMAT');
  });

  it('is a picture (JPG) or a PDF on the resource list, as its bytes were checked', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    const passport = await uploadDocument(t.app, applicant.token, 'PASSPORT', png, 'image/png');
    const others = await othersOf(applicant.token);
    expectOk(await submitFiles(t.app, applicant.token, [...others, passportWith(passport)]));
    const res = await t.app.inject({
      url: '/api/apply/resource/getResourceList?useTypes=PASSPORT,EDU_CERTIFICATE',
      headers: { 'x-user-token': applicant.token },
    });
    expect(res.json().result.map((item: { fileType: string }) => item.fileType)).toEqual([
      'JPG',
      'PDF',
    ]);
  });
});

describe('a submission', () => {
  it("refuses another teacher's file, and leaves it for its owner", async () => {
    const owner = await applicantAt(t.app, 'CONTRACT', 'Contract');
    const other = await applicantAt(t.app, 'CONTRACT', 'Contract');
    const ownersFile = await uploadDocument(t.app, owner.token, 'PASSPORT');
    const others = await othersOf(other.token);
    expectRefused(
      await submitFiles(t.app, other.token, [...others, passportWith(ownersFile)]),
      'FORBIDDEN',
    );
    await expectPlace(t.app, other.userId, 'CONTRACT', 'Contract');
    const ownersOthers = await othersOf(owner.token);
    expectOk(await submitFiles(t.app, owner.token, [...ownersOthers, passportWith(ownersFile)]));
  });

  it('refuses an unknown object, one already taken up, and a file granted for another use', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    const others = await othersOf(applicant.token);
    const refused = async (objectName: string) =>
      expectRefused(
        await submitFiles(t.app, applicant.token, [...others, passportWith(objectName)]),
        'FORBIDDEN',
      );
    await refused('AAAAAAAAAAAAAAAAAAAAAA');
    // A payslip receipt's grant, received: not a document.
    const receipt = await grantFor(t.app, applicant.token, { size: 700 });
    expectOk(await putGranted(t.app, applicant.token, receipt.uploadUrl, pdfOf(700)));
    await refused(receipt.fileId);
    // Taken up once: named again in a later submission, refused.
    const passport = await uploadDocument(t.app, applicant.token, 'PASSPORT');
    expectOk(await submitFiles(t.app, applicant.token, [...others, passportWith(passport)]));
    await t.app.database.db.execute(
      sql`update applicant_documents set status = 'RESUBMIT' where user_id = ${applicant.userId}`,
    );
    await refused(passport);
  });

  it('refuses a grant that expired before its file came, and one never sent', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    const others = await othersOf(applicant.token);
    const unsent = await grantOf(applicant.token, 'passport.pdf', 800);
    expectRefused(
      await submitFiles(t.app, applicant.token, [...others, passportWith(unsent.objectName)]),
      'FORBIDDEN',
    );
    // Eleven minutes on (the server's clock): the grant's ten minutes are over.
    const late = await grantOf(applicant.token, 'passport.pdf', 800);
    clock.advance(11 * 60_000);
    expectRefused(
      await putGranted(t.app, applicant.token, late.uploadUrl, pdfOf(800)),
      'FORBIDDEN',
    );
    expect((await completeGrant(t.app, applicant.token, late.objectName)).statusCode).toBe(400);
    expectRefused(
      await submitFiles(t.app, applicant.token, [...others, passportWith(late.objectName)]),
      'FORBIDDEN',
    );
    const [claimed] = await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from file_grants
          where owner_user_id = ${applicant.userId} and claimed_at is not null`,
    );
    expect(claimed?.n).toBe(0);
  });
});

describe('the grant', () => {
  it('has the spec credential fields, the key fields empty, and the upload address', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    for (const url of ['/t/tc/oss/upload/private/object', '/t/tc/oss/get/sts/token']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-user-token': applicant.token },
        payload: {
          resourceType: 'EDU_CERTIFICATE',
          operateType: 'READ_WRITE_OPERATE',
          operator: 'TEACHER_OPERATOR',
          fileName: 'Diploma.JPEG',
        },
      });
      expectOk(res);
      const grant = res.json().data;
      expect(grant).toMatchObject({
        accessKeyId: '',
        accessKeySecret: '',
        securityToken: '',
        region: '',
        bucket: '',
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        maxBytes: 10 * 1024 * 1024,
      });
      expect(grant.objectName).toMatch(/^[\w-]{22}$/);
      expect(grant.uploadUrl).toContain(`/t/tc/files/upload/${grant.objectName}?`);
      expect(typeof grant.serverTime).toBe('number');
    }
  });

  it('refuses a name of no accepted kind and a size past 10 MB', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    expectRefused(
      await ossGrant(t.app, applicant.token, { fileName: 'setup.exe' }),
      'BIZ_UPLOAD_DOCUMENT_FORMAT',
    );
    expectRefused(
      await ossGrant(t.app, applicant.token, { fileName: 'notes.docx' }),
      'BIZ_UPLOAD_DOCUMENT_FORMAT',
    );
    expectRefused(
      await ossGrant(t.app, applicant.token, { size: 10 * 1024 * 1024 + 1 }),
      'BIZ_UPLOAD_TOO_LARGE',
    );
    expect((await ossGrant(t.app, applicant.token, { size: pdfOf().length })).statusCode).toBe(200);
  });
});
