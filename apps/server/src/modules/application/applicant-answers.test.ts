/**
 * The console's applicant list answered from a cache that follows the change feed (decisions
 * 040 and 055, migration 0025): a write nobody heard does not show, a write of an account or
 * a resume shows at once on this server and within moments on another.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let recruiter: string;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = await staffSession(t.app, ['RECRUITER']);
});
afterAll(async () => t?.close());

interface Page {
  total: number;
  records: { userId: number; email: string; name: string }[];
}
const QUERY = 'search=answers-&pageSize=50';
const page = async (app: FastifyInstance = t.app): Promise<Page> => {
  const res = await app.inject({
    url: `/ops/applicants?${QUERY}`,
    headers: { 'x-auth-token': recruiter },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
const emails = (answer: Page) => answer.records.map((row) => row.email).sort();

let made = 0;
const account = async () => {
  made += 1;
  const email = `answers-${made}@example.com`;
  await t.app.database.db.execute(
    sql`insert into users (email, password_hash, referral_code) values (${email}, 'x', ${`8${String(made).padStart(8, '0')}`})`,
  );
  return email;
};

/** Writes straight to the database with its triggers off: no server hears of it. */
async function unheard(statement: ReturnType<typeof sql>) {
  await t.app.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe('the applicant list kept by the server', () => {
  it('is kept: a change no server heard of does not show', async () => {
    const first = await account();
    expect(emails(await page())).toContain(first);
    await unheard(
      sql`update users set email = 'answers-unheard@example.com' where email = ${first}`,
    );
    expect(emails(await page())).toContain(first);
    await unheard(
      sql`update users set email = ${first} where email = 'answers-unheard@example.com'`,
    );
  });

  it("follows an account's registration, change and deletion, and a resume's name, at once", async () => {
    const before = await page();
    const added = await account();
    const after = await page();
    expect(emails(after)).toContain(added);
    expect(after.total).toBe(before.total + 1);

    await t.app.database.db.execute(
      sql`update users set email = 'answers-renamed@example.com' where email = ${added}`,
    );
    expect(emails(await page())).toContain('answers-renamed@example.com');

    const userId = (await page()).records.find((row) =>
      row.email.startsWith('answers-renamed'),
    )?.userId;
    await t.app.database.db.execute(
      sql`insert into resumes (user_id, first_name, last_name) values (${userId}, 'Ada', 'Answers')`,
    );
    expect((await page()).records.find((row) => row.userId === userId)?.name).toBe('Ada Answers');

    await t.app.database.db.execute(sql`delete from users where id = ${userId}`);
    expect((await page()).records.map((row) => row.userId)).not.toContain(userId);
  });

  it('follows a write on another server within moments', async () => {
    const second = await t.secondServer();
    try {
      expect(emails(await page(second))).toEqual(emails(await page()));
      const added = await account();
      await expect
        .poll(async () => emails(await page(second)), { timeout: 5_000 })
        .toContain(added);
    } finally {
      await second.close();
    }
  });
});
