import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { gradientPng } from '../../lib/gradient-picture.js';
import { anyIp } from '../../test/accounts-client.js';
import { askGrant, grantFor, pdfOf, putGranted } from '../../test/file-grants.js';
import { multipart } from '../../test/multipart.js';
import { staffSession, teacherSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The files module through the API: the per-account quotas (decision 027), and the one way
// every stored file is served. Upload grants are in files.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const png = await gradientPng(16, 16, [10, 20, 30], [200, 100, 0]);
const pdf = pdfOf(900);

function applicationUpload(token: string, bytes: Buffer, filename: string, purpose: string) {
  const body = multipart(
    { purpose },
    { field: 'uploadFile', filename, contentType: 'application/octet-stream', bytes },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/apply/resource/upload',
    payload: body.payload,
    headers: { ...body.headers, 'x-user-token': token },
    remoteAddress: anyIp(),
  });
}

describe('the upload quotas', () => {
  it('refuse the 31st upload of an account within an hour, uploads and grants alike', async () => {
    const owner = await teacherSession(t.app);
    for (let i = 0; i < 30; i += 1) {
      const res = await applicationUpload(owner.token, png, `me-${i}.png`, 'PHOTO');
      expect(res.statusCode, `upload ${i + 1}`).toBe(200);
    }
    const refused = await applicationUpload(owner.token, png, 'me-31.png', 'PHOTO');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'BIZ_UPLOAD_HOURLY_LIMIT',
      msg: 'Too many uploads, please wait a while and try again.',
      result: null,
    });
    const grant = await askGrant(t.app, owner.token, { size: pdf.length });
    expect(grant.statusCode).toBe(429);
    expect(grant.json().code).toBe('BIZ_UPLOAD_HOURLY_LIMIT');
    const [count] = await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from uploads where owner_user_id = ${owner.userId}`,
    );
    expect(count?.n).toBe(30);

    // Another account is not affected; and an hour later the owner may upload again.
    const other = await teacherSession(t.app);
    expect((await applicationUpload(other.token, png, 'me.png', 'PHOTO')).statusCode).toBe(200);
    await t.app.database.db.execute(
      sql`update uploads set created_at = now() - interval '61 minutes'
          where owner_user_id = ${owner.userId}`,
    );
    expect((await applicationUpload(owner.token, png, 'me.png', 'PHOTO')).statusCode).toBe(200);
  });

  it('refuse what would take an account past its stored bytes, counting open grants', async () => {
    const small = await createTestApp({
      env: { UPLOAD_QUOTA_BYTES: '50000', UPLOAD_QUOTA_PER_HOUR: '100' },
    });
    try {
      const owner = await teacherSession(small.app);
      const upload = (bytes: Buffer) => {
        const body = multipart(
          { purpose: 'CV' },
          { field: 'uploadFile', filename: 'cv.pdf', contentType: 'application/pdf', bytes },
        );
        return small.app.inject({
          method: 'POST',
          url: '/api/apply/resource/upload',
          payload: body.payload,
          headers: { ...body.headers, 'x-user-token': owner.token },
        });
      };
      expect((await upload(pdfOf(30_000))).statusCode).toBe(200);
      const full = await upload(pdfOf(30_000));
      expect(full.statusCode).toBe(413);
      expect(full.json()).toMatchObject({ code: 'BIZ_UPLOAD_STORAGE_FULL', result: null });
      expect(full.json().msg).toContain('your storage space is full');
      expect(full.json().msg).not.toContain('{email}');

      // The refused file is not kept.
      const keys: string[] = [];
      for await (const file of small.app.services.storage.list()) keys.push(file.key);
      expect(keys.filter((key) => key.startsWith('uploads/'))).toHaveLength(1);

      // A grant reserves its size: 30 000 + 15 000 fit, another 10 000 do not.
      const grant = await grantFor(small.app, owner.token, { size: 15_000 });
      const over = await askGrant(small.app, owner.token, { size: 10_000 });
      expect(over.statusCode).toBe(413);
      expect(over.json().code).toBe('BIZ_UPLOAD_STORAGE_FULL');
      // Once received, the grant counts what it holds (5 000), so 10 000 more fit.
      expect(
        (await putGranted(small.app, owner.token, grant.uploadUrl, pdfOf(5_000))).statusCode,
      ).toBe(200);
      expect((await askGrant(small.app, owner.token, { size: 10_000 })).statusCode).toBe(200);
      // 45 000 taken: exactly the rest of the quota fits, a byte more does not.
      expect((await askGrant(small.app, owner.token, { size: 5_001 })).statusCode).toBe(413);
      expect((await askGrant(small.app, owner.token, { size: 5_000 })).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('stored files are served one way', () => {
  const SERVED = [
    'content-type',
    'content-disposition',
    'x-content-type-options',
    'cache-control',
    'content-security-policy',
  ];
  const served = (headers: Record<string, unknown>) =>
    Object.fromEntries(SERVED.map((name) => [name, headers[name]]));

  it('for application files and banner pictures alike', async () => {
    const owner = await teacherSession(t.app);
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('....[Content_Types].xml....word/document.xml'),
    ]);
    const cv = (await applicationUpload(owner.token, docx, 'My CV.docx', 'CV')).json().result;
    const photo = (await applicationUpload(owner.token, png, 'me.png', 'PHOTO')).json().result;
    expect(served((await t.app.inject({ url: cv.url })).headers)).toEqual({
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-disposition': "attachment; filename*=UTF-8''My%20CV.docx",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(served((await t.app.inject({ url: photo.url })).headers)).toEqual({
      'content-type': 'image/png',
      'content-disposition': "inline; filename*=UTF-8''me.png",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });

    const ops = await staffSession(t.app, ['OPERATIONS']);
    const body = multipart(
      { kind: 'TEACHER_RECRUIT', title: 'Served', redirectUrl: '/learn' },
      { field: 'picture', filename: 'b.png', contentType: 'image/png', bytes: png },
    );
    const banner = (
      await t.app.inject({
        method: 'POST',
        url: '/ops/banners',
        payload: body.payload,
        headers: { ...body.headers, 'x-auth-token': ops },
      })
    ).json().data;
    await t.app.inject({
      method: 'POST',
      url: `/ops/banners/${banner.id}`,
      payload: { bannerStatus: 'ON' },
      headers: { 'x-auth-token': ops },
    });
    const picture = {
      'content-type': 'image/png',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    };
    expect(
      served((await t.app.inject({ url: `/t/tn/banner/picture/${banner.id}` })).headers),
    ).toEqual({
      ...picture,
      'cache-control': 'public, max-age=300',
    });
    expect(
      served(
        (
          await t.app.inject({
            url: `/ops/banners/${banner.id}/picture`,
            headers: { 'x-auth-token': ops },
          })
        ).headers,
      ),
    ).toEqual({ ...picture, 'cache-control': 'private, no-store' });
  });
});
