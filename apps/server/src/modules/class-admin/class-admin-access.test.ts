import { PRODUCT_OPERATOR_ROLE, SERVICE_KEY_HEADER } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query.js';
import { hashServiceKey } from '../classes/service-keys.js';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { serviceKey } from '../../test/classes.js';
import { activatedTeacher } from '../../test/teachers.js';
import { consoleWorld, type ConsoleRole } from '../../test/console-world.js';

const { app, get, send, audit, expectOperationsOnly } = consoleWorld();
const NOT_OPERATIONS: ConsoleRole[] = ['RECRUITER', 'FINANCE', 'INTERVIEWER'];

describe("a teacher's class-type permissions", () => {
  it('are granted and revoked as a list, each change audited on the teacher', async () => {
    const teacher = await activatedTeacher(app());
    const url = `/ops/teachers/${teacher.userId}/class-permissions`;
    expect((await get('OPERATIONS', url)).json().data).toEqual({
      userId: teacher.userId,
      permissions: [],
    });

    const both = await send('OPERATIONS', 'PUT', url, {
      permissions: [
        'CAMBRIDGE_MAIN_UNFIXED_BOOK',
        'CAMBRIDGE_DEMO_UNFIXED_BOOK',
        'CAMBRIDGE_DEMO_UNFIXED_BOOK',
      ],
    });
    expectOk(both);
    expect(both.json().data.permissions).toEqual([
      {
        permission: 'CAMBRIDGE_DEMO_UNFIXED_BOOK',
        grantedAt: expect.any(Number),
        grantedBy: 'Test Staff',
      },
      {
        permission: 'CAMBRIDGE_MAIN_UNFIXED_BOOK',
        grantedAt: expect.any(Number),
        grantedBy: 'Test Staff',
      },
    ]);
    const one = await send('OPERATIONS', 'PUT', url, {
      permissions: ['CAMBRIDGE_MAIN_UNFIXED_BOOK'],
    });
    expect(one.json().data.permissions.map((p: { permission: string }) => p.permission)).toEqual([
      'CAMBRIDGE_MAIN_UNFIXED_BOOK',
    ]);
    // The same list again changes nothing and audits nothing.
    expectOk(
      await send('OPERATIONS', 'PUT', url, { permissions: ['CAMBRIDGE_MAIN_UNFIXED_BOOK'] }),
    );
    const trail = await queryRows<{ action: string; detail: Record<string, string> }>(
      app().database.db,
      sql`select action, detail from staff_actions where user_id = ${teacher.userId} order by id`,
    );
    expect(trail).toEqual([
      { action: 'grantClassPermission', detail: { permission: 'CAMBRIDGE_MAIN_UNFIXED_BOOK' } },
      { action: 'grantClassPermission', detail: { permission: 'CAMBRIDGE_DEMO_UNFIXED_BOOK' } },
      { action: 'revokeClassPermission', detail: { permission: 'CAMBRIDGE_DEMO_UNFIXED_BOOK' } },
    ]);
  });

  it('refuse unknown permissions, non-teachers and other roles', async () => {
    const teacher = await activatedTeacher(app());
    const url = `/ops/teachers/${teacher.userId}/class-permissions`;
    expectRefused(
      await send('OPERATIONS', 'PUT', url, { permissions: ['ADMIN'] }),
      'BIZ_PARAM_INVALID',
    );
    expectRefused(await get('OPERATIONS', '/ops/teachers/999999/class-permissions'), 'NOT_FOUND');
    expectRefused(
      await send('OPERATIONS', 'PUT', '/ops/teachers/999999/class-permissions', {
        permissions: [],
      }),
      'NOT_FOUND',
    );
    await expectOperationsOnly((role) => get(role, url));
    await expectOperationsOnly((role) => send(role, 'PUT', url, { permissions: [] }));
  });
});

describe('service keys', () => {
  it('are made by ADMIN, shown once, stored as a hash, listed and revoked, audited', async () => {
    const created = await send('ADMIN', 'POST', '/ops/integration-keys', {
      name: 'Student app',
      scope: 'READ_OPERATE',
    });
    expectOk(created);
    expect(created.headers['cache-control']).toBe('no-store');
    const made = created.json().data;
    expect(made).toEqual({
      id: expect.any(Number),
      key: expect.stringMatching(/^sk_/),
      name: 'Student app',
      role: 'STUDENT_OPERATOR',
      scope: 'READ_OPERATE',
      prefix: made.key.slice(0, 10),
      createdBy: 'Test Staff',
      createdAt: expect.any(Number),
      revokedAt: null,
      lastUsedAt: null,
    });
    const [stored] = await queryRows<Record<string, unknown>>(
      app().database.db,
      sql`select * from integration_keys where id = ${made.id}`,
    );
    expect(stored?.key_hash).toBe(hashServiceKey(made.key));
    expect(JSON.stringify(stored)).not.toContain(made.key);

    const list = await get('ADMIN', '/ops/integration-keys');
    expectOk(list);
    expect(list.body).not.toContain(made.key);
    const { key: _key, ...shown } = made;
    expect(list.json().data).toEqual([shown]);

    const revoked = await send('ADMIN', 'POST', `/ops/integration-keys/${made.id}/revoke`);
    expectOk(revoked);
    expect(revoked.json().data.revokedAt).toEqual(expect.any(Number));
    expectRefused(
      await send('ADMIN', 'POST', `/ops/integration-keys/${made.id}/revoke`),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expectRefused(await send('ADMIN', 'POST', '/ops/integration-keys/999999/revoke'), 'NOT_FOUND');

    const trail = await audit('createIntegrationKey');
    expect(trail).toEqual([
      {
        userId: null,
        detail: { keyId: made.id, name: 'Student app', scope: 'READ_OPERATE', prefix: made.prefix },
      },
    ]);
    expect(JSON.stringify(trail)).not.toContain(made.key);
    expect(await audit('revokeIntegrationKey')).toEqual([
      { userId: null, detail: { keyId: made.id, name: 'Student app', prefix: made.prefix } },
    ]);
  });

  it('check the request and are refused to everybody but ADMIN', async () => {
    for (const body of [
      { name: '', scope: 'READ_OPERATE' },
      { name: 'x', scope: 'ALL' },
      { name: 'x' },
    ])
      expectRefused(
        await send('ADMIN', 'POST', '/ops/integration-keys', body),
        'BIZ_PARAM_INVALID',
      );
    for (const role of ['OPERATIONS', ...NOT_OPERATIONS] as ConsoleRole[]) {
      expectRefused(await get(role, '/ops/integration-keys'), 'FORBIDDEN');
      expectRefused(
        await send(role, 'POST', '/ops/integration-keys', { name: 'x', scope: 'READ_OPERATE' }),
        'FORBIDDEN',
      );
      expectRefused(await send(role, 'POST', '/ops/integration-keys/1/revoke'), 'FORBIDDEN');
    }
    expectRefused(await get('NOBODY', '/ops/integration-keys'), 'TOKEN_NULL');
  });

  it("list a key of the product's own operators (PORTAL_OPERATOR); the student side refuses it", async () => {
    const key = await serviceKey(app(), 'READ_WRITE_OPERATE', PRODUCT_OPERATOR_ROLE);
    const list = await get('ADMIN', '/ops/integration-keys');
    expectOk(list);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ role: 'PORTAL_OPERATOR', prefix: key.slice(0, 10) }),
    );
    const res = await app().inject({
      url: '/ops/integration/units',
      query: { startTime: '1', endTime: '2' },
      headers: { [SERVICE_KEY_HEADER]: key },
    });
    expectRefused(res, 'FORBIDDEN');
  });
});
