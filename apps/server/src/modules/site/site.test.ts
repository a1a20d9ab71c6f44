import { FIELD_MESSAGES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { anyIp, asTeacher, newEmail } from '../../test/accounts-client.js';
import { teacherSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: anyIp() });

describe('the newsletter', () => {
  it('stores an address once, from either field name', async () => {
    const email = newEmail();
    expect((await post('/t/tn/user/subscribe', { subemail: email })).json()).toEqual({
      code: 'OK',
      msg: 'success',
      data: null,
    });
    expect((await post('/t/tn/user/subscribe', { email: email.toUpperCase() })).statusCode).toBe(
      200,
    );
    const rows = await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from newsletter_subscribers where lower(email) = ${email}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it.each([
    [{}, FIELD_MESSAGES.emailEmpty],
    [{ subemail: 'not-an-address' }, FIELD_MESSAGES.emailFormat],
    [{ email: 'ann@gmial.com' }, FIELD_MESSAGES.emailFormat],
  ])('refuses %j with the e-mail rule of section 5', async (body, message) => {
    const res = await post('/t/tn/user/subscribe', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
  });
});

describe('funnel events', () => {
  it('records a visit with the carried parameters', async () => {
    const res = await post('/t/tn/funnel/event', {
      name: 'Visit',
      path: '/home',
      referralCode: '10000001',
      poster: 'spring',
      rf: null,
    });
    expect(res.statusCode).toBe(200);
    const rows = await queryRows<{ properties: Record<string, string> }>(
      t.app.database.db,
      sql`select properties from funnel_events where name = 'Visit' order by id desc limit 1`,
    );
    expect(rows[0]?.properties).toEqual({
      path: '/home',
      referralCode: '10000001',
      poster: 'spring',
    });
  });

  it('records a click on a named control and an error toast by its code', async () => {
    const tag = `cta-${anyIp()}`;
    expect(
      (await post('/t/tn/funnel/event', { name: 'Click', path: '/home', target: tag, t_ick: 'c1' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/t/tn/funnel/event', { name: 'ErrorToast', path: tag, code: 'SERVER_ERR' }))
        .statusCode,
    ).toBe(200);
    const rows = await queryRows<{ name: string; properties: Record<string, string> }>(
      t.app.database.db,
      sql`select name, properties from funnel_events
           where properties->>'target' = ${tag} or properties->>'path' = ${tag} order by id`,
    );
    expect(rows).toEqual([
      { name: 'Click', properties: { path: '/home', target: tag, t_ick: 'c1' } },
      { name: 'ErrorToast', properties: { path: tag, code: 'SERVER_ERR' } },
    ]);
  });

  it.each([
    ['a click without its target', { name: 'Click', path: '/home' }],
    ['an error toast without its code', { name: 'ErrorToast', path: '/home' }],
    ['a path past 200 characters', { name: 'Visit', path: `/${'a'.repeat(200)}` }],
    ['a name as a list', { name: ['Visit'], path: '/home' }],
  ])('refuses %s with 400, never a server error', async (_case, body) => {
    const res = await post('/t/tn/funnel/event', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BIZ_PARAM_INVALID');
  });

  it('refuses events the client may not record', async () => {
    expect(
      (await post('/t/tn/funnel/event', { name: 'CompleteRegistration', path: '/home' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('page close', () => {
  const close = (token: string, payload: unknown, remoteAddress = anyIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/t/tc/apply/page/close',
      payload: payload as object,
      headers: asTeacher(token),
      remoteAddress,
    });
  const closesOf = (userId: number) =>
    queryRows<{ properties: Record<string, string> }>(
      t.app.database.db,
      sql`select properties from funnel_events where name = 'PageClose' and user_id = ${userId}
           order by id`,
    );

  it("records the page's action as the applicant's event", async () => {
    const { token, userId } = await teacherSession(t.app);
    const res = await close(token, { action: 'BOOK_SUCCESS', path: '/interview', extra: 1 });
    expect(res.json()).toEqual({ code: 'OK', msg: 'success', data: null });
    expect((await close(token, { action: 'ANSWER_END', path: null })).statusCode).toBe(200);
    expect(await closesOf(userId)).toEqual([
      { properties: { action: 'BOOK_SUCCESS', path: '/interview' } },
      { properties: { action: 'ANSWER_END' } },
    ]);
  });

  it.each([
    ['an unknown action', { action: 'DELETE_ALL' }],
    ['no action', {}],
    ['an action as a number', { action: 5 }],
    ['a path with a control character', { action: 'ZOOM', path: '/a\u0000b' }],
  ])('refuses %s with 400 and records nothing', async (_case, body) => {
    const { token, userId } = await teacherSession(t.app);
    const res = await close(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BIZ_PARAM_INVALID');
    expect(await closesOf(userId)).toEqual([]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const { token } = await teacherSession(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/t/tc/apply/page/close',
      payload: '{"action": ',
      headers: { ...asTeacher(token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await post('/t/tc/apply/page/close', { action: 'ZOOM' });
    expect(res.statusCode).toBe(401);
  });

  it('is rate-limited per address: 60 a minute', async () => {
    const { token, userId } = await teacherSession(t.app);
    const ip = anyIp();
    for (let i = 0; i < 60; i += 1)
      expect((await close(token, { action: 'ZOOM' }, ip)).statusCode).toBe(200);
    expect((await close(token, { action: 'ZOOM' }, ip)).statusCode).toBe(429);
    expect(await closesOf(userId)).toHaveLength(60);
  });
});
