import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOWS, FIELD_MESSAGES } from '@portal/contracts';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { consoleWorld } from '../../test/console-world.js';

const { get, send, audit, expectOperationsOnly } = consoleWorld();

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

  it('refuses an entry of a course type no class is (UNKNOWN, ANSWER, COURSE; decision 073)', async () => {
    for (const courseType of ['UNKNOWN', 'ANSWER', 'COURSE']) {
      const res = await send('OPERATIONS', 'POST', '/ops/class-types', {
        ...entry,
        smartClassType: `${courseType}_60`,
        courseType,
      });
      expectRefused(res, 'BIZ_PARAM_INVALID');
      expect(res.json().data.fields).toEqual({ courseType: FIELD_MESSAGES.classTypeKind });
    }
  });

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
