import { FIELD_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../lib/gradient-picture.js';
import { anyIp } from '../test/accounts-client.js';
import { multipart } from '../test/multipart.js';
import { staffSession, teacherSession } from '../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Valid calls with a control character put into one text field at a time. Each value would
 * otherwise reach the database, which refuses NUL (a 500 before control characters were
 * refused by the shared field schemas).
 */
interface Case {
  method: 'GET' | 'POST';
  url: string;
  as: 'public' | 'teacher' | 'staff';
  body?: Record<string, unknown>;
  /** The text fields to spoil, one at a time (body fields, or query fields of a GET). */
  fields: string[];
}

const BASIC_INFO = {
  commitStep: '1',
  firstName: 'Alice',
  lastName: 'Brown',
  gender: 'FEMALE',
  birthday: '1990/01/01',
  telAreaCode: '+1',
  phoneNum: '5551234',
  email: 'alice@example.com',
  citizenship: 'Canada',
  residency: 'Canada',
};

const CASES: Case[] = [
  {
    method: 'POST',
    url: '/t/tn/user/register',
    as: 'public',
    body: { email: 'new@example.com', password: 'secret1', poster: 'summer', t_ick: 'abc' },
    fields: ['password', 'poster', 't_ick'],
  },
  {
    method: 'POST',
    url: '/t/tn/user/foreign/login',
    as: 'public',
    body: { email: 'someone@example.com', password: 'secret1', callback: '/v2/home' },
    fields: ['email', 'password', 'callback'],
  },
  {
    method: 'POST',
    url: '/t/tn/user/forget/password',
    as: 'public',
    body: { email: 'someone@example.com' },
    fields: ['email'],
  },
  {
    method: 'POST',
    url: '/t/tn/user/subscribe',
    as: 'public',
    body: { email: 'someone@example.com' },
    fields: ['email'],
  },
  {
    method: 'POST',
    url: '/t/tn/funnel/event',
    as: 'public',
    body: { name: 'Visit', path: '/v2/home', rf: 'ad', poster: 'summer' },
    fields: ['path', 'rf', 'poster'],
  },
  {
    method: 'POST',
    url: '/ops/auth/login',
    as: 'public',
    body: { email: 'someone@example.com', password: 'secret1' },
    fields: ['email'],
  },
  {
    method: 'POST',
    url: '/ops/staff/invite',
    as: 'staff',
    body: { email: 'invited@example.com', name: 'Ann Lee', roles: ['RECRUITER'] },
    fields: ['email', 'name'],
  },
  {
    method: 'POST',
    url: '/t/tc/help/save',
    as: 'teacher',
    body: { content: 'Hello,\nwhen is my interview?' },
    fields: ['content'],
  },
  {
    method: 'POST',
    url: '/t/tc/apply/commit/resume/step',
    as: 'teacher',
    body: BASIC_INFO,
    fields: ['email'],
  },
  {
    method: 'POST',
    url: '/ops/applicants/1/resume-decision',
    as: 'staff',
    body: { decision: 'REJECT', reason: 'Not a fit.' },
    fields: ['reason'],
  },
  { method: 'GET', url: '/ops/applicants', as: 'staff', fields: ['search', 'status'] },
  {
    method: 'POST',
    url: '/t/tc/files/grant',
    as: 'teacher',
    body: {
      purpose: 'PAYSLIP_RECEIPT',
      contentType: 'application/pdf',
      size: 600,
      fileName: 'receipt.pdf',
    },
    fields: ['fileName', 'contentType'],
  },
];

const CONTROLS = { NUL: '\u0000', BEL: '\u0007', ESC: '\u001b', DEL: '\u007f' };
/** Where a control character goes: inside the value, so trimming cannot remove it. */
const spoil = (value: unknown, control: string) => {
  const text = String(value);
  return `${text.slice(0, 1)}${control}${text.slice(1)}`;
};

let t: TestApp;
let headers: Record<Case['as'], Record<string, string>>;
beforeAll(async () => {
  t = await createTestApp();
  headers = {
    public: {},
    teacher: { 'x-user-token': (await teacherSession(t.app)).token },
    staff: { 'x-auth-token': await staffSession(t.app, ['ADMIN']) },
  };
});
afterAll(() => t?.close());

describe('control characters in a text field', () => {
  const spoiled = CASES.flatMap((call) =>
    call.fields.flatMap((field) =>
      Object.keys(CONTROLS).map((name) => ({ call, field, name: name as keyof typeof CONTROLS })),
    ),
  );
  it.each(spoiled)(
    '$call.url $field with $name: a field message',
    async ({ call, field, name }) => {
      const control = CONTROLS[name];
      const query =
        call.method === 'GET' ? `?${new URLSearchParams({ [field]: spoil('ab', control) })}` : '';
      const res = await t.app.inject({
        method: call.method,
        url: `${call.url}${query}`,
        headers: headers[call.as],
        remoteAddress: anyIp(),
        ...(call.body
          ? { payload: { ...call.body, [field]: spoil(call.body[field] ?? 'ab', control) } }
          : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BIZ_PARAM_INVALID',
        data: { fields: { [field]: FIELD_MESSAGES.controlCharacters } },
      });
    },
  );

  it('keeps line breaks and tabs in a multi-line field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/t/tc/help/save',
      headers: headers.teacher,
      payload: { content: 'Hello,\r\n\twhen is my interview?' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses one in a multipart text field with the same message', async () => {
    const body = multipart(
      { kind: 'TEACHER_RECRUIT', title: 'Sum\u0000mer', redirectUrl: '/v2/home' },
      {
        field: 'picture',
        filename: 'b.png',
        contentType: 'image/png',
        bytes: await gradientPng(4, 4, [0, 0, 0], [9, 9, 9]),
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/banners',
      headers: { ...headers.staff, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ title: FIELD_MESSAGES.controlCharacters });
  });
});

describe('a multipart body cut short', () => {
  it.each([
    ['a banner', '/ops/banners', 'staff'],
    ['an application file', '/api/apply/resource/upload', 'teacher'],
  ] as const)('answers 400 for %s', async (_what, url, as) => {
    const body = multipart(
      { kind: 'TEACHER_RECRUIT', title: 'Summer', redirectUrl: '/v2/home', purpose: 'PHOTO' },
      {
        field: url === '/ops/banners' ? 'picture' : 'uploadFile',
        filename: 'b.png',
        contentType: 'image/png',
        bytes: await gradientPng(40, 40, [0, 0, 0], [9, 9, 9]),
      },
    );
    for (const keep of [0.3, 0.6, 0.95]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers[as], ...body.headers },
        payload: body.payload.subarray(0, Math.floor(body.payload.length * keep)),
        remoteAddress: anyIp(),
      });
      expect(res.statusCode, `kept ${keep}`).toBe(400);
      expect(res.json().code).toBe('BIZ_PARAM_INVALID');
    }
  });
});
