import type {
  CancellationResult,
  LeaveDetail,
  LeaveRecordRow,
  OpsAppealRow,
  OpsTeacherLeave,
  TeacherClass,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { MINUTE } from '../../test/demo-scheduling.js';
import { LATE, leaveWorld } from '../../test/leave-world.js';

const w = leaveWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;

/** Issue 36, defect 9: every view reads a record's current result. */

async function missed(student: string): Promise<Teacher & { leaveId: number }> {
  const teacher = await w.booked(PEAK, [student]);
  for (const at of [PEAK + MINUTE, PEAK + 30 * MINUTE]) {
    w.clock.set(at);
    await w.tick();
  }
  const [record] = (await history(teacher)).filter((r) => r.kind === 'NO_SHOW');
  return { ...teacher, leaveId: record?.leaveId ?? 0 };
}
const history = async (teacher: Pick<Teacher, 'get'>) =>
  dataOf<{ list: LeaveRecordRow[] }>(await teacher.get('/t/tc/leave/history')).list;
const detail = async (teacher: Pick<Teacher, 'get'>, leaveId: number) =>
  dataOf<LeaveDetail>(await teacher.get('/t/tc/leave/detail', { leaveId }));
async function decideAppeal(teacher: Teacher, leaveId: number, decision: 'ACCEPT' | 'REJECT') {
  const appealed = dataOf<LeaveDetail>(
    await teacher.post('/t/tc/leave/appeal', { leaveId, message: 'The room never opened.' }),
  );
  const appealId = appealed.appeal?.appealId ?? 0;
  return dataOf<OpsAppealRow>(
    await w
      .ops()
      .send('POST', `/ops/leave/appeals/${appealId}/decision`, { decision, reason: 'Checked' }),
  );
}
const classOf = async (teacher: Teacher) =>
  dataOf<{ classes: TeacherClass[] }>(
    await teacher.get('/t/tc/book/schedule', { weekStartTime: PEAK }),
  ).classes.find((c) => c.classId === teacher.slotId);

/** A no-show's written cost: the $10 fine and the class's $10 pay. */
const WRITTEN = { fineCents: 1000, payLostCents: 1000 };

describe("a record's current result", () => {
  it('of a no-show whose appeal was accepted: the fine given back everywhere, no fine lost', async () => {
    const teacher = await missed('stu-rr1');
    const standing = await detail(teacher, teacher.leaveId);
    expect(standing.result).toEqual({
      costsStand: true,
      fineCents: 1000,
      fineGivenBackCents: 0,
      payLostCents: 1000,
      carrotsLost: 1,
      counted: 0,
      creditsGivenBack: 0,
      moneyLostCents: 2000,
    });
    expect((await classOf(teacher))?.noShowRecord).toEqual({
      leaveId: teacher.leaveId,
      status: 'RECORDED',
    });

    const decided = await decideAppeal(teacher, teacher.leaveId, 'ACCEPT');
    const given = {
      costsStand: false,
      fineCents: 0,
      fineGivenBackCents: 1000,
      // The class was not taught (its outcome is still the no-show): its pay is not earned.
      payLostCents: 1000,
      moneyLostCents: 1000,
      counted: 0,
    };
    expect(decided.record).toMatchObject({ status: 'REVERSED', ...WRITTEN, result: given });
    const [row] = await history(teacher);
    // The written costs stay beside the result: clients reading them keep their meaning.
    expect(row).toMatchObject({ status: 'REVERSED', ...WRITTEN, result: given });
    expect((await detail(teacher, teacher.leaveId)).result).toMatchObject(given);
    // The ledger agrees: the fine came back by a new row.
    const fines = await w.deductions(teacher.userId);
    expect(fines.reduce((n, f) => n + f.amount, 0)).toBe(0);
    // The console's page of the teacher and the teacher's schedule read the same result.
    const ops = dataOf<OpsTeacherLeave>(await w.ops().get(`/ops/teachers/${teacher.userId}/leave`));
    expect(ops.records.find((r) => r.leaveId === teacher.leaveId)?.result).toMatchObject(given);
    expect(await classOf(teacher)).toMatchObject({
      finishType: 'TEACHER_NO_SHOW',
      noShowRecord: { leaveId: teacher.leaveId, status: 'REVERSED' },
    });
  });

  it('of a no-show removed with a free pass: the same', async () => {
    const teacher = await missed('stu-rr2');
    const removed = dataOf<{ record: LeaveDetail }>(
      await teacher.post('/t/tc/leave/noshow/free/remove', { leaveId: teacher.leaveId }),
    );
    expect(removed.record).toMatchObject({
      status: 'REMOVED',
      ...WRITTEN,
      result: { costsStand: false, fineCents: 0, fineGivenBackCents: 1000, moneyLostCents: 1000 },
    });
    const [row] = await history(teacher);
    expect(row?.result).toEqual(removed.record.result);
    expect((await classOf(teacher))?.noShowRecord?.status).toBe('REMOVED');
  });

  it('of an appeal rejected: the costs stand as written', async () => {
    const teacher = await missed('stu-rr3');
    const decided = await decideAppeal(teacher, teacher.leaveId, 'REJECT');
    const stand = {
      costsStand: true,
      fineCents: 1000,
      fineGivenBackCents: 0,
      moneyLostCents: 2000,
    };
    expect(decided.record).toMatchObject({ status: 'UPHELD', result: stand });
    const [row] = await history(teacher);
    expect(row).toMatchObject({ status: 'UPHELD', ...WRITTEN, result: { ...stand, counted: 0 } });
    expect((await detail(teacher, teacher.leaveId)).result).toMatchObject(stand);
  });

  it("of a no-show corrected to taught: the fine given back and the pay no longer the record's", async () => {
    const teacher = await missed('stu-rr4');
    dataOf(
      await w.ops().send('POST', `/ops/classes/${teacher.slotId}/outcome`, {
        finishType: 'AS_SCHEDULED',
        reason: 'The room log shows the class ran.',
      }),
    );
    expect((await detail(teacher, teacher.leaveId)).result).toMatchObject({
      costsStand: false,
      fineGivenBackCents: 1000,
      payLostCents: 0,
      carrotsLost: 0,
      moneyLostCents: 0,
    });
    // No longer a no-show: the schedule shows the class's own outcome, no record.
    expect(await classOf(teacher)).toMatchObject({
      finishType: 'AS_SCHEDULED',
      noShowRecord: null,
    });
  });

  it('of an emergency cancellation whose appeal was accepted: fines given back, not counted', async () => {
    const teacher = await w.booked(PEAK, ['stu-rr5']);
    w.clock.set(LATE);
    const done = dataOf<CancellationResult>(
      await w.emergency(teacher.userId, {
        slotIds: [teacher.slotId],
        reason: 'FAMILY_ISSUE',
        preview: false,
      }),
    );
    const leaveId = done.leaveId ?? 0;
    expect((await detail(teacher, leaveId)).result).toMatchObject({ counted: 1, fineCents: 200 });
    await decideAppeal(teacher, leaveId, 'ACCEPT');
    expect((await detail(teacher, leaveId)).result).toEqual({
      costsStand: false,
      fineCents: 0,
      fineGivenBackCents: 200,
      payLostCents: 1000,
      carrotsLost: 1,
      counted: 0,
      creditsGivenBack: 0,
      moneyLostCents: 1000,
    });
  });
});
