import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { applicantAt, expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * An applicant's owner and the "Waiting on me" queue, notes and timeline (decision 069): who
 * may do what, the audit rows, and that a queue is its member's.
 */

let t: TestApp;
const staff: Record<string, string> = {};
const ids: Record<string, number> = {};
const ROLES = ['RECRUITER', 'INTERVIEWER', 'OPERATIONS', 'FINANCE', 'ADMIN'] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [...ROLES, 'RECRUITER_B'] as const) {
    staff[role] = await staffSession(t.app, [role === 'RECRUITER_B' ? 'RECRUITER' : role]);
    const me = await t.app.inject({ url: '/ops/auth/me', headers: asStaff(role) });
    ids[role] = (me.json().data as { id: number }).id;
  }
});
afterAll(() => t?.close());

function asStaff(role: string) {
  return { 'x-auth-token': staff[role] ?? '' };
}
const get = (role: string, url: string) => t.app.inject({ url, headers: asStaff(role) });
const send = (role: string, method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: asStaff(role), payload });
const assign = (role: string, userId: number, ownerId: number | null) =>
  send(role, 'PUT', `/ops/applicants/${userId}/owner`, { ownerId });
const auditOf = (userId: number) =>
  queryRows<{ action: string; staff_id: number; detail: Record<string, number> }>(
    t.app.database.db,
    sql`select action, staff_id::int as staff_id, detail from staff_actions where user_id = ${userId} order by id`,
  );

describe("an applicant's owner", () => {
  it('offers the active members who may own applicants, to those who may assign', async () => {
    for (const role of ['RECRUITER', 'ADMIN']) {
      const res = await get(role, '/ops/applicant-owners');
      expectOk(res);
      const owners = (res.json().data as { owners: { id: number }[] }).owners.map((o) => o.id);
      expect(owners).toEqual(expect.arrayContaining([ids.RECRUITER, ids.RECRUITER_B, ids.ADMIN]));
      expect(owners).not.toContain(ids.INTERVIEWER);
      expect(owners).not.toContain(ids.OPERATIONS);
    }
    for (const role of ['INTERVIEWER', 'OPERATIONS', 'FINANCE'])
      expectRefused(await get(role, '/ops/applicant-owners'), 'FORBIDDEN');
    expect((await t.app.inject({ url: '/ops/applicant-owners' })).statusCode).toBe(401);
  });

  it('is assigned by a recruiter to themselves or another owner, each in the audit trail', async () => {
    const { userId } = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    const mine = await assign('RECRUITER', userId, ids.RECRUITER ?? 0);
    expectOk(mine);
    expect(mine.json().data).toMatchObject({
      userId,
      ownerId: ids.RECRUITER,
      ownerName: 'Test Staff',
    });
    expectOk(await assign('RECRUITER', userId, ids.RECRUITER_B ?? 0));
    const page = await get('INTERVIEWER', `/ops/applicants/${userId}`);
    expect(page.json().data.applicant).toMatchObject({ ownerId: ids.RECRUITER_B });
    expectOk(await assign('ADMIN', userId, null));
    expect(await auditOf(userId)).toEqual([
      {
        action: 'assignApplicantOwner',
        staff_id: ids.RECRUITER,
        detail: { ownerId: ids.RECRUITER, previousOwnerId: 0 },
      },
      {
        action: 'assignApplicantOwner',
        staff_id: ids.RECRUITER,
        detail: { ownerId: ids.RECRUITER_B, previousOwnerId: ids.RECRUITER },
      },
      {
        action: 'assignApplicantOwner',
        staff_id: ids.ADMIN,
        detail: { ownerId: 0, previousOwnerId: ids.RECRUITER_B },
      },
    ]);
  });

  it('refuses a member who may not own, other roles, and an unknown applicant, writing nothing', async () => {
    const { userId } = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    expectRefused(await assign('RECRUITER', userId, ids.INTERVIEWER ?? 0), 'BIZ_PARAM_INVALID');
    expectRefused(await assign('RECRUITER', userId, 99_999_999), 'BIZ_PARAM_INVALID');
    for (const role of ['INTERVIEWER', 'OPERATIONS', 'FINANCE'])
      expectRefused(await assign(role, userId, ids[role] ?? 0), 'FORBIDDEN');
    expectRefused(await assign('RECRUITER', 99_999_999, ids.RECRUITER ?? 0), 'NOT_FOUND');
    expect(await auditOf(userId)).toEqual([]);
  });
});

