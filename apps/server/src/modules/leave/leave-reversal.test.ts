import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW, PEAK } from '../../test/class-world.js';
import { HOUR } from '../../test/demo-scheduling.js';
import { payWorld } from '../../test/pay-world.js';
import { reverseCosts } from './leave-reversal.js';
import type { LeaveClassRow } from './leave-records.repository.js';

const w = payWorld();

/** The class of a no-show the clock recorded (its fine charged). */
async function noShowClass(start: number): Promise<LeaveClassRow> {
  w.clock.set(NOW);
  const teacher = await w.booked(start, ['stu-v1']);
  await w.runClass(teacher, teacher.slotId, start, null);
  const found = await w
    .app()
    .services.uow.run((tx) => tx.leave.records.ofSlot(teacher.slotId, 'NO_SHOW'));
  if (!found) throw new Error(`no no-show of class ${teacher.slotId}`);
  return found.cls;
}

const reverse = (cls: LeaveClassRow, event: string, credits: boolean) =>
  w.app().services.uow.run((tx) => reverseCosts(tx, [cls], event, w.clock.now(), { credits }));

const ledgerOf = async (cls: LeaveClassRow) => ({
  deductions: await w.rows<{ amount: number; kind: string; key: string }>(
    sql`select amount_cents as amount, kind, source_key as key from pay_deductions
      where leave_class_id = ${cls.id} order by id`,
  ),
  credits: await w.rows<{ amount: number; reason: string; key: string }>(
    sql`select amount, reason, source_key as key from cancellation_credit_ledger
      where user_id = ${cls.teacherId} and reason = 'REFUND' order by id`,
  ),
});

describe("reversing a record's costs", () => {
  it('gives the fine still deducted back once, and a spent credit only when asked', async () => {
    const cls = await noShowClass(PEAK + 144 * HOUR);
    const spent = { ...cls, creditUsed: true };
    await reverse(spent, 'test:1', false);
    await reverse(spent, 'test:2', true);
    await reverse({ ...cls, creditUsed: false }, 'test:3', true);
    expect(await ledgerOf(cls)).toEqual({
      deductions: [
        { amount: 1000, kind: 'FINE', key: expect.any(String) },
        { amount: -1000, kind: 'FINE_REVERSED', key: `fine-reversed:${cls.id}:test:1` },
      ],
      credits: [{ amount: 1, reason: 'REFUND', key: `credit-refund:${cls.id}:test:2` }],
    });
  });
});
