import type { CancellationCost, ClassCost } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW, PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { HOUR } from '../../test/demo-scheduling.js';
import { leaveWorld } from '../../test/leave-world.js';
import type { SlotRow } from '../classes/class-slots.repository.js';
import { writeCancellation } from './cancellation-writer.js';

const w = leaveWorld();

/** A class's cost as `cancellationCost` answers it for a free unbooked time. */
const freeCost = (row: SlotRow, change: Partial<ClassCost> = {}): ClassCost => ({
  slotId: row.id,
  startTime: row.startsAt.getTime(),
  courseType: 'MAIN',
  tier: null,
  fineCents: 0,
  payLostCents: 0,
  carrotsLost: 0,
  counted: false,
  creditUsed: false,
  beyondAllowance: false,
  handOver: 'NONE',
  refusal: null,
  ...change,
});

/** The writer reads only the cost's classes (the totals are the preview's). */
const write = (teacherId: number, rows: SlotRow[], classes: ClassCost[]) =>
  w.app().services.uow.run((tx) =>
    writeCancellation(tx, {
      teacherId,
      type: 'REGULAR_CANCELLATION',
      reason: 'SICKNESS',
      by: 'TEACHER',
      periodIndex: 0,
      cost: { classes } as Pick<CancellationCost, 'classes'> as CancellationCost,
      rows,
      now: w.clock.now(),
    }),
  );

const rowOf = async (slotId: number): Promise<SlotRow> => {
  const row = await w.app().services.uow.run((tx) => tx.classSlots.find(slotId));
  if (!row) throw new Error(`no class ${slotId}`);
  return row;
};
const recordsOf = async (teacherId: number) =>
  (
    await w.rows<{ n: number }>(
      sql`select count(*)::int as n from leave_records where teacher_id = ${teacherId}`,
    )
  )[0]?.n;

describe('writing a confirmed cancellation', () => {
  it('refuses a cost for a class it was not given, or one the cost refused, and writes nothing', async () => {
    w.clock.set(NOW);
    const teacher = await w.teacherWithClass(PEAK);
    const row = await rowOf(await w.slotAt(teacher.userId, PEAK));
    for (const classes of [
      [freeCost(row, { slotId: row.id + 1000 })],
      [freeCost(row, { refusal: 'BIZ_TEACHER_COURSE_WITHIN_24_HOUR' })],
    ])
      await expect(write(teacher.userId, [row], classes)).rejects.toMatchObject({
        code: 'BIZ_STATUS_TYPE_NOT_MATCHING',
      });
    expect(await recordsOf(teacher.userId)).toBe(0);
    expect(await w.status(row.id)).toBe('OPEN');
  });

  it('refuses a time that moved since its cost was read', async () => {
    w.clock.set(NOW);
    const start = PEAK + 24 * HOUR;
    const teacher = await w.teacherWithClass(start);
    const stale = await rowOf(await w.slotAt(teacher.userId, start));
    dataOf(await teacher.post('/t/tc/book/cancel', { startTime: start }));
    await expect(write(teacher.userId, [stale], [freeCost(stale)])).rejects.toMatchObject({
      code: 'BIZ_STATUS_TYPE_NOT_MATCHING',
    });
    expect(await recordsOf(teacher.userId)).toBe(0);
  });

  it('refuses a booked class whose cost counted on a standby nobody holds now', async () => {
    w.clock.set(NOW);
    const start = PEAK + 48 * HOUR;
    const teacher = await w.booked(start, ['stu-w1']);
    const row = await rowOf(teacher.slotId);
    await expect(
      write(teacher.userId, [row], [freeCost(row, { tier: 'AHEAD', handOver: 'STANDBY' })]),
    ).rejects.toMatchObject({ code: 'BIZ_STATUS_TYPE_NOT_MATCHING' });
    expect(await w.status(row.id)).toBe('BOOKED');
    expect(await recordsOf(teacher.userId)).toBe(0);
  });
});

describe('a standby time given back through leave', () => {
  const held = async (start: number) =>
    (
      await w.rows<{ held: number }>(
        sql`select held from standby_times where starts_at = ${new Date(start)}`,
      )
    )[0]?.held;

  it('frees its standby seat; an open time at the same start leaves the seats alone', async () => {
    w.clock.set(NOW);
    const start = PEAK + 72 * HOUR;
    const other = await w.teacherWithClass(start);
    // Standby times are taken within 24 hours of their start.
    w.clock.set(start - 5 * HOUR);
    const standby = await w.newTeacher();
    dataOf(await standby.post('/t/tc/book/standby', { startTime: start }));
    expect(await held(start)).toBe(1);

    // The other teacher's open time at that start: the standby seat is not theirs.
    const opened = await w.slotAt(other.userId, start);
    const openRow = await rowOf(opened);
    await write(other.userId, [openRow], [freeCost(openRow)]);
    expect(await w.status(opened)).toBe('CANCELLED');
    expect(await held(start)).toBe(1);

    const standbySlot = await w.slotAt(standby.userId, start);
    const row = await rowOf(standbySlot);
    expect(row.status).toBe('STANDBY_BOOKED');
    await write(standby.userId, [row], [freeCost(row)]);
    expect(await w.status(standbySlot)).toBe('CANCELLED');
    expect(await held(start)).toBe(0);
  });
});
