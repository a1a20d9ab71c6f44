import { DEFAULT_WINDOWS, STAFF_TOKEN_HEADER } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { activatedTeacher } from '../../test/teachers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashServiceKey } from '../classes/service-keys.js';

let t: TestApp;
const staff: Record<string, string> = {};
const ROLES = ['OPERATIONS', 'FINANCE', 'ADMIN', 'RECRUITER', 'INTERVIEWER'] as const;
type Role = (typeof ROLES)[number] | 'NOBODY';
const NOT_OPERATIONS: Role[] = ['RECRUITER', 'FINANCE', 'INTERVIEWER'];

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) staff[role] = await staffSession(t.app, [role]);
});
afterAll(() => t?.close());

const headers = (role: Role) =>
  role === 'NOBODY' ? {} : { [STAFF_TOKEN_HEADER]: staff[role] ?? '' };
const get = (role: Role, url: string) => t.app.inject({ url, headers: headers(role) });
const send = (role: Role, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(role), ...(payload ? { payload } : {}) });
const audit = (action: string) =>
  queryRows<{ userId: number | null; detail: Record<string, string | number> }>(
    t.app.database.db,
    sql`select user_id::int as "userId", detail from staff_actions where action = ${action} order by id`,
  );
/** Every role but OPERATIONS and ADMIN is refused, and so is a caller without a session. */
async function expectOperationsOnly(
  call: (role: Role) => Promise<{ statusCode: number; json(): { code: string } }>,
) {
  for (const role of NOT_OPERATIONS) expectRefused((await call(role)) as never, 'FORBIDDEN');
  expectRefused((await call('NOBODY')) as never, 'TOKEN_NULL');
}

