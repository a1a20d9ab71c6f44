import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantAt } from '../../test/demo-scheduling.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const check = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/t/tn/user/check/login', headers: { 'x-user-token': token } });

/** Writes straight to the database with its triggers off: no server hears of it. */
async function unheard(statement: ReturnType<typeof sql>) {
  await t.app.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe("a teacher's session kept by the server (decision 040)", () => {
  it('is kept: a change no server heard of does not show', async () => {
    const { token, userId } = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    expect((await check(t.app, token)).json().data.status).toBe('Apply');
    await unheard(sql`update users set status = 'Resume_1' where id = ${userId}`);
    expect((await check(t.app, token)).json().data.status).toBe('Apply');
  });

  it("shows the account's move through the funnel at once", async () => {
    const { token, userId } = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    expect((await check(t.app, token)).json().data.status).toBe('Apply');
    await t.app.database.db.execute(sql`update users set status = 'Resume_1' where id = ${userId}`);
    expect((await check(t.app, token)).json().data.status).toBe('Resume_1');
  });

  it('is refused at once when its row is deleted, by sign-out or by hand', async () => {
    const first = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    expect((await check(t.app, first.token)).statusCode).toBe(200);
    await t.app.database.db.execute(sql`delete from sessions where user_id = ${first.userId}`);
    expect((await check(t.app, first.token)).json().code).toBe('TOKEN_ILLEGAL');

    const second = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    expect((await check(t.app, second.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/t/tc/user/logout',
      headers: { 'x-user-token': second.token },
    });
    expect(out.statusCode).toBe(200);
    expect((await check(t.app, second.token)).statusCode).toBe(401);
  });

  it('is refused at once when it was cut short', async () => {
    const { token, userId } = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    expect((await check(t.app, token)).statusCode).toBe(200);
    await t.app.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    expect((await check(t.app, token)).json().code).toBe('TOKEN_EXPIRED');
  });
});
