import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema/index.js';
import { capturedLogs } from './test/captured-logs.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const EMAIL = 'leaked.address@example.com';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';
const SIGNATURE = 'c2lnbmF0dXJlLW9mLWEtZmlsZS1saW5r';

const logs = capturedLogs();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: logs.stream,
    extraRoutes: async (app) => {
      // Queries that fail with values a log must never show: an e-mail and a password hash.
      app.post('/t/tn/probe/duplicate-account', async () => {
        const account = { email: EMAIL, passwordHash: HASH, referralCode: '777001' };
        await app.database.db.insert(users).values(account);
        await app.database.db.insert(users).values({ ...account, referralCode: '777002' });
      });
      app.post('/t/tn/probe/bad-number', async () => {
        await app.database.db.execute(sql`select ${EMAIL}::int`);
      });
    },
  });
});
afterAll(() => t?.close());

/** The log lines written while `call` ran. */
async function logsOf(call: () => Promise<unknown>): Promise<string> {
  return (await logs.during(call)).join('\n');
}

describe('logs of a failed query', () => {
  it('name the query and the constraint, never the values or the key detail', async () => {
    const out = await logsOf(() =>
      t.app.inject({ method: 'POST', url: '/t/tn/probe/duplicate-account' }),
    );
    expect(out).toContain('unhandled error');
    expect(out).toContain('insert into \\"users\\"');
    expect(out).toContain('users_email_lower_key');
    expect(out).not.toContain(EMAIL);
    expect(out).not.toContain('argon2');
    expect(out).not.toContain('Key (');
  });

  it('do not repeat a value the database quotes in its message', async () => {
    const out = await logsOf(() => t.app.inject({ method: 'POST', url: '/t/tn/probe/bad-number' }));
    expect(out).toContain('invalid input syntax for type integer');
    expect(out).not.toContain(EMAIL);
  });
});

describe('request logs', () => {
  it('hide the signature of a file link', async () => {
    const out = await logsOf(() =>
      t.app.inject({ url: `/api/apply/resource/file/abc?expires=1&signature=${SIGNATURE}` }),
    );
    expect(out).toContain('/api/apply/resource/file/abc?expires=1');
    expect(out).not.toContain(SIGNATURE);
  });
});