/** A class row of the teacher's (the teaching side's service makes them; here it is the premise). */
async function classAt(
  teacherId: number,
  startsAt: number,
  options: { status?: string; students?: number; finishType?: string } = {},
): Promise<number> {
  const db = t.app.database.db;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type,
        starts_at, ends_at, teaching_ends_at, status, capacity, student_count, peak, room_key)
      select ${teacherId}, id, 'MAIN', 'MAIN', to_timestamp(${startsAt / 1000}),
        to_timestamp(${startsAt / 1000 + 1800}), to_timestamp(${startsAt / 1000 + 1500}),
        ${options.status ?? 'FINISH'}, 4, ${options.students ?? 2}, true, md5(random()::text)
      from class_types where smart_class_type = 'MAIN'
      returning id::int as id`,
  );
  if (!row) throw new Error('no class');
  if (options.finishType)
    await db.execute(
      sql`insert into class_outcomes (slot_id, finish_type, recorded_by) values (${row.id}, ${options.finishType}, 'CLOCK')`,
    );
  return row.id;
}

const DAY = 86_400_000;
const BASE = Date.UTC(2031, 0, 6, 11); // a Monday, 19:00 in Beijing

describe('the class list', () => {
  it('lists classes of a date range with the teacher and the latest outcome, paged', async () => {
    const ann = await activatedTeacher(t.app, {
      resume: { firstName: 'Ann', lastName: 'Classlist' },
    });
    const bob = await activatedTeacher(t.app);
    const first = await classAt(ann.userId, BASE, { finishType: 'AS_SCHEDULED' });
    await t.app.database.db.execute(
      sql`insert into class_outcomes (slot_id, finish_type, recorded_by, reason) values (${first}, 'STUDENT_NO_SHOW', 'STAFF', 'x')`,
    );
    const second = await classAt(bob.userId, BASE + DAY, { status: 'BOOKED', students: 3 });
    await classAt(ann.userId, BASE + 2 * DAY, { status: 'CANCELLED' });
    await classAt(ann.userId, BASE + 40 * DAY);

    const range = `startTime=${BASE - DAY}&endTime=${BASE + 10 * DAY}`;
    for (const role of ['OPERATIONS', 'ADMIN'] as const) {
      const res = await get(role, `/ops/classes?${range}`);
      expectOk(res);
      expect(res.json().data).toEqual({
        total: 2,
        list: [
          {
            classId: first,
            teacherId: ann.userId,
            teacherName: 'Ann Classlist',
            teacherEmail: ann.email,
            startTime: BASE,
            endTime: BASE + 25 * 60_000,
            courseType: 'MAIN',
            smartClassType: 'MAIN',
            label: 'Main Course',
            status: 'FINISH',
            studentCount: 2,
            capacity: 4,
            peakTime: true,
            fromStandby: false,
            finishType: 'STUDENT_NO_SHOW',
          },
          expect.objectContaining({ classId: second, status: 'BOOKED', finishType: null }),
        ],
      });
    }
    const byTeacher = await get('OPERATIONS', `/ops/classes?${range}&teacherId=${bob.userId}`);
    expect(byTeacher.json().data.list.map((r: { classId: number }) => r.classId)).toEqual([second]);
    const byOutcome = await get('OPERATIONS', `/ops/classes?${range}&finishType=STUDENT_NO_SHOW`);
    expect(byOutcome.json().data.list.map((r: { classId: number }) => r.classId)).toEqual([first]);
    const paged = await get('OPERATIONS', `/ops/classes?${range}&pageSize=50&pageIndex=2`);
    expect(paged.json().data).toEqual({ total: 2, list: [] });
  });

  it('checks the range and the filters, and is refused to other roles', async () => {
    expectRefused(
      await get('OPERATIONS', `/ops/classes?startTime=${BASE}&endTime=${BASE}`),
      'BIZ_PARAM_INVALID',
    );
    expectRefused(
      await get('OPERATIONS', `/ops/classes?startTime=${BASE}&endTime=${BASE + 100 * DAY}`),
      'BIZ_PARAM_INVALID',
    );
    expectRefused(
      await get(
        'OPERATIONS',
        `/ops/classes?startTime=${BASE}&endTime=${BASE + DAY}&finishType=NOPE`,
      ),
      'BIZ_PARAM_INVALID',
    );
    expectRefused(
      await get('OPERATIONS', `/ops/classes?startTime=${BASE}&endTime=${BASE + DAY}&pageSize=7`),
      'BIZ_PARAM_INVALID',
    );
    await expectOperationsOnly((role) =>
      get(role, `/ops/classes?startTime=${BASE}&endTime=${BASE + DAY}`),
    );
  });
});

describe('the teaching windows', () => {
  it('start as the defaults and are replaced as a whole, audited', async () => {
    const before = await get('OPERATIONS', '/ops/schedule/windows');
    expectOk(before);
    expect(before.json().data.windows).toHaveLength(DEFAULT_WINDOWS.length);

    const windows = [
      { kind: 'TEACHING', isoDay: 1, startMinute: 1020, endMinute: 1260 },
      { kind: 'PEAK', isoDay: 1, startMinute: 1140, endMinute: 1260, validFrom: null, validTo: '' },
      {
        kind: 'SPECIAL',
        isoDay: 3,
        startMinute: 540,
        endMinute: 720,
        validFrom: '2031/07/01',
        validTo: '2031/08/31',
      },
    ];
    const res = await send('OPERATIONS', 'PUT', '/ops/schedule/windows', { windows });
    expectOk(res);
    expect(res.json().data.windows).toEqual([
      {
        id: expect.any(Number),
        kind: 'PEAK',
        isoDay: 1,
        startMinute: 1140,
        endMinute: 1260,
        validFrom: null,
        validTo: null,
      },
      expect.objectContaining({ kind: 'SPECIAL', validFrom: '2031/07/01', validTo: '2031/08/31' }),
      expect.objectContaining({ kind: 'TEACHING', isoDay: 1 }),
    ]);
    expect((await get('ADMIN', '/ops/schedule/windows')).json().data.windows).toHaveLength(3);
    expect(await audit('editTeachingWindows')).toEqual([
      { userId: null, detail: { teaching: 1, peak: 1, special: 1 } },
    ]);
    // Back to the defaults for the other tests.
    expectOk(await send('ADMIN', 'PUT', '/ops/schedule/windows', { windows: DEFAULT_WINDOWS }));
  });

  it('refuses windows off the half hour, backwards, out of the week, or holidays without dates', async () => {
    const bad = [
      { kind: 'TEACHING', isoDay: 1, startMinute: 1015, endMinute: 1260 },
      { kind: 'TEACHING', isoDay: 1, startMinute: 1260, endMinute: 1200 },
      { kind: 'TEACHING', isoDay: 8, startMinute: 600, endMinute: 660 },
      { kind: 'TEACHING', isoDay: 1, startMinute: 600, endMinute: 1470 },
      { kind: 'SPECIAL', isoDay: 2, startMinute: 600, endMinute: 660 },
      {
        kind: 'SPECIAL',
        isoDay: 2,
        startMinute: 600,
        endMinute: 660,
        validFrom: '2031/08/01',
        validTo: '2031/07/01',
      },
      { kind: 'PEAK', isoDay: 2, startMinute: 600, endMinute: 660, validFrom: '2031-08-01' },
      { kind: 'PEAK', isoDay: 2, startMinute: 600, endMinute: 660, validFrom: '2031/02/30' },
      { kind: 'LUNCH', isoDay: 2, startMinute: 600, endMinute: 660 },
    ];
    for (const window of bad) {
      const res = await send('OPERATIONS', 'PUT', '/ops/schedule/windows', { windows: [window] });
      expectRefused(res, 'BIZ_PARAM_INVALID');
    }
    const halfHour = await send('OPERATIONS', 'PUT', '/ops/schedule/windows', {
      windows: [bad[0]],
    });
    expect(JSON.stringify(halfHour.json())).toContain('half hour');
    expect((await get('OPERATIONS', '/ops/schedule/windows')).json().data.windows).toHaveLength(
      DEFAULT_WINDOWS.length,
    );
  });

  it('are refused to other roles', async () => {
    await expectOperationsOnly((role) => get(role, '/ops/schedule/windows'));
    await expectOperationsOnly((role) =>
      send(role, 'PUT', '/ops/schedule/windows', { windows: [] }),
    );
  });
});

describe('the class-type catalogue', () => {
  const entry = {
    smartClassType: 'CAMBRIDGE_PET_60',
    name: 'Cambridge PET (60 minutes)',
    brandCode: 'CAMBRIDGE',
    label: 'PET Class',
    time: 60,
    classType: 'UNFIXED',
    courseType: 'CAMBRIDGE_MAIN',
    permission: 'CAMBRIDGE_MAIN_UNFIXED_BOOK',
    capacity: 4,
    needsTopic: false,
    description: 'PET practice.',
    active: true,
  };

  it('lists the types with the themes, creates and edits them, audited', async () => {
    const list = await get('OPERATIONS', '/ops/class-types');
    expectOk(list);
    const { classTypes, themes } = list.json().data;
    expect(classTypes.map((c: { smartClassType: string }) => c.smartClassType)).toEqual([
      'MAIN',
      'MAIN_1_V_2',
      'CAMBRIDGE_KET_100',
      'CAMBRIDGE_KET_45',
      'CAMBRIDGE_DEMO_45',
      'WORKSHOP_30',
      'STANDBY',
    ]);
    expect(themes[0]).toEqual({
      courseType: 'WORKSHOP',
      topic: expect.any(String),
      lessons: expect.any(Array),
    });

    const created = await send('OPERATIONS', 'POST', '/ops/class-types', entry);
    expectOk(created);
    const id = created.json().data.id as number;
    expect(created.json().data).toEqual({ id, ...entry });
    expectRefused(await send('OPERATIONS', 'POST', '/ops/class-types', entry), 'BIZ_PARAM_INVALID');

    const edited = await send('OPERATIONS', 'PUT', `/ops/class-types/${id}`, {
      name: 'Cambridge PET',
      label: 'PET Class',
      time: 45,
      capacity: 2,
      permission: null,
      needsTopic: false,
      description: '',
      active: false,
      // Fixed after creation: ignored.
      smartClassType: 'OTHER',
      courseType: 'MAIN',
    });
    expectOk(edited);
    expect(edited.json().data).toEqual({
      ...entry,
      id,
      name: 'Cambridge PET',
      time: 45,
      capacity: 2,
      permission: null,
      description: '',
      active: false,
    });
    const last = (await get('OPERATIONS', '/ops/class-types')).json().data.classTypes.at(-1);
    expect(last.smartClassType).toBe('CAMBRIDGE_PET_60');
    expect(await audit('editClassType')).toEqual([
      {
        userId: null,
        detail: { classTypeId: id, smartClassType: 'CAMBRIDGE_PET_60', change: 'created' },
      },
      {
        userId: null,
        detail: {
          classTypeId: id,
          smartClassType: 'CAMBRIDGE_PET_60',
          change: 'edited',
          fields: 'name,time,capacity,permission,description,active',
        },
      },
    ]);
  });

  it('refuses bad entries, unknown ids and other roles', async () => {
    const bad = [
      { ...entry, smartClassType: 'lower' },
      { ...entry, smartClassType: 'X_NEW_1', time: 300 },
      { ...entry, smartClassType: 'X_NEW_2', capacity: 0 },
      { ...entry, smartClassType: 'X_NEW_3', name: ' ' },
      { ...entry, smartClassType: 'X_NEW_4', classType: 'GRID' },
      { ...entry, smartClassType: 'X_NEW_5', classType: 'STANDBY' },
      { ...entry, smartClassType: 'X_NEW_6', permission: 'EVERYTHING' },
    ];
    for (const body of bad)
      expectRefused(
        await send('OPERATIONS', 'POST', '/ops/class-types', body),
        'BIZ_PARAM_INVALID',
      );
    const {
      smartClassType: _code,
      brandCode: _brand,
      classType: _kind,
      courseType: _course,
      ...editable
    } = entry;
    expectRefused(
      await send('OPERATIONS', 'PUT', '/ops/class-types/999999', editable),
      'NOT_FOUND',
    );
    await expectOperationsOnly((role) => get(role, '/ops/class-types'));
    await expectOperationsOnly((role) =>
      send(role, 'POST', '/ops/class-types', { ...entry, smartClassType: 'X_NEW_7' }),
    );
    await expectOperationsOnly((role) => send(role, 'PUT', '/ops/class-types/1', editable));
  });
});

describe("a teacher's class-type permissions", () => {
  it('are granted and revoked as a list, each change audited on the teacher', async () => {
    const teacher = await activatedTeacher(t.app);
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
      t.app.database.db,
      sql`select action, detail from staff_actions where user_id = ${teacher.userId} order by id`,
    );
    expect(trail).toEqual([
      { action: 'grantClassPermission', detail: { permission: 'CAMBRIDGE_MAIN_UNFIXED_BOOK' } },
      { action: 'grantClassPermission', detail: { permission: 'CAMBRIDGE_DEMO_UNFIXED_BOOK' } },
      { action: 'revokeClassPermission', detail: { permission: 'CAMBRIDGE_DEMO_UNFIXED_BOOK' } },
    ]);
  });

  it('refuse unknown permissions, non-teachers and other roles', async () => {
    const teacher = await activatedTeacher(t.app);
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
      t.app.database.db,
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
    for (const role of ['OPERATIONS', ...NOT_OPERATIONS] as Role[]) {
      expectRefused(await get(role, '/ops/integration-keys'), 'FORBIDDEN');
      expectRefused(
        await send(role, 'POST', '/ops/integration-keys', { name: 'x', scope: 'READ_OPERATE' }),
        'FORBIDDEN',
      );
      expectRefused(await send(role, 'POST', '/ops/integration-keys/1/revoke'), 'FORBIDDEN');
    }
    expectRefused(await get('NOBODY', '/ops/integration-keys'), 'TOKEN_NULL');
  });
});
