/**
 * The console's applicant list read by keyset (a page starts after the last row seen) and its
 * totals read from the counts the triggers on `users` keep (migration 0021): the order holds
 * while applicants register, the cursor is checked by the contracts' schema, and every total
 * equals counting the accounts after registrations, funnel moves, direct writes and deletions.
 */
import { FIELD_MESSAGES } from '@portal/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantCounts, users } from '../../db/schema/index.js';
import { commitSteps, uploadPhoto } from '../../test/applicant-flow.js';
import { step1, step2, step3 } from '../../test/resume-payloads.js';
import { staffSession, teacherSession } from '../../test/sessions-for-tests.js';
import { found } from '../../test/found.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let recruiter: string;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = await staffSession(t.app, ['RECRUITER']);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;
const ops = (url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { 'x-auth-token': recruiter },
    ...(payload ? { payload } : {}),
  });
interface Page {
  total: number;
  records: { userId: number }[];
  next?: string;
}
const page = async (query: string): Promise<Page> => {
  const res = await ops(`/ops/applicants?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
const idsOf = (answer: Page) => answer.records.map((row) => row.userId);

let made = 0;
/**
 * Accounts registered at `base + tick(i)` microseconds: three share each instant and the next
 * three follow a microsecond later (inside the same millisecond), so only the database's
 * precision and the id tell their order. Returns each one's id and tick, in the order given.
 */
async function accountsAt(base: string, ticks: number[]): Promise<{ id: number; tick: number }[]> {
  const rows = await db()
    .insert(users)
    .values(
      ticks.map((tick) => {
        made += 1;
        return {
          email: `keyset-${made}@example.com`,
          passwordHash: 'x',
          referralCode: `9${String(made).padStart(8, '0')}`,
          createdAt: sql`${base}::timestamptz + ${tick}::bigint * interval '1 microsecond'`,
        };
      }),
    )
    .returning({ id: users.id });
  return ticks.map((tick, i) => ({ id: found(rows[i]?.id, 'account'), tick }));
}

/** The list's order for rows with known ticks: the later first, then the higher id. */
const newestFirst = (rows: { id: number; tick: number }[]) =>
  [...rows].sort((a, b) => b.tick - a.tick || b.id - a.id).map((row) => row.id);

describe('the applicant list, a page after the last row seen', () => {
  const base = '2020-03-01T00:00:00.000Z';
  let seeded: { id: number; tick: number }[] = [];

  beforeAll(async () => {
    seeded = await accountsAt(
      base,
      Array.from({ length: 130 }, (_, i) => Math.floor(i / 3)),
    );
  });

  it('continues where the last page ended while applicants register, newest and oldest first', async () => {
    // Only the seeded accounts registered in 2020: the search keeps other tests' out.
    const expected = newestFirst(seeded);
    const first = await page('search=keyset-&pageSize=50');
    expect(idsOf(first)).toEqual(expected.slice(0, 50));
    expect(first.next).toMatch(/^\d+\.\d+$/);

    // Registered meanwhile: later than every row, and at the very instant of the last row seen
    // with a higher id (both sort before it): neither may shift the next page.
    const lastSeen = found(
      seeded.find((row) => row.id === expected[49]),
      'last row of the first page',
    );
    const meanwhile = await accountsAt(base, [1_000, lastSeen.tick]);

    const second = await page(`search=keyset-&pageSize=50&after=${first.next}`);
    expect(idsOf(second)).toEqual(expected.slice(50, 100));
    const third = await page(`search=keyset-&pageSize=50&after=${second.next}`);
    expect(idsOf(third)).toEqual(expected.slice(100));
    expect(third.next).toBeUndefined();
    // Counted from the top instead, the second page moved by the two registered meanwhile: it
    // shows again the last row of the first page.
    const counted = await page('search=keyset-&pageSize=50&pageIndex=2');
    expect(idsOf(counted)).toContain(lastSeen.id);

    const oldest = newestFirst([...seeded, ...meanwhile]).reverse();
    const firstOldest = await page('search=keyset-&pageSize=50&sort=oldest');
    expect(idsOf(firstOldest)).toEqual(oldest.slice(0, 50));
    const secondOldest = await page(
      `search=keyset-&pageSize=50&sort=oldest&after=${firstOldest.next}`,
    );
    expect(idsOf(secondOldest)).toEqual(oldest.slice(50, 100));
  });

  it('pages the unsearched list the same way, filtered by stage, with a cursor from any page', async () => {
    const all = await page('pageSize=50');
    const byOffset = await page('pageSize=50&pageIndex=2');
    const byCursor = await page(`pageSize=50&after=${all.next}`);
    expect(idsOf(byCursor)).toEqual(idsOf(byOffset));
    expect(byCursor.next).toBe(byOffset.next);
    expect(byCursor.total).toBe(all.total);

    const stage = 'BASE_INFO';
    const [{ n: atStage } = { n: 0 }] = await db()
      .select({ n: count() })
      .from(users)
      .where(eq(users.stage, stage));
    const staged = await page(`stage=${stage}&pageSize=50`);
    expect(staged.total).toBe(atStage);
    const stagedNext = await page(`stage=${stage}&pageSize=50&after=${staged.next}`);
    expect(idsOf(stagedNext)).toEqual(idsOf(await page(`stage=${stage}&pageSize=50&pageIndex=2`)));
  });

  it('refuses a cursor not of its shape, and a cursor with a page number', async () => {
    for (const after of ['abc', '12', '12.', '.5', '1.2.3', '-1.5', '1.0', '12345678901234567.1']) {
      const res = await ops(`/ops/applicants?after=${encodeURIComponent(after)}`);
      expect(res.statusCode, after).toBe(400);
      expect(res.json().data.fields, after).toEqual({ after: FIELD_MESSAGES.invalid });
    }
    const both = await ops('/ops/applicants?after=1.2&pageIndex=2');
    expect(both.statusCode).toBe(400);
    expect(both.json().data.fields).toEqual({ pageIndex: FIELD_MESSAGES.invalid });
    // A well-formed cursor past every row answers an empty page with the whole total.
    const past = await page('after=1.1');
    expect(past.records).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });
});

/** Every (stage, status) with its accounts, counted from the accounts themselves. */
async function realCounts() {
  const rows = await db()
    .select({ stage: users.stage, status: users.status, n: count() })
    .from(users)
    .groupBy(users.stage, users.status);
  return rows.sort((a, b) => `${a.stage}/${a.status}`.localeCompare(`${b.stage}/${b.status}`));
}

async function keptCounts() {
  const rows = await db()
    .select({
      stage: applicantCounts.stage,
      status: applicantCounts.status,
      n: applicantCounts.accounts,
    })
    .from(applicantCounts);
  return rows
    .filter((row) => row.n !== 0)
    .sort((a, b) => `${a.stage}/${a.status}`.localeCompare(`${b.stage}/${b.status}`));
}

/** The totals the list and the dashboard answer equal counting the accounts. */
async function expectTotalsToMatch() {
  const real = await realCounts();
  expect(await keptCounts()).toEqual(real);
  const everyone = real.reduce((sum, row) => sum + row.n, 0);
  expect((await page('')).total).toBe(everyone);
  for (const row of real) {
    const at = `stage=${row.stage}&status=${encodeURIComponent(row.status)}`;
    expect((await page(at)).total, at).toBe(row.n);
    const atStage = real.filter((other) => other.stage === row.stage);
    expect((await page(`stage=${row.stage}`)).total).toBe(
      atStage.reduce((sum, other) => sum + other.n, 0),
    );
  }
  const dashboard = (await ops('/ops/dashboard/funnel')).json().data as {
    total: number;
    stages: { stage: string; count: number }[];
  };
  expect(dashboard.total).toBe(everyone);
  for (const { stage, count: shown } of dashboard.stages) {
    expect(shown, stage).toBe(
      real.filter((row) => row.stage === stage).reduce((sum, row) => sum + row.n, 0),
    );
  }
}

describe('the applicant totals', () => {
  it('equal counting the accounts after registrations, funnel moves, direct writes and deletions', async () => {
    await expectTotalsToMatch();

    const passed = await teacherSession(t.app);
    const rejected = await teacherSession(t.app);
    const deleted = await teacherSession(t.app);
    const applicants = [passed, rejected, deleted];
    await expectTotalsToMatch();

    // Through the funnel's writer: submitting the resume, then a pass and a rejection.
    for (const [i, { token }] of applicants.entries()) {
      const uploaded = await uploadPhoto(t.app, token);
      await commitSteps(t.app, token, [
        step1({ firstName: `Count${'abc'[i]}` }),
        step2(),
        step3({ personPhotoUrl: uploaded.url, personPhotoName: 'me.png' }),
      ]);
    }
    await expectTotalsToMatch();
    const decide = (userId: number, decision: object) =>
      ops(`/ops/applicants/${userId}/resume-decision`, decision);
    expect((await decide(passed.userId, { decision: 'PASS' })).statusCode).toBe(200);
    expect(
      (await decide(rejected.userId, { decision: 'REJECT', reason: 'Not now' })).statusCode,
    ).toBe(200);
    await expectTotalsToMatch();

    // A statement that moves several accounts, one that changes no place, and a deletion.
    const moved = await db()
      .update(users)
      .set({ stage: 'INTERVIEW', status: sql`${users.status} || '-moved'` })
      .where(inArray(users.id, [passed.userId, rejected.userId]))
      .returning({ id: users.id });
    expect(moved).toHaveLength(2);
    await db().update(users).set({ passwordChangedAt: new Date() });
    await expectTotalsToMatch();
    await db().delete(users).where(eq(users.id, deleted.userId));
    await expectTotalsToMatch();
  });
});
