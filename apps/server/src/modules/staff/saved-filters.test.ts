import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/* A member's saved filters (decision 069): theirs alone, by list, a name once. */

let t: TestApp;
let recruiter = '';
let colleague = '';
beforeAll(async () => {
  t = await createTestApp();
  recruiter = await staffSession(t.app, ['RECRUITER']);
  colleague = await staffSession(t.app, ['OPERATIONS']);
});
afterAll(() => t?.close());

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-auth-token': token },
    ...(payload ? { payload } : {}),
  });
const namesOf = async (token: string, list: string) =>
  (
    (await call(token, 'GET', `/ops/saved-filters?list=${list}`)).json().data.filters as {
      name: string;
      query: string;
    }[]
  ).map((f) => `${f.name}=${f.query}`);

describe('saved filters', () => {
  it("keeps a member's filters by list, replaces one of the same name, removes their own only", async () => {
    const saved = await call(recruiter, 'PUT', '/ops/saved-filters', {
      list: 'applicants',
      name: 'Documents to review',
      query: 'status=PENDING_REVIEW',
    });
    expectOk(saved);
    expectOk(
      await call(recruiter, 'PUT', '/ops/saved-filters', {
        list: 'applicants',
        name: 'Documents to review',
        query: 'status=PENDING_REVIEW&sort=oldest',
      }),
    );
    expectOk(
      await call(recruiter, 'PUT', '/ops/saved-filters', {
        list: 'teachers',
        name: 'Suspended',
        query: 'state=DISABLED',
      }),
    );
    expect(await namesOf(recruiter, 'applicants')).toEqual([
      'Documents to review=status=PENDING_REVIEW&sort=oldest',
    ]);
    expect(await namesOf(recruiter, 'teachers')).toEqual(['Suspended=state=DISABLED']);
    expect(await namesOf(colleague, 'applicants')).toEqual([]);

    const id = saved.json().data.id as number;
    expectRefused(await call(colleague, 'DELETE', `/ops/saved-filters/${id}`), 'NOT_FOUND');
    expectOk(await call(recruiter, 'DELETE', `/ops/saved-filters/${id}`));
    expect(await namesOf(recruiter, 'applicants')).toEqual([]);
  });

  it('refuses a blank name, an unknown list, a member past 20 filters, and no session', async () => {
    const save = (name: string, list = 'teachers') =>
      call(colleague, 'PUT', '/ops/saved-filters', { list, name, query: '' });
    expectRefused(await save(''), 'BIZ_PARAM_INVALID');
    expectRefused(await save('x', 'payslips'), 'BIZ_PARAM_INVALID');
    for (let i = 0; i < 20; i += 1) expectOk(await save(`Filter ${i}`));
    expectRefused(await save('One too many'), 'BIZ_PARAM_INVALID');
    expectOk(await save('Filter 3'));
    expect((await t.app.inject({ url: '/ops/saved-filters?list=teachers' })).statusCode).toBe(401);
  });
});
