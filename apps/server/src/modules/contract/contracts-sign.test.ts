import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FIELD_MESSAGES, STAGE, STATUS, type ApplicantContracts } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantFor,
  consoleFor,
  dataOf,
  offered,
  reviewedApplicant,
  rowsOf,
} from '../../test/contract-flow.js';
import { expectPlace, expectRefused } from '../../test/demo-scheduling.js';
import { pdfPageTexts, sha256 } from '../../test/pdf-text.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { mailTo, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

let inbox: SmtpInbox;
let t: TestApp;
let recruiter: string;
const SIGNED_AT = Date.UTC(2026, 10, 24, 14, 3, 22);
const clock = testClock(SIGNED_AT);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test' },
    clock: clock.now,
  });
  recruiter = await staffSession(t.app, ['RECRUITER']);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** An applicant with version 1 offered, and their client. */
async function invited() {
  const session = await reviewedApplicant(t.app);
  const version = await offered(t.app, recruiter, session.userId);
  return { ...session, ...version, client: applicantFor(t.app, session.token) };
}

const statusOf = async (contractId: number) =>
  (
    await rowsOf<{ status: string }>(
      t.app,
      sql`select status from contracts where id = ${contractId}`,
    )
  )[0]?.status;

describe('signing the contract', () => {
  it('appends a signature page that quotes the offer’s SHA-256, and moves to the check', async () => {
    const { userId, contractId, email, client } = await invited();
    const unsigned = (await client.file(contractId)).rawPayload;

    const res = await client.sign({ contractId, legalName: 'Ada King Lovelace' }, '203.0.113.9');
    expect(res.statusCode, res.body).toBe(200);
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.BACKGROUND_CHECK);

    expect(dataOf(await client.contract())).toMatchObject({
      contractId,
      version: 1,
      status: 'SIGNED',
      signedAt: SIGNED_AT,
      signedName: 'Ada King Lovelace',
      canSign: false,
      fileName: 'contract-v1-signed.pdf',
    });

    const signed = await client.file(contractId);
    expect(signed.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''contract-v1-signed.pdf",
    );
    const pagesOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();
    expect(await pagesOf(signed.rawPayload)).toBe((await pagesOf(unsigned)) + 1);
    const signaturePage = (await pdfPageTexts(signed.rawPayload)).at(-1) ?? '';
    expect(signaturePage).toContain(sha256(unsigned));
    expect(signaturePage).toContain('Signed by (legal name): Ada King Lovelace');
    expect(signaturePage).toContain('From IP address: 203.0.113.9');
    expect(signaturePage).toContain('Signed at: 2026-11-24 14:03:22 UTC');
    expect(signaturePage).toContain(`Contract ${contractId}, version 1`);
    // The offered pages are the same pages, word for word.
    expect((await pdfPageTexts(signed.rawPayload)).slice(0, -1)).toEqual(
      await pdfPageTexts(unsigned),
    );

    // The console downloads the same signed copy; the offer's hash is unchanged.
    const staffCopy = await consoleFor(t.app, recruiter, userId).file(contractId);
    expect(staffCopy.rawPayload.equals(signed.rawPayload)).toBe(true);
    const [row] = await rowsOf<{ hash: string; ip: string }>(
      t.app,
      sql`select unsigned_sha256 as hash, signed_ip as ip from contracts where id = ${contractId}`,
    );
    expect(row).toEqual({ hash: sha256(unsigned), ip: '203.0.113.9' });
    const mail = await inbox.waitFor(
      (each) => mailTo(email)(each) && each.raw.includes('Your contract is signed'),
    );
    expect(mail.raw).toContain('background check');
  });

  it('refuses a version already signed', async () => {
    const { contractId, client } = await invited();
    expect((await client.sign({ contractId })).statusCode).toBe(200);
    expectRefused(await client.sign({ contractId }), 'BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('refuses an unknown id and another applicant’s contract alike', async () => {
    const owner = await invited();
    const other = await invited();
    expectRefused(await other.client.sign({ contractId: 999_999 }), 'FORBIDDEN');
    expectRefused(await other.client.sign({ contractId: owner.contractId }), 'FORBIDDEN');
    expectRefused(await other.client.file(owner.contractId), 'FORBIDDEN');
    expect(await statusOf(owner.contractId)).toBe('INVITED');
    await expectPlace(t.app, owner.userId, STAGE.CONTRACT, STATUS.CONTRACT_INVITATION);
    await expectPlace(t.app, other.userId, STAGE.CONTRACT, STATUS.CONTRACT_INVITATION);
  });

  it('needs the agreement and a legal name', async () => {
    const { userId, contractId, client } = await invited();
    expectRefused(await client.sign({ contractId, agree: false }), 'BIZ_PARAM_INVALID');
    expectRefused(await client.sign({ contractId, agree: undefined }), 'BIZ_PARAM_INVALID');
    expectRefused(await client.sign({ contractId, legalName: ' ' }), 'BIZ_PARAM_INVALID');
    expect(await statusOf(contractId)).toBe('INVITED');
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.CONTRACT_INVITATION);
  });

  it("takes a name close to the application's, shown to staff beside it, and refuses another person's or a forged one (issue 37)", async () => {
    const far = await invited();
    for (const legalName of ['Grace Hopper', 'Ada\u202eecalevoL', 'Ada L0velace']) {
      const res = await far.client.sign({ contractId: far.contractId, legalName });
      expectRefused(res, 'BIZ_PARAM_INVALID');
      expect(Object.keys(res.json().result?.fields ?? {}), legalName).toEqual(['legalName']);
    }
    expect(
      (await far.client.sign({ contractId: far.contractId, legalName: 'Grace Hopper' })).json()
        .result.fields.legalName,
    ).toBe(FIELD_MESSAGES.legalNameMismatch);
    expect(await statusOf(far.contractId)).toBe('INVITED');

    const close = await invited();
    const res = await close.client.sign({
      contractId: close.contractId,
      legalName: 'Ada Lovelase',
    });
    expect(res.statusCode, res.body).toBe(200);
    const panel = dataOf<ApplicantContracts>(
      await consoleFor(t.app, recruiter, close.userId).panel(),
    );
    expect(panel.applicationName).toBe('Ada Lovelace');
    expect(panel.versions[0]?.signedName).toBe('Ada Lovelase');
  });

  it('is refused away from the contract invitation (on hold) and for a replaced version', async () => {
    const { userId, contractId, client } = await invited();
    const office = consoleFor(t.app, recruiter, userId);
    dataOf(await office.hold({ status: STATUS.Standby, reason: 'Waiting for a visa.' }));
    expect(dataOf(await client.contract())).toMatchObject({ status: 'INVITED', canSign: false });
    expectRefused(await client.sign({ contractId }), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    expect(await statusOf(contractId)).toBe('INVITED');

    // Released and offered again: the old version is void and cannot be signed.
    dataOf(await office.release());
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.PENDING_REVIEW);
    const second = await offered(t.app, recruiter, userId);
    expect(second.version).toBe(2);
    expectRefused(await client.sign({ contractId }), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    expect((await client.sign({ contractId: second.contractId })).statusCode).toBe(200);
    expect(await statusOf(contractId)).toBe('VOID');
  });

  it('refuses to sign an offer whose stored bytes no longer match their hash', async () => {
    const { userId, contractId, client } = await invited();
    const [row] = await rowsOf<{ key: string }>(
      t.app,
      sql`select unsigned_storage_key as key from contracts where id = ${contractId}`,
    );
    // A well-formed PDF, so that only the hash tells it from the offer.
    const other = await PDFDocument.create();
    other.addPage();
    await writeFile(path.join(t.config.dataDir, 'files', row?.key ?? ''), await other.save());
    const res = await client.sign({ contractId });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('SERVER_ERR');
    expect(await statusOf(contractId)).toBe('INVITED');
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.CONTRACT_INVITATION);
  });
});
