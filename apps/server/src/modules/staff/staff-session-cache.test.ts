import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const me = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/ops/auth/me', headers: { 'x-auth-token': token } });

/** A signed-in member and their id, read off their session. */
async function member(roles: Parameters<typeof staffSession>[1] = ['RECRUITER']) {
  const token = await staffSession(t.app, roles);
  const id = (await me(t.app, token)).json().data.id as number;
  return { token, id };
}

/** Writes straight to the database with its triggers off: no server hears of it. */
async function unheard(statement: ReturnType<typeof sql>) {
  await t.app.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

const byHand = (statement: ReturnType<typeof sql>) => t.app.database.db.execute(statement);

describe("a staff member's session and row kept by the server (decisions 040, 055)", () => {
  it('are kept: a change no server heard of does not show', async () => {
    const { token, id } = await member();
    expect((await me(t.app, token)).json().data.roles).toEqual(['RECRUITER']);
    await unheard(sql`update staff set roles = array['OPERATIONS'] where id = ${id}`);
    expect((await me(t.app, token)).json().data.roles).toEqual(['RECRUITER']);
    await unheard(sql`delete from sessions where staff_id = ${id}`);
    expect((await me(t.app, token)).statusCode).toBe(200);
  });

  it('follow a write by hand at once: roles, the status, the session row', async () => {
    const roles = await member();
    expect((await me(t.app, roles.token)).statusCode).toBe(200);
    await byHand(sql`update staff set roles = array['OPERATIONS'] where id = ${roles.id}`);
    expect((await me(t.app, roles.token)).json().data.roles).toEqual(['OPERATIONS']);

    const disabled = await member();
    expect((await me(t.app, disabled.token)).statusCode).toBe(200);
    await byHand(sql`update staff set status = 'DISABLED' where id = ${disabled.id}`);
    expect((await me(t.app, disabled.token)).json().code).toBe('TOKEN_ILLEGAL');

    const ended = await member();
    expect((await me(t.app, ended.token)).statusCode).toBe(200);
    await byHand(sql`delete from sessions where staff_id = ${ended.id}`);
    expect((await me(t.app, ended.token)).json().code).toBe('TOKEN_ILLEGAL');

    const cut = await member();
    expect((await me(t.app, cut.token)).statusCode).toBe(200);
    await byHand(
      sql`update sessions set expires_at = now() - interval '1 second' where staff_id = ${cut.id}`,
    );
    expect((await me(t.app, cut.token)).json().code).toBe('TOKEN_EXPIRED');
  });
});

describe('two servers on one database', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await t.secondServer();
  });
  afterAll(async () => second?.close());

  it('refuse a member an ADMIN disabled on the other server, within moments', async () => {
    const admin = await member(['ADMIN']);
    const recruiter = await member();
    const onSecond = async () => (await me(second, recruiter.token)).statusCode;
    expect(await onSecond()).toBe(200);
    expect(await onSecond()).toBe(200);
    const disable = await t.app.inject({
      method: 'POST',
      url: `/ops/staff/${recruiter.id}/status`,
      payload: { status: 'DISABLED' },
      headers: { 'x-auth-token': admin.token },
    });
    expect(disable.json().data.status).toBe('DISABLED');
    expect((await me(t.app, recruiter.token)).statusCode).toBe(401);
    await expect.poll(onSecond, { timeout: 5_000 }).toBe(401);
  });

  it('follow a write by hand on either server, within moments', async () => {
    const { token, id } = await member();
    const rolesOnSecond = async () => (await me(second, token)).json().data?.roles;
    expect(await rolesOnSecond()).toEqual(['RECRUITER']);
    await byHand(sql`update staff set roles = array['OPERATIONS'] where id = ${id}`);
    await expect.poll(rolesOnSecond, { timeout: 5_000 }).toEqual(['OPERATIONS']);
    await byHand(sql`update staff set status = 'DISABLED' where id = ${id}`);
    await expect
      .poll(async () => (await me(second, token)).json().code, { timeout: 5_000 })
      .toBe('TOKEN_ILLEGAL');
  });
});
