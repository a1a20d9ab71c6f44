import { FIELD_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../lib/gradient-picture.js';
import { multipart } from '../../test/multipart.js';
import { step1, step2 } from '../../test/resume-payloads.js';
import { teacherSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const png = await gradientPng(20, 20, [0, 0, 0], [255, 255, 255]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const docx = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....[Content_Types].xml....word/document.xml'),
]);

async function upload(token: string, bytes: Buffer, filename: string, purpose?: string) {
  const body = multipart(purpose ? { purpose } : {}, {
    field: 'uploadFile',
    filename,
    contentType: 'application/octet-stream',
    bytes,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/apply/resource/upload',
    payload: body.payload,
    headers: { ...body.headers, 'x-user-token': token },
  });
}

describe('application uploads', () => {
  it('answer result with a short-lived link and the file name, and the link serves the file', async () => {
    const { token } = await teacherSession(t.app);
    const res = await upload(token, pdf, 'My Diploma (2019).pdf', 'EDU_CERTIFICATE');
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.fileName).toBe('My Diploma (2019).pdf');
    expect(result.url).toMatch(
      /^\/api\/apply\/resource\/file\/[\w-]{22}\?expires=\d+&signature=[\w-]+$/,
    );
    const file = await t.app.inject({ url: result.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // blobUrl (spec section 7): where the client reads the blob back, the same signed route.
    expect(result.blobUrl).toMatch(
      /^\/api\/apply\/resource\/file\/[\w-]{22}\?expires=\d+&signature=/,
    );
    const blob = await t.app.inject({ url: result.blobUrl });
    expect(blob.statusCode).toBe(200);
    expect(blob.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuse links that are forged, tampered with or expired', async () => {
    const { token } = await teacherSession(t.app);
    const { url } = (await upload(token, png, 'me.png', 'PHOTO')).json().result;
    const parsed = new URL(url, 'http://x');
    const id = parsed.pathname.split('/').pop();
    const expired = `/api/apply/resource/file/${id}?expires=${Date.now() - 1000}&signature=${parsed.searchParams.get('signature')}`;
    const longer = `/api/apply/resource/file/${id}?expires=${Date.now() + 86_400_000}&signature=${parsed.searchParams.get('signature')}`;
    for (const bad of [
      expired,
      longer,
      `${parsed.pathname}?expires=${parsed.searchParams.get('expires')}&signature=forged`,
    ]) {
      const res = await t.app.inject({ url: bad });
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it.each([
    ['a photo that is a PDF', pdf, 'photo.png', 'PHOTO', 415, 'BIZ_UPLOAD_IMAGE_FORMAT'],
    ['a CV that is a picture', png, 'cv.pdf', 'CV', 415, 'BIZ_UPLOAD_CV_FORMAT'],
    [
      'a certificate that is a Word file',
      docx,
      'cert.pdf',
      'TEACHER_CERTIFICATE',
      415,
      'BIZ_UPLOAD_DOCUMENT_FORMAT',
    ],
    [
      'text disguised as a PDF',
      Buffer.from('#!/bin/sh\nrm -rf /'),
      'cv.pdf',
      'CV',
      415,
      'BIZ_UPLOAD_CV_FORMAT',
    ],
    [
      'text disguised as a photo',
      Buffer.from('GIF89a not really'),
      'me.png',
      'PHOTO',
      415,
      'BIZ_UPLOAD_IMAGE_FORMAT',
    ],
    [
      'an oversize file',
      Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]),
      'big.pdf',
      'CV',
      413,
      'BIZ_UPLOAD_TOO_LARGE',
    ],
  ])('refuse %s', async (_name, bytes, filename, purpose, status, code) => {
    const { token } = await teacherSession(t.app);
    const res = await upload(token, bytes, filename, purpose);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, result: null });
  });

  it('accept a Word CV and keep a safe display name', async () => {
    const { token } = await teacherSession(t.app);
    const res = await upload(token, docx, '../../etc/<b>resume</b>.docx', 'CV');
    expect(res.statusCode).toBe(200);
    // Only the last path segment survives, without markup characters.
    expect(res.json().result.fileName).toBe('b.docx');
  });

  it('need a session', async () => {
    const body = multipart(
      {},
      { field: 'uploadFile', filename: 'a.pdf', contentType: 'application/pdf', bytes: pdf },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apply/resource/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_NULL', result: null });
  });

  it('can be committed by their owner and are given back as fresh links', async () => {
    const { token } = await teacherSession(t.app);
    const commit = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/t/tc/apply/commit/resume/step',
        payload: body,
        headers: { 'x-user-token': token },
      });
    await commit(step1());
    const edu = (await upload(token, pdf, 'transcript.pdf', 'EDU_CERTIFICATE')).json().result;
    expect((await commit(step2({ eduCertificateUrl: edu.url }))).statusCode).toBe(200);
    const saved = (
      await t.app.inject({ url: '/t/tc/apply/get/resume', headers: { 'x-user-token': token } })
    ).json().data;
    expect(saved.eduCertName).toBe('transcript.pdf');
    expect(saved.eduCertificateUrl).toContain(`/api/apply/resource/file/${edu.fileId}?`);
    expect((await t.app.inject({ url: saved.eduCertificateUrl })).statusCode).toBe(200);
  });

  it("refuse another user's file in a committed step", async () => {
    const owner = await teacherSession(t.app);
    const other = await teacherSession(t.app);
    const theirs = (await upload(owner.token, pdf, 'theirs.pdf', 'EDU_CERTIFICATE')).json().result;
    const commit = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/t/tc/apply/commit/resume/step',
        payload: body,
        headers: { 'x-user-token': other.token },
      });
    await commit(step1());
    const res = await commit(step2({ eduCertificateUrl: theirs.url }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ eduCertificateUrl: FIELD_MESSAGES.invalid });
    const outside = await commit(step2({ eduCertificateUrl: 'https://evil.example/file.pdf' }));
    expect(outside.json().data.fields).toEqual({ eduCertificateUrl: FIELD_MESSAGES.invalid });
  });
});
