import { describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { MINUTE } from '../../test/demo-scheduling.js';
import { LATE, leaveWorld } from '../../test/leave-world.js';
import { CLOCK } from '../../status-moves/lifecycle-writer.js';
import type { SlotRow } from './class-slots.repository.js';
import { handOverToStandby } from './standby-hand-over.js';

const w = leaveWorld();

const rowOf = async (slotId: number): Promise<SlotRow> => {
  const row = await w.app().services.uow.run((tx) => tx.classSlots.find(slotId));
  if (!row) throw new Error(`no class ${slotId}`);
  return row;
};
const handOver = (lost: SlotRow) =>
  w.app().services.uow.run((tx) => handOverToStandby(tx, lost, w.clock.now(), CLOCK));

/** A booked class at `start` and a standby of another teacher holding its time. */
async function classWithStandby(start: number) {
  const teacher = await w.booked(start);
  w.clock.set(LATE);
  const standby = await w.newTeacher();
  dataOf(await standby.post('/t/tc/book/standby', { startTime: start }));
  return { teacher, standby, standbySlot: await w.slotAt(standby.userId, start) };
}

describe('handing a class to a standby', () => {
  it("takes no standby of the class's own teacher, nor one ending before the class", async () => {
    const start = PEAK + 90 * MINUTE;
    const { teacher, standby, standbySlot } = await classWithStandby(start);
    const lost = await rowOf(teacher.slotId);
    const held = await w.status(standbySlot);
    expect(await handOver({ ...lost, teacherId: standby.userId })).toBeUndefined();
    expect(
      await handOver({ ...lost, endsAt: new Date(lost.endsAt.getTime() + MINUTE) }),
    ).toBeUndefined();
    expect(await w.status(teacher.slotId)).toBe('BOOKED');
    expect(await w.status(standbySlot)).toBe(held);
    expect(await handOver(lost)).toEqual({ classId: standbySlot, teacherId: standby.userId });
  });

  it('refuses a class that moved since it was read, and takes no standby for it', async () => {
    const start = PEAK + 60 * MINUTE;
    const { teacher, standbySlot } = await classWithStandby(start);
    const second = await w.newTeacher();
    dataOf(await second.post('/t/tc/book/standby', { startTime: start }));
    const secondSlot = await w.slotAt(second.userId, start);
    const lost = await rowOf(teacher.slotId);
    const held = await w.status(secondSlot);
    expect(await handOver(lost)).toEqual({ classId: standbySlot, teacherId: expect.any(Number) });
    await expect(handOver(lost)).rejects.toMatchObject({ code: 'BIZ_STATUS_TYPE_NOT_MATCHING' });
    expect(await w.status(secondSlot)).toBe(held);
  });
});
