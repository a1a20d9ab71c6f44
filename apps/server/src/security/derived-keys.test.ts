import { createHmac } from 'node:crypto';
import { sign as signCookie } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey } from '../lib/derived-keys.js';
import { gradientPng } from '../lib/gradient-picture.js';
import { multipart } from '../test/multipart.js';
import { teacherSession } from '../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A real upload's short-lived link: file id, expiry and signature. */
async function uploadedFileLink() {
  const { token } = await teacherSession(t.app);
  const body = multipart(
    { purpose: 'PHOTO' },
    {
      field: 'uploadFile',
      filename: 'me.png',
      contentType: 'image/png',
      bytes: await gradientPng(8, 8, [0, 0, 0], [255, 255, 255]),
    },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/apply/resource/upload',
    payload: body.payload,
    headers: { ...body.headers, 'x-user-token': token },
  });
  const url = new URL(res.json().result.url as string, 'https://portal.test');
  return {
    path: url.pathname,
    fileId: url.pathname.split('/').pop() ?? '',
    expires: url.searchParams.get('expires') ?? '',
  };
}

const fileSignature = (key: string | Buffer, fileId: string, expires: string) =>
  createHmac('sha256', key).update(`file:${fileId}:${expires}`).digest('base64url');

describe('keys derived from SESSION_SECRET', () => {
  it('sign file links with their own key, not the secret itself or the cookie key', async () => {
    const { path, fileId, expires } = await uploadedFileLink();
    const secret = t.config.SESSION_SECRET;
    const open = (signature: string) =>
      t.app.inject({ url: `${path}?expires=${expires}&signature=${signature}` });
    expect(
      (await open(fileSignature(deriveKey(secret, 'file-links'), fileId, expires))).statusCode,
    ).toBe(200);
    expect((await open(fileSignature(secret, fileId, expires))).statusCode).toBe(403);
    expect(
      (await open(fileSignature(deriveKey(secret, 'cookies'), fileId, expires))).statusCode,
    ).toBe(403);
  });

  it('sign cookies with their own key, not the secret itself or the file-link key', () => {
    const secret = t.config.SESSION_SECRET;
    expect(t.app.unsignCookie(t.app.signCookie('value')).valid).toBe(true);
    expect(t.app.unsignCookie(signCookie('value', deriveKey(secret, 'cookies'))).valid).toBe(true);
    expect(t.app.unsignCookie(signCookie('value', secret)).valid).toBe(false);
    expect(t.app.unsignCookie(signCookie('value', deriveKey(secret, 'file-links'))).valid).toBe(
      false,
    );
  });

  it('differ by purpose and by secret, and stay the same across restarts', () => {
    const secret = 's'.repeat(32);
    expect(deriveKey(secret, 'cookies')).toHaveLength(32);
    expect(deriveKey(secret, 'cookies').equals(deriveKey(secret, 'cookies'))).toBe(true);
    expect(deriveKey(secret, 'cookies').equals(deriveKey(secret, 'file-links'))).toBe(false);
    expect(deriveKey(secret, 'cookies').equals(deriveKey('t'.repeat(32), 'cookies'))).toBe(false);
  });
});