describe('the "Waiting on me" queue', () => {
  it("lists a member's own applicants whose status is staff's turn, and no one else's", async () => {
    const waiting = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    const documents = await applicantAt(t.app, 'CONTRACT', 'PENDING_REVIEW');
    const theirTurn = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
    const colleagues = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    for (const applicant of [waiting, documents, theirTurn])
      expectOk(await assign('RECRUITER', applicant.userId, ids.RECRUITER ?? 0));
    expectOk(await assign('RECRUITER', colleagues.userId, ids.RECRUITER_B ?? 0));

    const queueOf = async (role: string) => {
      const res = await get(role, '/ops/applicants?queue=waitingOnMe');
      expectOk(res);
      const data = res.json().data as { total: number; records: { userId: number }[] };
      return { total: data.total, ids: data.records.map((row) => row.userId) };
    };
    expect(await queueOf('RECRUITER')).toEqual({
      total: 2,
      ids: [documents.userId, waiting.userId],
    });
    // The same address for another member: their own queue, not a kept answer of the first's.
    expect(await queueOf('RECRUITER_B')).toEqual({ total: 1, ids: [colleagues.userId] });
    expect(await queueOf('INTERVIEWER')).toEqual({ total: 0, ids: [] });

    // Taken over by the colleague: it leaves the first queue at once.
    expectOk(await assign('RECRUITER_B', waiting.userId, ids.RECRUITER_B ?? 0));
    expect((await queueOf('RECRUITER')).ids).toEqual([documents.userId]);
    expectRefused(await get('OPERATIONS', '/ops/applicants?queue=waitingOnMe'), 'FORBIDDEN');
    expectRefused(await get('RECRUITER', '/ops/applicants?queue=everyone'), 'BIZ_PARAM_INVALID');
  });
});

describe("an applicant's notes and timeline", () => {
  it('keeps notes of recruiters and interviewers, audited, shown with the moves newest first', async () => {
    const { userId } = await applicantAt(t.app, 'BASE_INFO', 'Apply');
    await t.app.database.db.execute(
      sql`insert into application_events (user_id, from_stage, from_status, to_stage, to_status, created_at)
          values (${userId}, 'BASE_INFO', 'Init', 'BASE_INFO', 'Apply', now() - interval '1 hour')`,
    );
    expectOk(await assign('RECRUITER', userId, ids.RECRUITER ?? 0));
    const note = await send('INTERVIEWER', 'POST', `/ops/applicants/${userId}/notes`, {
      body: 'Prefers evening interviews',
    });
    expectOk(note);
    for (const role of ['OPERATIONS', 'FINANCE'])
      expectRefused(
        await send(role, 'POST', `/ops/applicants/${userId}/notes`, { body: 'x' }),
        'FORBIDDEN',
      );
    expectRefused(
      await send('RECRUITER', 'POST', `/ops/applicants/${userId}/notes`, { body: '' }),
      'BIZ_PARAM_INVALID',
    );

    const notes = await get('RECRUITER', `/ops/applicants/${userId}/notes`);
    expect(notes.json().data.notes).toMatchObject([{ body: 'Prefers evening interviews' }]);
    expect((await auditOf(userId)).map((row) => row.action)).toEqual([
      'assignApplicantOwner',
      'addApplicantNote',
    ]);

    const timeline = await get('INTERVIEWER', `/ops/applicants/${userId}/timeline`);
    expectOk(timeline);
    expect(timeline.json().data.entries).toMatchObject([
      { kind: 'action', action: 'addApplicantNote' },
      { kind: 'action', action: 'assignApplicantOwner' },
      { kind: 'move', staffName: null, fromStatus: 'Init', toStatus: 'Apply' },
    ]);
    for (const role of ['OPERATIONS', 'FINANCE']) {
      expectRefused(await get(role, `/ops/applicants/${userId}/notes`), 'FORBIDDEN');
      expectRefused(await get(role, `/ops/applicants/${userId}/timeline`), 'FORBIDDEN');
    }
    expectRefused(await get('RECRUITER', '/ops/applicants/99999999/timeline'), 'NOT_FOUND');
  });
});
