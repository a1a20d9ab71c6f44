import { LEAVE_RECORD, noShowCost, type CourseType, type FinishType } from '@portal/contracts';
import type { Repositories } from '../../repositories.js';
import { CLOCK, type Mover } from '../../status-moves/lifecycle-writer.js';
import type { OutcomeEvent } from '../classes/class-lifecycle.service.js';
import type { SlotRow } from '../classes/class-slots.repository.js';
import { writeLeaveClass } from './leave-class-write.js';
import { chargeFine, reverseCosts } from './leave-reversal.js';
import { classPayCents, leaveState, periodOfClass } from './leave-state.js';

const NO_SHOW = 'TEACHER_NO_SHOW' satisfies FinishType;

/**
 * The NO_SHOW record follows the class's latest outcome (decision 041), in the unit of work
 * that writes the outcome: a class finishing as TEACHER_NO_SHOW gets its record with
 * `noShowCost`; a correction away from it reverses the record (its fine by a new row; pay and
 * carrots follow the outcome itself) and closes a waiting appeal as accepted; a correction
 * back reinstates a reversed record with its fine charged again. A record removed with a free
 * pass stays removed. Staff's correction is the last word.
 */
export async function followOutcome(
  tx: Repositories,
  row: SlotRow,
  finishType: FinishType,
  event: OutcomeEvent,
): Promise<void> {
  // Only a change to or from a no-show moves the record.
  if ((finishType === NO_SHOW) === (event.previous === NO_SHOW)) return;
  const existing = await tx.leave.records.ofSlot(row.id, 'NO_SHOW');
  const mover: Mover = event.staffId ? { by: 'staff', staffId: event.staffId } : CLOCK;
  const key = `outcome:${event.outcomeId}`;
  if (finishType === NO_SHOW) {
    if (!existing) await recordNoShow(tx, row, event, mover);
    else if (await tx.leave.records.move(existing.record.id, 'reinstateNoShow', mover, event.at))
      await chargeFine(tx, existing.cls, `fine:${existing.cls.id}:${key}`, event.at);
    return;
  }
  if (!existing) return;
  const { record, cls } = existing;
  const from = await tx.leave.records.move(record.id, 'reverseNoShow', mover, event.at);
  if (!from) return;
  await reverseCosts(tx, [cls], key, event.at, { credits: false });
  if (from === LEAVE_RECORD.APPEALED && event.staffId) {
    const appeal = (await tx.leave.appeals.ofRecords([record.id])).get(record.id);
    if (appeal)
      await tx.leave.appeals.decide(
        appeal.id,
        { move: 'accept', staffId: event.staffId, reason: event.reason ?? '' },
        event.at,
      );
  }
}

async function recordNoShow(
  tx: Repositories,
  row: SlotRow,
  event: OutcomeEvent,
  mover: Mover,
): Promise<void> {
  const at = event.at.getTime();
  const state = await leaveState(
    tx.leave,
    row.teacherId,
    at,
    await tx.leave.classes.teacher(row.teacherId),
  );
  // Counted in the period of the class's own day (decision 052).
  const start = row.startsAt.getTime();
  const period = periodOfClass(state, start);
  const { cost } = noShowCost(
    {
      slotId: row.id,
      startTime: start,
      courseType: row.courseType as CourseType,
      payCents: classPayCents(state, row),
      peakCarrots: row.peak ? row.peakCarrots : 0,
    },
    state.policy,
    // Only the cost is kept: the counts after (noShowCost's other answer) are not stored, so
    // the counts of an earlier period's class are not read.
    state.counts,
  );
  const leaveId = await tx.leave.records.insert('recordNoShow', mover, {
    teacherId: row.teacherId,
    kind: 'NO_SHOW',
    recordedBy: event.staffId ? 'STAFF' : 'CLOCK',
    staffId: event.staffId ?? null,
    note: event.staffId ? (event.reason ?? null) : null,
    periodIndex: period?.index ?? state.period.index,
    createdAt: event.at,
    updatedAt: event.at,
  });
  const clsId = await writeLeaveClass(tx, {
    leaveId,
    teacherId: row.teacherId,
    kind: 'NO_SHOW',
    row,
    cost,
    at: event.at,
  });
  if (clsId === undefined) throw new Error(`no-show of class ${row.id} recorded twice`);
}
