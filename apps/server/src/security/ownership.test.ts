import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { accountsClient, newEmail, tokenOf } from '../test/accounts-client.js';
import { uploadPhoto } from '../test/applicant-flow.js';
import { completeGrant, grantFor, pdfOf, putGranted } from '../test/file-grants.js';
import { step1, step2, step3 } from '../test/resume-payloads.js';
import { staffSession } from '../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { documentedRoutes } from './openapi-routes.js';
import { classOwnershipCases } from './ownership-class-cases.js';
import { fixedOwnershipCases } from './ownership-fixed-cases.js';
import { leaveOwnershipCases } from './ownership-leave-cases.js';
import { payOwnershipCases } from './ownership-pay-cases.js';
import { notificationOwnershipCases } from './ownership-notification-cases.js';
import { contractOwnershipCases } from './ownership-contract-cases.js';
import { demoOwnershipCases, type Teacher } from './ownership-demo-cases.js';
import { teacherAreaOwnershipCases } from './ownership-teacher-cases.js';
import { documentOwnershipCases } from './ownership-document-cases.js';
import { wireCallOwnershipCases } from './ownership-wire-call-cases.js';

/**
 * Every teacher route reads or changes records of the teacher whose session calls it. Each
 * has a case here in which a second teacher calls it, naming the first one's record where
 * the route takes one, and is refused or sees only their own. A new teacher route without a
 * case fails this suite.
 */

let t: TestApp;
/** The owner: a submitted resume with a photo, passed by a recruiter (so has a manager). */
let owner: Teacher;
let ownerPhotoUrl: string;
/** The second teacher, who must not reach the owner's records. */
let other: Teacher;

const as = (teacher: Teacher) => ({ 'x-user-token': teacher.token });
const data = (res: LightMyRequestResponse) => res.json().data as Record<string, unknown>;

async function register(): Promise<Teacher> {
  const email = newEmail();
  const res = await accountsClient(t.app).register({ email, password: 'secret1' });
  const token = tokenOf(res);
  const userId = Number(
    (res.json().data as { userIdCookie: { value: string } }).userIdCookie.value,
  );
  return { email, password: 'secret1', token, userId };
}

const uploadAs = async (teacher: Teacher) => (await uploadPhoto(t.app, teacher.token)).url;

const commit = (teacher: Teacher, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/t/tc/apply/commit/resume/step',
    payload: body,
    headers: as(teacher),
  });

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.test' } });
  owner = await register();
  other = await register();
  ownerPhotoUrl = await uploadAs(owner);
  for (const body of [
    step1({ firstName: 'Ownerina' }),
    step2(),
    step3({ personPhotoUrl: ownerPhotoUrl, personPhotoName: 'me.png' }),
  ]) {
    expect((await commit(owner, body)).statusCode).toBe(200);
  }
  const recruiter = await staffSession(t.app, ['RECRUITER']);
  const passed = await t.app.inject({
    method: 'POST',
    url: `/ops/applicants/${owner.userId}/resume-decision`,
    headers: { 'x-auth-token': recruiter },
    payload: { decision: 'PASS' },
  });
  expect(passed.statusCode).toBe(200);
});
afterAll(() => t?.close());

