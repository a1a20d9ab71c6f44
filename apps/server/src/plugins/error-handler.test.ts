import { ERROR_CATALOGUE, FIELD_MESSAGES, MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { probeRoutes } from '../test/probe-routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: probeRoutes, env: { BODY_LIMIT_BYTES: '2048' } });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as string, headers });

describe('the envelope', () => {
  it('answers data on /t and result on /api', async () => {
    const body = { firstName: 'Ann', startTime: 1_700_000_000_000 };
    const t1 = await post('/t/tn/probe/echo', body);
    expect(t1.statusCode).toBe(200);
    expect(t1.json()).toMatchObject({
      code: 'OK',
      msg: MESSAGES.success,
      data: { firstName: 'Ann' },
    });
    const api = await post('/api/probe/echo', body);
    expect(api.json()).toEqual({
      code: 'OK',
      msg: MESSAGES.success,
      result: { startTime: 1_700_000_000_000 },
    });
  });

  it('accepts null optional fields, numeric strings and unknown fields, storing none of the unknown', async () => {
    const res = await post('/t/tn/probe/echo', {
      firstName: 'Ann',
      middleInitial: null,
      count: null,
      startTime: '1700000000000',
      somethingNew: 'ignored',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.startTime).toBe(1_700_000_000_000);
    expect(data.keys).toEqual(['firstName', 'startTime']);
  });

  it('accepts form-urlencoded bodies like the original clients send', async () => {
    const res = await post('/t/tn/probe/echo', 'firstName=Ann&startTime=1700000000000', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.startTime).toBe(1_700_000_000_000);
  });
});

describe('bad input', () => {
  it('answers a field map with the catalogue messages', async () => {
    const res = await post('/t/tn/probe/echo', {
      firstName: 'Ann Lee',
      middleInitial: 'Ö',
      startTime: 'soon',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('BIZ_PARAM_INVALID');
    expect(body.data.fields).toEqual({
      firstName: FIELD_MESSAGES.lettersOnly,
      middleInitial: FIELD_MESSAGES.englishOnly,
      startTime: FIELD_MESSAGES.invalid,
    });
    expect(body.msg).toBe(FIELD_MESSAGES.lettersOnly);
  });

  it('reads a missing required field as "Required field."', async () => {
    const res = await post('/t/tn/probe/echo', { startTime: 1 });
    expect(res.json().data.fields).toEqual({ firstName: FIELD_MESSAGES.required });
  });

  it.each([
    [
      'malformed JSON',
      '{"firstName":',
      { 'content-type': 'application/json' },
      400,
      'BIZ_PARAM_INVALID',
    ],
    ['an empty JSON body', '', { 'content-type': 'application/json' }, 400, 'BIZ_PARAM_INVALID'],
    ['a JSON array', '[1,2]', { 'content-type': 'application/json' }, 400, 'BIZ_PARAM_INVALID'],
    ['a JSON null', 'null', { 'content-type': 'application/json' }, 400, 'BIZ_PARAM_INVALID'],
    [
      'the wrong content type',
      '<x/>',
      { 'content-type': 'application/xml' },
      415,
      'BIZ_UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'an oversize body',
      JSON.stringify({ firstName: 'a'.repeat(5000) }),
      { 'content-type': 'application/json' },
      413,
      'BIZ_BODY_TOO_LARGE',
    ],
    [
      'a prototype-poisoning body',
      '{"__proto__":{"admin":true},"firstName":"A","startTime":1}',
      { 'content-type': 'application/json' },
      400,
      'BIZ_PARAM_INVALID',
    ],
  ])('answers %s with the envelope, never a 500', async (_name, payload, headers, status, code) => {
    const res = await post('/t/tn/probe/echo', payload, headers);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code, msg: expect.any(String) });
    expect(res.json()).toHaveProperty('data');
  });

  it('uses the result key for failures on /api', async () => {
    const res = await post('/api/probe/echo', { firstName: '' }, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('result.fields');
    expect(res.json()).not.toHaveProperty('data');
  });
});

describe('failures', () => {
  it('answers SERVER_ERR with the request id and no internals', async () => {
    const res = await t.app.inject({
      url: '/t/tn/probe/crash',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'SERVER_ERR',
      msg: 'System error.Please refresh the page or email support@portal.test',
      data: { requestId: 'trace-12345678' },
    });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });

  it.each(['TOKEN_NULL', 'TOKEN_EXPIRED', 'TOKEN_ILLEGAL'] as const)(
    'answers %s with its status and the spec message',
    async (code) => {
      const res = await t.app.inject({ url: `/t/tn/probe/fail?code=${code}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code, msg: ERROR_CATALOGUE[code].message, data: null });
    },
  );

  it('fills the support address into catalogue messages', async () => {
    const res = await t.app.inject({
      url: '/t/tn/probe/fail?code=BIZ_TEACHER_COURSE_WITHIN_24_HOUR',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(
      'For cancellations within 24 hours, please contact us via support@portal.test.',
    );
  });

  it('answers a handler that overruns its time-out with BIZ_REQUEST_TIMEOUT', async () => {
    const res = await t.app.inject({ url: '/t/tn/probe/slow?ms=600' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'BIZ_REQUEST_TIMEOUT',
      msg: MESSAGES.networkIssueRefresh,
    });
  });

  it('sets the 20 second handler time-out of spec section 9, and 2 minutes to receive an upload', () => {
    const initial = t.app.initialConfig as { requestTimeout?: number; handlerTimeout?: number };
    expect(initial.handlerTimeout).toBe(20_000);
    expect(initial.requestTimeout).toBe(120_000);
  });
});
