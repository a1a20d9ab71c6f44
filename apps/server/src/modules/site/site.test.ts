import { FIELD_MESSAGES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { anyIp, newEmail } from '../../test/accounts-client.js';
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

  it('refuses events the client may not record', async () => {
    expect(
      (await post('/t/tn/funnel/event', { name: 'CompleteRegistration', path: '/home' }))
        .statusCode,
    ).toBe(400);
  });
});
