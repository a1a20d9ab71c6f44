import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { applicantAt, expectRefused } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { activatedTeacher } from '../../test/teachers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * The console lists as CSV (decision 069): exactly the list's filter, every row, formulas
 * defused, each export in the audit trail, and only for the roles that may.
 */

let t: TestApp;
const staff: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['RECRUITER', 'INTERVIEWER', 'OPERATIONS', 'FINANCE', 'ADMIN'] as const)
    staff[role] = await staffSession(t.app, [role]);
});
afterAll(() => t?.close());

const get = (role: string, url: string) =>
  t.app.inject({ url, headers: { 'x-auth-token': staff[role] ?? '' } });
const exportsOf = (action: string) =>
  queryRows<{ detail: { filter: string } }>(
    t.app.database.db,
    sql`select detail from staff_actions where action = ${action} order by id`,
  );

async function namedApplicant(firstName: string, lastName: string, status = 'Apply') {
  const { userId } = await applicantAt(t.app, 'BASE_INFO', status);
  await t.app.database.db.execute(
    sql`insert into resumes (user_id, commit_step, first_name, last_name, submitted_at)
        values (${userId}, 3, ${firstName}, ${lastName}, '2026-11-02T04:00:00Z')`,
  );
  return userId;
}

describe('the applicant list as CSV', () => {
  it('writes every applicant of the filter, a formula defused, and audits the export', async () => {
    await namedApplicant('=HYPERLINK("http://evil.example","x")', 'Exportz');
    await namedApplicant('Ada', 'Exportz, Jr.');
    await namedApplicant('Bob', 'Exportz', 'Reject');
    await namedApplicant('Carl', 'Elsewhere');

    const res = await get(
      'RECRUITER',
      '/ops/exports/applicants?search=exportz&status=Apply&pageSize=50&pageIndex=1',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain('applicants.csv');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Name,Email,Step,Status,Owner,Registered,Submitted');
    expect(lines).toHaveLength(4); // header, two rows, the last CRLF
    expect(lines[1]).toMatch(
      /^"Ada Exportz, Jr\.",[^,]+@[^,]+,Basic info,"Resume submitted, to review",,\d{4}\/\d\d\/\d\d,2026\/11\/02$/,
    );
    // The formula starts with a quote: a spreadsheet reads it as text.
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\) Exportz",/);
    expect(lines[3]).toBe('');

    const [audit] = (await exportsOf('exportApplicants')).slice(-1);
    expect(JSON.parse(audit?.detail.filter ?? '{}')).toEqual({
      search: 'exportz',
      status: 'Apply',
    });
  });

  it('is refused to every role but recruiters and admins', async () => {
    expect((await get('ADMIN', '/ops/exports/applicants?search=exportz')).statusCode).toBe(200);
    for (const role of ['INTERVIEWER', 'OPERATIONS', 'FINANCE'])
      expectRefused(await get(role, '/ops/exports/applicants'), 'FORBIDDEN');
    expect((await t.app.inject({ url: '/ops/exports/applicants' })).statusCode).toBe(401);
  });
});

describe("the teachers' list as CSV", () => {
  it('writes the teachers of the filter and audits it; refused to other roles', async () => {
    await activatedTeacher(t.app, {
      resume: { firstName: '+SUM(A1)', lastName: 'Csvteacher' },
      contract: { effectiveOn: '2026-01-01', expiresOn: '2099-12-31' },
    });
    await activatedTeacher(t.app, { resume: { firstName: 'Other', lastName: 'Person' } });
    const res = await get('OPERATIONS', '/ops/exports/teachers?search=csvteacher');
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Standing,Grade,Contract from,Contract to,Activated,Bank details',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^'\+SUM\(A1\) Csvteacher,[^,]+,Active,[^,]*,2026\/01\/01,2099\/12\/31,\d{4}\/\d\d\/\d\d,No$/,
    );
    expect((await exportsOf('exportTeachers')).map((row) => JSON.parse(row.detail.filter))).toEqual(
      [{ search: 'csvteacher' }],
    );
    expect((await get('ADMIN', '/ops/exports/teachers')).statusCode).toBe(200);
    for (const role of ['RECRUITER', 'INTERVIEWER', 'FINANCE'])
      expectRefused(await get(role, '/ops/exports/teachers'), 'FORBIDDEN');
  });
});
