import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Repositories } from '../repositories.js';
import { commitSteps } from '../test/applicant-flow.js';
import { step1, step2, step3 } from '../test/resume-payloads.js';
import { staffSession, teacherSession } from '../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { positional } from './unit-of-work.js';
import { queryRows } from './raw-query.js';

// One unit of work: what a multi-step write wrote through the repositories it was given, the
// jobs it enqueued included, is committed together or not at all. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL (npm test runs both).

let t: TestApp;
/** Its own database: the decision case removes the mail queue from it. */
let own: TestApp;
beforeAll(async () => {
  [t, own] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await t?.close();
  await own?.close();
});

const db = () => t.app.database.db;

async function usersWithEmail(email: string) {
  const rows = await queryRows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from users where email = ${email}`,
  );
  return rows[0]?.n;
}

async function mailJobsTo(email: string) {
  const rows = await queryRows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from pgboss.job where name = 'send-mail' and data->>'to' = ${email}`,
  );
  return rows[0]?.n;
}

/** First step of every case: an account and a mail job to it, through the transaction. */
async function firstStep(tx: Repositories, email: string) {
  const id = await tx.accounts.insert({
    email,
    passwordHash: 'x',
    referralCode: email.slice(0, 8),
  });
  if (id === undefined) throw new Error('the account was not inserted');
  await tx.mail.send(email, 'passwordReset', { link: 'https://portal.test/x' });
  return id;
}

describe('withTransaction', () => {
  it('commits every step and the job together', async () => {
    const email = 'unit.commit@example.com';
    await t.app.services.uow.run(async (tx) => {
      const id = await firstStep(tx, email);
      await tx.sessions.issue({ kind: 'teacher', userId: id });
    });
    expect(await usersWithEmail(email)).toBe(1);
    expect(await mailJobsTo(email)).toBe(1);
  });

  it('keeps nothing of the first step, job included, when the second fails in the database', async () => {
    const email = 'unit.database-failure@example.com';
    const run = t.app.services.uow.run(async (tx) => {
      await firstStep(tx, email);
      // Second step: a session for a user that does not exist (foreign key violation).
      await tx.sessions.issue({ kind: 'teacher', userId: 2_000_000_000 });
    });
    await expect(run).rejects.toThrow();
    expect(await usersWithEmail(email)).toBe(0);
    expect(await mailJobsTo(email)).toBe(0);
  });

  it('keeps nothing when the code after the first step throws', async () => {
    const email = 'unit.thrown@example.com';
    const run = t.app.services.uow.run(async (tx) => {
      await firstStep(tx, email);
      throw new Error('second step failed');
    });
    await expect(run).rejects.toThrow('second step failed');
    expect(await usersWithEmail(email)).toBe(0);
    expect(await mailJobsTo(email)).toBe(0);
  });

  it('leaves a job sent outside a transaction alone when a later unit fails', async () => {
    const email = 'unit.outside@example.com';
    await t.app.services.mail.send(email, 'passwordReset', { link: 'https://portal.test/x' });
    await expect(
      t.app.services.uow.run(async (tx) => {
        await firstStep(tx, email);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await mailJobsTo(email)).toBe(1);
  });
});

describe("a recruiter's decision", () => {
  it('leaves the resume undecided, with no manager and no history, when its mail cannot be queued', async () => {
    const session = await teacherSession(own.app);
    await commitSteps(own.app, session.token, [step1({ firstName: 'Ada' }), step2(), step3()]);
    const recruiter = await staffSession(own.app, ['RECRUITER']);
    await own.app.database.db.execute(sql`delete from pgboss.queue where name = 'send-mail'`);

    const decided = await own.app.inject({
      method: 'POST',
      url: `/ops/applicants/${session.userId}/resume-decision`,
      headers: { 'x-auth-token': recruiter },
      payload: { decision: 'PASS' },
    });
    expect(decided.statusCode).toBe(500);

    const [user] = await queryRows<{ status: string; manager: number | null; events: number }>(
      own.app.database.db,
      sql`select status, success_manager_id as manager,
              (select count(*)::int from application_events e
                where e.user_id = u.id and e.staff_id is not null) as events
            from users u where id = ${session.userId}`,
    );
    expect(user).toEqual({ status: 'Apply', manager: null, events: 0 });
  });
});

describe('positional', () => {
  it('turns $n placeholders into parameters, in any order and repeated', async () => {
    const rows = await queryRows<{ a: number; b: string }>(
      db(),
      positional('select $2::int + $1::int as a, $3 || $3 as b', [1, 2, 'x']),
    );
    expect(rows).toEqual([{ a: 3, b: 'xx' }]);
  });

  it('refuses a placeholder without a value', () => {
    expect(() => positional('select $2', [1])).toThrow('no value for $2');
  });
});