/** By operationId: the second teacher calls the route and cannot reach the owner's records. */
const OWNED_RECORD_CASES: Record<string, () => Promise<void>> = {
  async checkLogin() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/t/tn/user/check/login',
      headers: as(other),
    });
    expect(data(res)).toMatchObject({
      userId: String(other.userId),
      email: other.email,
      status: 'Init',
    });
  },

  async getResume() {
    const res = await t.app.inject({ url: '/t/tc/apply/get/resume', headers: as(other) });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Ownerina');
    expect(data(res).personPhotoUrl).toBe('');
  },

  async getApplicationStatus() {
    const res = await t.app.inject({ url: '/t/tc/apply/status', headers: as(other) });
    expect(data(res)).toMatchObject({ stage: 'BASE_INFO', status: 'Init', submittedAt: null });
  },

  async applyAgain() {
    // The second teacher's call moves only their own account, which has not failed.
    const res = await t.app.inject({
      method: 'POST',
      url: '/t/tc/apply/again',
      headers: as(other),
    });
    expect(res.json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    const owner_ = await t.app.inject({ url: '/t/tc/apply/status', headers: as(owner) });
    expect(data(owner_)).toMatchObject({ applyAgainOn: null });
  },

  async commitResumeStep() {
    // The owner's photo, named in the second teacher's form: refused like a wrong value.
    for (const body of [step1(), step2()]) expect((await commit(other, body)).statusCode).toBe(200);
    const res = await commit(
      other,
      step3({ personPhotoUrl: ownerPhotoUrl, personPhotoName: 'me.png' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BIZ_PARAM_INVALID');
    expect(Object.keys(res.json().data?.fields ?? {})).toContain('personPhotoUrl');
  },

  async uploadApplicationFile() {
    // The second teacher's upload is theirs: the owner cannot name it in their form either.
    const url = await uploadAs(other);
    const [row] = await queryRows<{ owner: number }>(
      t.app.database.db,
      sql`select owner_user_id::int as owner from uploads where id = ${new URL(url, 'https://x').pathname.split('/').pop() ?? ''}`,
    );
    expect(row?.owner).toBe(other.userId);
  },

  async saveContactMessage() {
    const content = `A question of the second teacher ${Date.now()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/t/tc/help/save',
      headers: as(other),
      payload: { content },
    });
    expect(res.statusCode).toBe(200);
    const rows = await queryRows<{ userId: number }>(
      t.app.database.db,
      sql`select user_id::int as "userId" from help_messages where content = ${content}`,
    );
    expect(rows).toEqual([{ userId: other.userId }]);
  },

  async getSuccessManagerEmail() {
    const mine = await t.app.inject({ url: '/t/tc/user/get/trId/email', headers: as(owner) });
    const theirs = await t.app.inject({ url: '/t/tc/user/get/trId/email', headers: as(other) });
    expect(theirs.json().data).toBe(t.config.SUPPORT_EMAIL);
    expect(mine.json().data).not.toBe(t.config.SUPPORT_EMAIL);
  },

  async grantFileUpload() {
    // A grant is its asker's: the row names the second teacher.
    const grant = await grantFor(t.app, other.token, { size: 600 });
    const [row] = await queryRows<{ owner: number }>(
      t.app.database.db,
      sql`select owner_user_id::int as owner from file_grants where id = ${grant.fileId}`,
    );
    expect(row?.owner).toBe(other.userId);
  },

  async uploadGrantedFile() {
    // The owner's grant, sent to by the second teacher: refused, nothing received.
    const grant = await grantFor(t.app, owner.token, { size: 600 });
    const res = await putGranted(t.app, other.token, grant.uploadUrl, pdfOf(600));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const [row] = await queryRows<{ received: boolean }>(
      t.app.database.db,
      sql`select received_at is not null as received from file_grants where id = ${grant.fileId}`,
    );
    expect(row?.received).toBe(false);
  },

  async completeFileUpload() {
    const grant = await grantFor(t.app, owner.token, { size: 600 });
    expect((await putGranted(t.app, owner.token, grant.uploadUrl, pdfOf(600))).statusCode).toBe(
      200,
    );
    const res = await completeGrant(t.app, other.token, grant.fileId);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  },

  async changePassword() {
    const res = await accountsClient(t.app).changePassword(
      { password: other.password, newPassword: 'changed2', repeatPassword: 'changed2' },
      as(other),
    );
    expect(res.statusCode).toBe(200);
    other.password = 'changed2';
    const client = accountsClient(t.app);
    expect((await client.signIn({ email: owner.email, password: 'secret1' })).statusCode).toBe(200);
    expect(
      (await client.signIn({ email: owner.email, password: 'changed2' })).json().code,
    ).not.toBe('OK');
  },

  ...demoOwnershipCases({ app: () => t.app, owner: () => owner, other: () => other }),

  ...teacherAreaOwnershipCases({ app: () => t.app, owner: () => owner, other: () => other }),
  ...contractOwnershipCases({ app: () => t.app, other: () => other }),
  ...documentOwnershipCases({ app: () => t.app }),
  ...classOwnershipCases({ app: () => t.app }),
  ...fixedOwnershipCases({ app: () => t.app }),
  ...leaveOwnershipCases({ app: () => t.app }),
  ...payOwnershipCases({ app: () => t.app }),
  ...notificationOwnershipCases({ app: () => t.app }),
  ...wireCallOwnershipCases({ app: () => t.app, owner: () => owner, other: () => other }),

  async signOut() {
    // Last: it ends the second teacher's sessions, and must leave the owner's alone.
    const res = await accountsClient(t.app).logout(as(other));
    expect(res.statusCode).toBe(200);
    const still = await t.app.inject({ url: '/t/tc/apply/status', headers: as(owner) });
    expect(still.statusCode).toBe(200);
    const gone = await t.app.inject({ url: '/t/tc/apply/status', headers: as(other) });
    expect(gone.statusCode).toBe(401);
  },
};

describe("a teacher's records", () => {
  it('have a second-teacher case for every teacher route', async () => {
    const teacherRoutes = (await documentedRoutes(t.app))
      .filter((route) => route.auth === 'teacher')
      .map((route) => route.operationId)
      .sort();
    expect(teacherRoutes.length).toBeGreaterThan(5);
    expect(Object.keys(OWNED_RECORD_CASES).sort()).toEqual(teacherRoutes);
  });

  for (const [operationId, run] of Object.entries(OWNED_RECORD_CASES)) {
    it(`are out of a second teacher's reach through ${operationId}`, run);
  }
});
