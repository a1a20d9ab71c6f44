/**
 * A call that takes a smart-class type and is sent none uses the first one the teacher may
 * open (spec section 3: smartClassType "defaults to the first smart-class type"; decision 073).
 */
import type { ClassTypeView, SlotUnit } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { beijing, dataOf, grantPermission } from '../../test/classes.js';
import { classWorld, NOW, WEEK } from '../../test/class-world.js';

const { clock, app, newTeacher } = classWorld();
const SATURDAY = beijing(2026, 12, 5, 9);

const intentionTypes = (list: SlotUnit[]) => [...new Set(list.map((u) => u.smartClassType))];

describe('a missing smartClassType', () => {
  it('is the first unfixed type the teacher may open, in catalogue order', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    // Without the Cambridge permissions the first one open to them is the workshop.
    const week = (query: object) =>
      teacher.get('/t/tc/book/unfixed/intention/units', { weekStartTime: WEEK, ...query });
    expect(intentionTypes(dataOf<SlotUnit[]>(await week({})))).toEqual(['WORKSHOP_30']);
    expect(intentionTypes(dataOf<SlotUnit[]>(await week({ smartClassType: '' })))).toEqual([
      'WORKSHOP_30',
    ]);
    const desc = await teacher.get('/t/tc/book/course/desc', {});
    expect(dataOf<ClassTypeView>(desc).smartClassType).toBe('WORKSHOP_30');

    await grantPermission(app(), teacher.userId, 'CAMBRIDGE_MAIN_UNFIXED_BOOK');
    expect(intentionTypes(dataOf<SlotUnit[]>(await week({})))).toEqual(['CAMBRIDGE_KET_100']);
    // A type the call names is kept.
    expect(
      intentionTypes(dataOf<SlotUnit[]>(await week({ smartClassType: 'WORKSHOP_30' }))),
    ).toEqual(['WORKSHOP_30']);
  });

  it('opens and cancels intentions of that type', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    await grantPermission(app(), teacher.userId, 'CAMBRIDGE_MAIN_UNFIXED_BOOK');
    dataOf(await teacher.post('/t/tc/book/unfixed/add', { startTimes: [SATURDAY] }));
    const opened = dataOf<SlotUnit[]>(
      await teacher.get('/t/tc/book/unfixed/intention/units', { weekStartTime: WEEK }),
    ).find((u) => u.startTime === SATURDAY);
    expect(opened).toMatchObject({ smartClassType: 'CAMBRIDGE_KET_100', status: 'INTENTION' });
    const cancelled = dataOf<{ cancelled: number[] }>(
      await teacher.post('/t/tc/book/unfixed/cancel', { startTimes: [SATURDAY] }),
    );
    expect(cancelled.cancelled).toEqual([SATURDAY]);
  });
});
