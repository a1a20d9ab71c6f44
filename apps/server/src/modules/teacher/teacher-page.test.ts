import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { asTeacher } from '../../test/accounts-client.js';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { staffSession, teacherSession } from '../../test/sessions-for-tests.js';
import { activatedTeacher, signedContract } from '../../test/teachers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/* One teacher's page in the console (decision 063): the account, contracts, notes, activity. */

let t: TestApp;
const staff: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['OPERATIONS', 'FINANCE', 'ADMIN', 'RECRUITER', 'INTERVIEWER'] as const)
    staff[role] = await staffSession(t.app, [role]);
});
afterAll(() => t?.close());

const asStaff = (role: string) => ({ 'x-auth-token': staff[role] ?? '' });
const staffGet = (role: string, url: string) => t.app.inject({ url, headers: asStaff(role) });
const staffPost = (role: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asStaff(role), payload });
const notesOf = (userId: number) =>
  queryRows<{ body: string }>(
    t.app.database.db,
    sql`select body from teacher_notes where user_id = ${userId} order by id`,
  );
const auditOf = (userId: number) =>
  queryRows<{ action: string; detail: Record<string, number> }>(
    t.app.database.db,
    sql`select action, detail from staff_actions where user_id = ${userId} order by id`,
  );

describe("a teacher's page", () => {
  it('shows the account, its standing and every contract with its term', async () => {
    const teacher = await activatedTeacher(t.app, {
      resume: { firstName: 'Olga', lastName: 'Brandt' },
      contract: { effectiveOn: '2020-01-01', expiresOn: '2020-12-31' },
      timeZone: 'Europe/Berlin',
    });
    await signedContract(t.app, teacher.userId, {
      effectiveOn: '2025-01-01',
      expiresOn: '2099-01-01',
    });
    await signedContract(t.app, teacher.userId, {
      effectiveOn: '2099-01-02',
      expiresOn: '2100-01-01',
    });
    expectOk(
      await staffPost('OPERATIONS', `/ops/teachers/${teacher.userId}/suspend`, {
        reason: 'Three no-shows',
      }),
    );
    for (const role of ['OPERATIONS', 'FINANCE', 'ADMIN']) {
      const res = await staffGet(role, `/ops/teachers/${teacher.userId}`);
      expectOk(res);
      expect(res.json().data).toMatchObject({
        userId: teacher.userId,
        name: 'Olga Brandt',
        accountStatus: 'DISABLED',
        // The contract that ends last runs to 2100: suspended, not expired (issue 36).
        standing: 'SUSPENDED',
        statusReason: 'Three no-shows',
        timeZone: 'Europe/Berlin',
        contract: { effectiveOn: '2099/01/02', expiresOn: '2100/01/01' },
      });
      expect(
        res
          .json()
          .data.contracts.map((c: { version: number; term: string; status: string }) => [
            c.version,
            c.status,
            c.term,
          ]),
      ).toEqual([
        [3, 'SIGNED', 'NOT_STARTED'],
        [2, 'SIGNED', 'RUNNING'],
        [1, 'SIGNED', 'ENDED'],
      ]);
    }
  });

  it('is refused to recruiters, interviewers and teachers, and unknown to anyone else', async () => {
    const teacher = await activatedTeacher(t.app);
    const other = await activatedTeacher(t.app);
    for (const path of ['', '/notes', '/activity']) {
      const url = `/ops/teachers/${teacher.userId}${path}`;
      for (const role of ['RECRUITER', 'INTERVIEWER'])
        expectRefused(await staffGet(role, url), 'FORBIDDEN');
      // Another teacher's session is no staff session: the console's calls refuse it.
      const asOther = await t.app.inject({ url, headers: asTeacher(other.token) });
      expect(asOther.statusCode).toBe(401);
      expect(asOther.body).not.toContain(teacher.email);
    }
    const applicant = await teacherSession(t.app);
    for (const userId of [applicant.userId, 987654321])
      expectRefused(await staffGet('OPERATIONS', `/ops/teachers/${userId}`), 'NOT_FOUND');
  });
});

