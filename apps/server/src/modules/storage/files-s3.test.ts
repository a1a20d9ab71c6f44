import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { gradientPng } from '../../lib/gradient-picture.js';
import { completeGrant, grantFor, pdfOf } from '../../test/file-grants.js';
import { teacherSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Upload grants on S3 (decision 027): a presigned PUT straight to the bucket, then the
// server reads the object back, checks it, and keeps it under a key no grant can write.

const folder = mkdtempSync(path.join(tmpdir(), 'portal-grants-s3-'));
let s3: S3rver;
let t: TestApp;

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'portal-grants', configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  t = await createTestApp({
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: 'portal-grants',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

const pdf = pdfOf(1200);
const png = await gradientPng(12, 12, [0, 0, 0], [255, 255, 255]);

const put = (url: string, bytes: Buffer, contentType = 'application/pdf') =>
  fetch(url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': contentType },
  });

async function grantRow(fileId: string) {
  const [row] = await queryRows<{ key: string; received: boolean }>(
    t.app.database.db,
    sql`select storage_key as key, received_at is not null as received
        from file_grants where id = ${fileId}`,
  );
  return row;
}

async function stored(key: string): Promise<Buffer | undefined> {
  const file = await t.app.services.storage.read(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('an upload grant on S3', () => {
  it('is a presigned PUT to the bucket; completed, the checked file is kept and the grant key cannot change it', async () => {
    expect(t.app.services.storage.kind).toBe('s3');
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length, fileName: 'June.pdf' });
    expect(grant.uploadUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/portal-grants\/incoming\//);
    expect(grant.uploadUrl).toContain('X-Amz-Signature=');
    const incoming = (await grantRow(grant.fileId))?.key ?? '';

    // Not sent yet: nothing to complete.
    const early = await completeGrant(t.app, owner.token, grant.fileId);
    expect(early.json().code).toBe('BIZ_UPLOAD_NO_FILE');

    expect((await put(grant.uploadUrl, pdf)).status).toBe(200);
    const done = await completeGrant(t.app, owner.token, grant.fileId);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({
      fileId: grant.fileId,
      fileName: 'June.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    const row = await grantRow(grant.fileId);
    expect(row?.received).toBe(true);
    expect(row?.key).toMatch(/^receipts\//);
    expect((await stored(row?.key ?? ''))?.equals(pdf)).toBe(true);
    expect(await stored(incoming)).toBeUndefined();

    // The presigned PUT again (it lives until it expires): the kept file does not change.
    const swapped = pdfOf(pdf.length);
    swapped.write('%PDF-1.7 swapped', 0, 'latin1');
    await put(grant.uploadUrl, swapped);
    expect((await stored(row?.key ?? ''))?.equals(pdf)).toBe(true);
    const claimed = await t.app.services.files.claim(owner.userId, grant.fileId, 'PAYSLIP_RECEIPT');
    expect(claimed?.storageKey).toBe(row?.key);
  });

  it('signs the content type and length, for the bucket to refuse any other body', async () => {
    // s3rver does not check v4 signatures (real S3 does): the signed headers are what count.
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length });
    const url = new URL(grant.uploadUrl);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';').sort()).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(600);
    // No SDK checksum of an empty body, which real S3 would hold against the file.
    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
  });

  it('checks the bytes on completion: a disguised file is refused and removed', async () => {
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: png.length });
    expect((await put(grant.uploadUrl, png)).status).toBe(200);
    const key = (await grantRow(grant.fileId))?.key ?? '';
    const res = await completeGrant(t.app, owner.token, grant.fileId);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('BIZ_UPLOAD_DOCUMENT_FORMAT');
    expect(await stored(key)).toBeUndefined();
    expect((await grantRow(grant.fileId))?.received).toBe(false);
  });

  it('refuses a stored object larger than granted on completion', async () => {
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length });
    const key = (await grantRow(grant.fileId))?.key ?? '';
    // As if the bucket had taken more than the signed length.
    await t.app.services.storage.put(key, pdfOf(pdf.length + 1), 'application/pdf');
    const res = await completeGrant(t.app, owner.token, grant.fileId);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('BIZ_UPLOAD_TOO_LARGE');
    expect(await stored(key)).toBeUndefined();
  });

  it('cannot be completed or claimed by a second teacher', async () => {
    const owner = await teacherSession(t.app);
    const other = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length });
    expect((await put(grant.uploadUrl, pdf)).status).toBe(200);
    const res = await completeGrant(t.app, other.token, grant.fileId);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await grantRow(grant.fileId))?.received).toBe(false);
    expect((await completeGrant(t.app, owner.token, grant.fileId)).statusCode).toBe(200);
    expect(
      await t.app.services.files.claim(other.userId, grant.fileId, 'PAYSLIP_RECEIPT'),
    ).toBeUndefined();
  });

  it('has no upload route on the server: the local address is refused', async () => {
    const owner = await teacherSession(t.app);
    const grant = await grantFor(t.app, owner.token, { size: pdf.length });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/t/tc/files/upload/${grant.fileId}?expires=${grant.expiresAt}&signature=x`,
      payload: pdf,
      headers: { 'x-user-token': owner.token, 'content-type': 'application/pdf' },
    });
    expect(res.statusCode).toBe(403);
  });
});
