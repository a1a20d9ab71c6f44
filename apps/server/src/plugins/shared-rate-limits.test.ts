import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { ACCOUNT_CALLS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { createMaintenanceRepository } from '../modules/maintenance/maintenance.repository.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { countCall } from './rate-limit-store.js';
import { RATE_LIMITS } from './rate-limits.js';

/** Decision 043: the per-route limits count in the database, so they hold across servers. */
let t: TestApp;
let second: FastifyInstance;
let lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'error' }, logStream });
  second = await t.secondServer();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const { max } = RATE_LIMITS.captcha;
const captcha = (server: FastifyInstance, ip: string) =>
  server.inject({ method: 'GET', url: '/t/tn/captcha?scene=LOGIN', remoteAddress: ip });
/** The n-th call goes to the first server when n is even, to the second when odd. */
const serverFor = (n: number) => (n % 2 === 0 ? t.app : second);
const db = () => t.app.database.db;

describe('a per-route limit on two servers of one database', () => {
  it('counts the calls of both servers together and refuses call max+1 on either', async () => {
    const ip = '198.51.100.10';
    for (let n = 0; n < max; n += 1) {
      const res = await captcha(serverFor(n), ip);
      expect(res.statusCode).toBe(200);
      // One counter: what is left falls with every call, whichever server took it.
      expect(res.headers['x-ratelimit-remaining']).toBe(String(max - n - 1));
    }
    for (const server of [t.app, second]) {
      const refused = await captcha(server, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'BIZ_TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address, and the same address on another limited route, are not affected.
    expect((await captcha(second, '198.51.100.11')).statusCode).toBe(200);
    const proof = await second.inject({
      method: 'GET',
      url: `${ACCOUNT_CALLS.proofOfWorkChallenge.path}?scene=LOGIN`,
      remoteAddress: ip,
    });
    expect(proof.statusCode).toBe(200);
  });

  it('starts counting again when the window ends on the database clock', async () => {
    const ip = '198.51.100.20';
    for (let n = 0; n < max; n += 1) await captcha(serverFor(n), ip);
    expect((await captcha(t.app, ip)).statusCode).toBe(429);
    // The window's end, as the database's clock would bring it a minute later.
    await db().execute(
      sql`update rate_limit_counters set expires_at = now() - interval '1 millisecond'
          where key like ${`% ${ip}`}`,
    );
    const again = await captcha(second, ip);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe(String(max - 1));
  });

  it('lets exactly max of a burst through, the calls racing on both servers', async () => {
    const ip = '198.51.100.30';
    const burst = await Promise.all(
      Array.from({ length: max + 10 }, (_, n) => captcha(serverFor(n), ip)),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('answers 503 and logs, without the address, when the database cannot count', async () => {
    await db().execute(sql`alter table rate_limit_counters rename to rate_limit_counters_away`);
    lines = [];
    try {
      const res = await captcha(t.app, '198.51.100.40');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'BIZ_SERVICE_UNAVAILABLE' });
      expect(res.headers['content-type']).toMatch(/application\/json/);
    } finally {
      await db().execute(sql`alter table rate_limit_counters_away rename to rate_limit_counters`);
    }
    const out = lines.join('');
    expect(out).toContain('rate-limit store failed');
    expect(out).toContain('GET /t/tn/captcha');
    expect(out).not.toContain('198.51.100.40');
    expect((await captcha(t.app, '198.51.100.40')).statusCode).toBe(200);
  });
});

describe('the store statement', () => {
  it('opens a window of the given length and counts in it until it ends, in real time', async () => {
    const key = `test window ${Date.now()}`;
    const first = await countCall(db(), key, 800);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(800);
    expect((await countCall(db(), key, 800)).current).toBe(2);
    // Past the window whatever the machine's load: the database's now() has moved on.
    await new Promise((resolve) => setTimeout(resolve, first.ttl + 50));
    expect(await countCall(db(), key, 800)).toMatchObject({ current: 1 });
  });
});

describe('the hourly maintenance', () => {
  it('deletes ended counters in bounded batches and keeps the open ones', async () => {
    await db().execute(sql`delete from rate_limit_counters`);
    await db().execute(
      sql`insert into rate_limit_counters (key, count, expires_at)
          select 'ended ' || n, 3, now() - interval '1 second' from generate_series(1, 5) n
          union all select 'open', 1, now() + interval '1 minute'`,
    );
    const remaining = async () =>
      queryRows<{ key: string }>(db(), sql`select key from rate_limit_counters order by key`);
    expect(await createMaintenanceRepository(db()).deleteEndedRateLimitCounters(2)).toBe(2);
    expect(await remaining()).toHaveLength(4);
    await t.app.services.maintenance.run();
    expect(await remaining()).toEqual([{ key: 'open' }]);
  });

  it('goes on while a batch comes back full (batches of 5,000)', async () => {
    await db().execute(sql`delete from rate_limit_counters`);
    await db().execute(
      sql`insert into rate_limit_counters (key, count, expires_at)
          select 'ended ' || n, 1, now() - interval '1 second' from generate_series(1, 10001) n`,
    );
    await t.app.services.maintenance.run();
    const [left] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from rate_limit_counters`,
    );
    expect(left?.n).toBe(0);
  });
});