describe('staff notes', () => {
  it('are added by OPERATIONS and FINANCE, newest first, each in the audit trail', async () => {
    const teacher = await activatedTeacher(t.app);
    const url = `/ops/teachers/${teacher.userId}/notes`;
    const first = await staffPost('OPERATIONS', url, {
      body: '  Prefers evening classes.\nAsked about a second contract.  ',
    });
    expectOk(first);
    expect(first.json().data).toEqual({
      id: expect.any(Number),
      body: 'Prefers evening classes.\nAsked about a second contract.',
      staffName: 'Test Staff',
      createdAt: expect.any(Number),
    });
    expectOk(await staffPost('FINANCE', url, { body: 'PayPal address confirmed by mail.' }));
    const listed = await staffGet('ADMIN', url);
    expectOk(listed);
    expect(listed.json().data.notes.map((n: { body: string }) => n.body)).toEqual([
      'PayPal address confirmed by mail.',
      'Prefers evening classes.\nAsked about a second contract.',
    ]);
    expect(await auditOf(teacher.userId)).toEqual([
      { action: 'addTeacherNote', detail: { noteId: first.json().data.id } },
      { action: 'addTeacherNote', detail: { noteId: expect.any(Number) } },
    ]);
  });

  it('ask for a text, refuse other roles, and write nothing then', async () => {
    const teacher = await activatedTeacher(t.app);
    const url = `/ops/teachers/${teacher.userId}/notes`;
    expectRefused(await staffPost('OPERATIONS', url, { body: '  ' }), 'BIZ_PARAM_INVALID');
    expectRefused(
      await staffPost('OPERATIONS', url, { body: 'x'.repeat(2001) }),
      'BIZ_PARAM_INVALID',
    );
    for (const role of ['RECRUITER', 'INTERVIEWER'])
      expectRefused(await staffPost(role, url, { body: 'Hello' }), 'FORBIDDEN');
    const asTeacherItself = await t.app.inject({
      method: 'POST',
      url,
      headers: asTeacher(teacher.token),
      payload: { body: 'Hello' },
    });
    expect(asTeacherItself.statusCode).toBe(401);
    expectRefused(
      await staffPost('OPERATIONS', '/ops/teachers/987654321/notes', { body: 'Hello' }),
      'NOT_FOUND',
    );
    expect(await notesOf(teacher.userId)).toEqual([]);
    expect(await auditOf(teacher.userId)).toEqual([]);
  });

  it('are never changed or deleted: the database refuses it', async () => {
    const teacher = await activatedTeacher(t.app);
    expectOk(
      await staffPost('OPERATIONS', `/ops/teachers/${teacher.userId}/notes`, { body: 'Kept' }),
    );
    const db = t.app.database.db;
    await expect(
      db.execute(sql`update teacher_notes set body = 'Changed' where user_id = ${teacher.userId}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from teacher_notes where user_id = ${teacher.userId}`),
    ).rejects.toThrow();
    expect(await notesOf(teacher.userId)).toEqual([{ body: 'Kept' }]);
  });
});

describe("the teacher's activity", () => {
  it("lists the audit trail's staff actions about the teacher, newest first, with reasons", async () => {
    const teacher = await activatedTeacher(t.app);
    const base = `/ops/teachers/${teacher.userId}`;
    expectOk(await staffPost('OPERATIONS', `${base}/suspend`, { reason: 'Missed classes' }));
    expectOk(await staffPost('OPERATIONS', `${base}/notes`, { body: 'Called her.' }));
    expectOk(await staffPost('OPERATIONS', `${base}/restore`, { reason: 'Talked it over' }));
    const res = await staffGet('FINANCE', `${base}/activity`);
    expectOk(res);
    expect(res.json().data.entries).toEqual([
      expect.objectContaining({ action: 'restoreTeacher', reason: 'Talked it over' }),
      expect.objectContaining({ action: 'addTeacherNote', reason: '' }),
      expect.objectContaining({
        action: 'suspendTeacher',
        reason: 'Missed classes',
        staffName: 'Test Staff',
        at: expect.any(Number),
      }),
    ]);
    // Another teacher's trail is not mixed in.
    const other = await activatedTeacher(t.app);
    const none = await staffGet('OPERATIONS', `/ops/teachers/${other.userId}/activity`);
    expect(none.json().data.entries).toEqual([]);
  });
});
