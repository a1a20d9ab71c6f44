import { FILE_PURPOSES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { deriveKey } from '../../lib/derived-keys.js';
import { gradientPng } from '../../lib/gradient-picture.js';
import { askGrant, completeGrant, grantFor, pdfOf, putGranted } from '../../test/file-grants.js';
import { staffSession, teacherSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createFileSweeper, UNREFERENCED_UPLOAD_MS } from './file-sweeper.js';
import { createStoredFilesRepository } from './stored-files.repository.js';
import { createUploadGrantSigner } from './upload-grants.js';

// The files module through the API on the local store: upload grants (decision 027), the
// per-account quotas, and the one way every stored file is served.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const png = await gradientPng(16, 16, [10, 20, 30], [200, 100, 0]);
const pdf = pdfOf(900);

async function grantRow(fileId: string) {
  const [row] = await queryRows<{ key: string; size: number | null; received: boolean }>(
    t.app.database.db,
    sql`select storage_key as key, size, received_at is not null as received
        from file_grants where id = ${fileId}`,
  );
  return row;
}

async function storedBytes(key: string): Promise<Buffer | undefined> {
  const file = await t.app.services.storage.read(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('an upload grant on the local store', () => {
  it('is a signed address for one file that the owner sends, and the file is kept and claimable', async () => {
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length, fileName: 'May.pdf' });
    expect(grant).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      maxBytes: pdf.length,
    });
    expect(grant.uploadUrl).toMatch(
      new RegExp(`^/t/tc/files/upload/${grant.fileId}\\?expires=\\d+&signature=[\\w-]+$`),
    );
    expect(grant.expiresAt).toBeGreaterThan(Date.now());
    expect(grant.expiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);

    const put = await putGranted(t.app, owner.token, grant.uploadUrl, pdf);
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toEqual({
      fileId: grant.fileId,
      fileName: 'May.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    const row = await grantRow(grant.fileId);
    expect(row).toMatchObject({ received: true, size: pdf.length });
    expect(row?.key).toMatch(/^receipts\/[\w-]+\.pdf$/);
    expect((await storedBytes(row?.key ?? ''))?.equals(pdf)).toBe(true);

    // Completing a received file answers the same, and changes nothing.
    const done = await completeGrant(t.app, owner.token, grant.fileId);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.size).toBe(pdf.length);

    // A feature takes it up once, as its owner and for its purpose only.
    const { files } = t.app.services;
    expect(await files.claim(owner.userId, grant.fileId, 'EVALUATION_RECORDING')).toBeUndefined();
    expect(await files.claim(owner.userId, grant.fileId, 'PAYSLIP_RECEIPT')).toMatchObject({
      storageKey: row?.key,
      contentType: 'application/pdf',
      size: pdf.length,
    });
    expect(await files.claim(owner.userId, grant.fileId, 'PAYSLIP_RECEIPT')).toBeUndefined();
  });

  it('refuses a tampered address: another signature, a later expiry, another grant', async () => {
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length });
    const second = await grantFor(t.app, owner.token, { size: pdf.length });
    const url = new URL(grant.uploadUrl, 'http://x');
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    const path = `/t/tc/files/upload/`;
    for (const bad of [
      `${path}${grant.fileId}?expires=${expires}&signature=${signature.slice(0, -2)}xx`,
      `${path}${grant.fileId}?expires=${Number(expires) + 3_600_000}&signature=${signature}`,
      `${path}${second.fileId}?expires=${expires}&signature=${signature}`,
    ]) {
      const res = await putGranted(t.app, owner.token, bad, pdf);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await grantRow(grant.fileId))?.received).toBe(false);
    // The untouched address still works.
    expect((await putGranted(t.app, owner.token, grant.uploadUrl, pdf)).statusCode).toBe(200);
  });

  it('refuses an expired grant, even with an address signed for its expiry', async () => {
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length });
    const past = Date.now() - 60_000;
    const [row] = await queryRows<{ key: string }>(
      t.app.database.db,
      sql`update file_grants set expires_at = ${new Date(past)} where id = ${grant.fileId}
          returning storage_key as key`,
    );
    const signer = createUploadGrantSigner(deriveKey(t.config.SESSION_SECRET, 'upload-grants'));
    const url = signer.url({
      fileId: grant.fileId,
      ownerUserId: owner.userId,
      storageKey: row?.key ?? '',
      purpose: 'PAYSLIP_RECEIPT',
      contentType: 'application/pdf',
      maxBytes: pdf.length,
      expires: past,
    });
    for (const address of [url, grant.uploadUrl]) {
      const res = await putGranted(t.app, owner.token, address, pdf);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await t.app.services.storage.read(row?.key ?? '')).toBeUndefined();
  });

  it('is signed with its own derived key: a file-link signature is no upload address', async () => {
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length });
    const [row] = await queryRows<{ key: string; expires: Date }>(
      t.app.database.db,
      sql`select storage_key as key, expires_at as expires from file_grants where id = ${grant.fileId}`,
    );
    const terms = {
      fileId: grant.fileId,
      ownerUserId: owner.userId,
      storageKey: row?.key ?? '',
      purpose: 'PAYSLIP_RECEIPT',
      contentType: 'application/pdf',
      maxBytes: pdf.length,
      expires: new Date(row?.expires ?? 0).getTime(),
    };
    const withLinkKey = createUploadGrantSigner(
      deriveKey(t.config.SESSION_SECRET, 'file-links'),
    ).url(terms);
    expect((await putGranted(t.app, owner.token, withLinkKey, pdf)).statusCode).toBe(403);
    const withGrantKey = createUploadGrantSigner(
      deriveKey(t.config.SESSION_SECRET, 'upload-grants'),
    ).url(terms);
    expect(withGrantKey).toBe(grant.uploadUrl);
  });

  it('is used once: a second upload to the same address is refused and the first file stays', async () => {
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length });
    expect((await putGranted(t.app, owner.token, grant.uploadUrl, pdf)).statusCode).toBe(200);
    const other = Buffer.from(pdf);
    other.write('%PDF-1.7 replaced', 0, 'latin1');
    const again = await putGranted(t.app, owner.token, grant.uploadUrl, other);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('FORBIDDEN');
    const row = await grantRow(grant.fileId);
    expect((await storedBytes(row?.key ?? ''))?.equals(pdf)).toBe(true);
  });

  it('refuses a file larger than granted, and a grant larger than the purpose allows', async () => {
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length });
    const bigger = pdfOf(pdf.length + 1);
    const res = await putGranted(t.app, owner.token, grant.uploadUrl, bigger);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'BIZ_UPLOAD_TOO_LARGE' });
    expect((await grantRow(grant.fileId))?.received).toBe(false);

    const huge = await askGrant(t.app, owner.token, { size: 10 * 1024 * 1024 + 1 });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('BIZ_UPLOAD_TOO_LARGE');
    const short = await askGrant(t.app, owner.token, {
      purpose: 'EVALUATION_RECORDING',
      contentType: 'audio/webm',
      fileName: 'take.webm',
      size: 1000,
    });
    expect(short.json().code).toBe('FILE_SMALL');
    // The limits themselves are allowed: exactly the largest and exactly the smallest size.
    const largest = await askGrant(t.app, owner.token, {
      size: FILE_PURPOSES.PAYSLIP_RECEIPT.maxBytes,
    });
    expect(largest.statusCode).toBe(200);
    const smallest = await askGrant(t.app, owner.token, {
      purpose: 'EVALUATION_RECORDING',
      contentType: 'audio/webm',
      fileName: 'take.webm',
      size: FILE_PURPOSES.EVALUATION_RECORDING.minBytes,
    });
    expect(smallest.statusCode).toBe(200);
  });

  it('refuses content that is not what was granted, by its bytes and by its declared type', async () => {
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: png.length });
    // PNG bytes sent as the granted PDF: the bytes decide.
    const disguised = await putGranted(t.app, owner.token, grant.uploadUrl, png);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().code).toBe('BIZ_UPLOAD_DOCUMENT_FORMAT');
    // The granted PDF's bytes, declared as another type than granted.
    const forPdf = await grantFor(t.app, owner.token, { size: pdf.length });
    const declared = await putGranted(t.app, owner.token, forPdf.uploadUrl, pdf, 'image/png');
    expect(declared.statusCode).toBe(415);
    expect(declared.json().code).toBe('BIZ_UPLOAD_DOCUMENT_FORMAT');
    // No body at all: no file, not a wrong format.
    const empty = await t.app.inject({
      method: 'PUT',
      url: grant.uploadUrl,
      headers: { 'x-user-token': owner.token },
    });
    expect(empty.json().code).toBe('BIZ_UPLOAD_NO_FILE');
    // A grant for a type the purpose does not take.
    const word = await askGrant(t.app, owner.token, {
      size: 100,
      contentType: 'application/msword',
      fileName: 'receipt.doc',
    });
    expect(word.statusCode).toBe(415);
    expect(word.json().code).toBe('BIZ_UPLOAD_DOCUMENT_FORMAT');
    const unknownPurpose = await askGrant(t.app, owner.token, { size: 100, purpose: 'PHOTO' });
    expect(unknownPurpose.statusCode).toBe(400);
    expect((await grantRow(grant.fileId))?.received).toBe(false);
  });

  it('cannot be used by a second teacher: not to upload, not to complete, not to claim', async () => {
    const owner = await teacherSession(t.app);
    const other = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length });
    const put = await putGranted(t.app, other.token, grant.uploadUrl, pdf);
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe('FORBIDDEN');
    expect((await grantRow(grant.fileId))?.received).toBe(false);

    expect((await putGranted(t.app, owner.token, grant.uploadUrl, pdf)).statusCode).toBe(200);
    const complete = await completeGrant(t.app, other.token, grant.fileId);
    expect(complete.statusCode).toBe(403);
    expect(await t.app.services.files.claim(other.userId, grant.fileId, 'PAYSLIP_RECEIPT')).toBe(
      undefined,
    );
    // Staff sessions are not teachers: the grant routes are the teacher's.
    const staff = await staffSession(t.app, ['ADMIN']);
    const asStaff = await t.app.inject({
      method: 'POST',
      url: '/t/tc/files/grant',
      headers: { 'x-user-token': staff },
      payload: {
        purpose: 'PAYSLIP_RECEIPT',
        contentType: 'application/pdf',
        size: 10,
        fileName: 'a.pdf',
      },
    });
    expect(asStaff.statusCode).toBe(401);
  });

  it('that no feature claims within a day is swept with its file; a claimed one stays', async () => {
    const owner = await teacherSession(t.app);
    const left = await grantFor(t.app, owner.token, { size: pdf.length });
    const kept = await grantFor(t.app, owner.token, { size: pdf.length });
    for (const grant of [left, kept])
      expect((await putGranted(t.app, owner.token, grant.uploadUrl, pdf)).statusCode).toBe(200);
    await t.app.services.files.claim(owner.userId, kept.fileId, 'PAYSLIP_RECEIPT');
    const leftKey = (await grantRow(left.fileId))?.key ?? '';
    const keptKey = (await grantRow(kept.fileId))?.key ?? '';

    const sweeperAt = (offsetMs: number) =>
      createFileSweeper(
        createStoredFilesRepository(t.app.database.db),
        t.app.services.storage,
        () => new Date(Date.now() + offsetMs),
      );
    // Within the day (and past the orphan grace): the grant's row names its file.
    await sweeperAt(UNREFERENCED_UPLOAD_MS - 60_000).run();
    expect(await storedBytes(leftKey)).toBeDefined();

    await sweeperAt(UNREFERENCED_UPLOAD_MS + 60_000).run();
    expect(await grantRow(left.fileId)).toBeUndefined();
    expect(await storedBytes(leftKey)).toBeUndefined();
    expect(await grantRow(kept.fileId)).toBeDefined();
    expect(await storedBytes(keptKey)).toBeDefined();
  });
});
