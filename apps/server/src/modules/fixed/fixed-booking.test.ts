import type { FixedRequestView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { NOW } from '../../test/class-world.js';
import { beijing, dataOf } from '../../test/classes.js';
import { expectRefused } from '../../test/demo-scheduling.js';
import { fixedWorld } from '../../test/fixed-world.js';

const { clock, fixedTeacher, offered, requested, answer, weeks, open } = fixedWorld();

/** The period's three Tuesdays at 19:00 Beijing (fixed-world's PERIOD). */
const TUESDAYS = [beijing(2026, 12, 8, 19), beijing(2026, 12, 15, 19), beijing(2026, 12, 22, 19)];

describe("booking a period's weeks", () => {
  it('books a request that fills every seat of the class', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const pair = await offered(teacher, { courseType: 'MAIN_1_V_2' });
    const request = await requested(pair.periodId, ['s-1', 's-2']);
    expect(dataOf<FixedRequestView>(await answer(teacher, request.requestId)).status).toBe(
      'ACCEPTED',
    );
    expect(await weeks(pair.periodId)).toEqual(
      TUESDAYS.map((startsAt) => ({ startsAt, status: 'BOOKED', students: ['s-1', 's-2'] })),
    );
  });

  it('names only the last week when the last one collides', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    dataOf(await open(teacher, [TUESDAYS[2] as number]));
    const period = await offered(teacher);
    const request = await requested(period.periodId);
    const refused = await answer(teacher, request.requestId);
    expectRefused(refused, 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE');
    expect(Object.keys(refused.json().data.fields)).toEqual([String(TUESDAYS[2])]);
    expect(await weeks(period.periodId)).toEqual([]);
  });
});
