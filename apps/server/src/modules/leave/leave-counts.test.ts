import {
  DEFAULT_CANCELLATION_POLICY,
  type CancellationResult,
  type LeaveInfo,
  type LeaveRecordRow,
  type OpsTeacherLeave,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW, PEAK } from '../../test/class-world.js';
import { beijing, dataOf } from '../../test/classes.js';
import { DAY, expectRefused, HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { LATE, leaveWorld } from '../../test/leave-world.js';
import { signedContract } from '../../test/teachers.js';

const w = leaveWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;

const giveBack = (teacher: Teacher, slotId: number, extra: object = {}) =>
  w.apply(teacher, {
    slotIds: [slotId],
    reason: 'SICKNESS',
    type: 'REGULAR_CANCELLATION',
    ...extra,
  });
const putPolicy = (policy: object, role: 'OPERATIONS' | 'FINANCE' = 'OPERATIONS') =>
  w.ops(role).send('PUT', '/ops/leave/policy', policy);

describe('the counts of a contract period', () => {
  it('flag cancellations beyond the allowance without refusing them', async () => {
    dataOf(await putPolicy({ ...DEFAULT_CANCELLATION_POLICY, cancellationsPerPeriod: 2 }));
    try {
      const teacher = await w.booked();
      const starts = [PEAK + 30 * MINUTE, PEAK + HOUR];
      dataOf(await w.open(teacher, starts));
      const slots = [teacher.slotId];
      for (const start of starts) {
        dataOf(await w.book(teacher.userId, ['stu-x'], start));
        slots.push(await w.slotAt(teacher.userId, start));
      }
      const flags: boolean[] = [];
      for (const slotId of slots) {
        const { preview, confirmed } = await w.previewThenConfirm(teacher, {
          slotIds: [slotId],
          reason: 'SICKNESS',
          type: 'REGULAR_CANCELLATION',
        });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        flags.push(preview.classes[0]?.beyondAllowance ?? false);
        expect(preview.allowanceExceeded).toBe(preview.after.cancellations > 2);
      }
      expect(flags).toEqual([false, false, true]);
      expect(dataOf(await teacher.get('/t/tc/leave/count'))).toMatchObject({
        cancellations: 3,
        allowance: 2,
        periodStart: beijing(2026, 11, 1),
        periodEnd: beijing(2027, 5, 1),
      });
    } finally {
      dataOf(await putPolicy(DEFAULT_CANCELLATION_POLICY));
    }
  });

  it('start again with the next period of the contract', async () => {
    const teacher = await w.booked();
    // A year's contract: two six-month periods.
    await w.rows(
      sql`update contracts set expires_on = '2027-10-31' where user_id = ${teacher.userId}`,
    );
    dataOf(await giveBack(teacher, teacher.slotId, { preview: false }));
    w.clock.set(beijing(2027, 5, 1) - 1);
    expect(dataOf<LeaveInfo>(await teacher.get('/t/tc/leave/info')).cancellations).toBe(1);
    w.clock.set(beijing(2027, 5, 1));
    const info = dataOf<LeaveInfo>(await teacher.get('/t/tc/leave/info'));
    expect(info).toMatchObject({
      cancellations: 0,
      noShows: 0,
      periodStart: beijing(2027, 5, 1),
      periodEnd: beijing(2027, 11, 1),
      passYearStart: beijing(2026, 11, 1),
      passYearEnd: beijing(2027, 11, 1),
      freePassesLeft: 1,
      policy: DEFAULT_CANCELLATION_POLICY,
    });
    expect(dataOf<{ total: number }>(await teacher.get('/t/tc/leave/class/list')).total).toBe(0);
  });

  it('are not reset by signing a renewal that begins later: its classes count in its own periods', async () => {
    const teacher = await w.booked();
    dataOf(await giveBack(teacher, teacher.slotId, { preview: false }));
    const before = dataOf<LeaveInfo>(await teacher.get('/t/tc/leave/info'));
    expect(before).toMatchObject({
      cancellations: 1,
      periodStart: beijing(2026, 11, 1),
      periodEnd: beijing(2027, 5, 1),
    });
    // Signed early: the renewal begins the day after the first contract ends.
    await signedContract(w.app(), teacher.userId, {
      effectiveOn: '2027-05-01',
      expiresOn: '2027-10-31',
    });
    expect(dataOf<LeaveInfo>(await teacher.get('/t/tc/leave/info'))).toMatchObject({
      cancellations: 1,
      periodStart: before.periodStart,
      periodEnd: before.periodEnd,
    });
    // From its first day the renewal's own period is read, with its own count.
    w.clock.set(beijing(2027, 5, 1));
    expect(dataOf<LeaveInfo>(await teacher.get('/t/tc/leave/info'))).toMatchObject({
      cancellations: 0,
      periodStart: beijing(2027, 5, 1),
      periodEnd: beijing(2027, 11, 1),
    });
  });
});

describe('the cancel history', () => {
  it('lists every record by Beijing month, newest first, paged; the class list reads the period', async () => {
    const teacher = await w.booked();
    const december = PEAK + 7 * DAY;
    dataOf(await w.open(teacher, [december]));
    dataOf(await w.book(teacher.userId, ['stu-d'], december));
    const decemberSlot = await w.slotAt(teacher.userId, december);
    dataOf(await giveBack(teacher, teacher.slotId, { preview: false }));
    w.clock.set(beijing(2026, 12, 2, 9));
    dataOf(await giveBack(teacher, decemberSlot, { preview: false, reason: 'BAD_WEATHER' }));
    const history = async (query: Record<string, number | string>) =>
      dataOf<{ total: number; list: LeaveRecordRow[] }>(
        await teacher.get('/t/tc/leave/history', query),
      );
    const all = await history({});
    expect(all.total).toBe(2);
    expect(all.list.map((r) => r.reason)).toEqual(['BAD_WEATHER', 'SICKNESS']);
    expect(all.list[1]).toMatchObject({
      kind: 'CANCELLATION',
      type: 'REGULAR_CANCELLATION',
      recordedBy: 'TEACHER',
      createdAt: NOW,
      firstStartTime: PEAK,
      classCount: 1,
      status: 'RECORDED',
      fineCents: 0,
      payLostCents: 1000,
      carrotsLost: 1,
      counted: 1,
      appealable: false,
    });
    // Any instant of a month picks the month (Beijing calendar: 1 December 00:30 there).
    expect(
      (await history({ monthStartTime: beijing(2026, 12, 1, 0, 30) })).list.map((r) => r.reason),
    ).toEqual(['BAD_WEATHER']);
    expect(
      (await history({ monthStartTime: beijing(2026, 11, 15) })).list.map((r) => r.reason),
    ).toEqual(['SICKNESS']);
    expect((await history({ kind: 'NO_SHOW' })).total).toBe(0);
    const paged = await history({ pageIndex: 2, pageSize: 1 });
    expect(paged).toMatchObject({ total: 2, list: [{ reason: 'SICKNESS' }] });
    const classes = dataOf<{ total: number; list: { slotId: number; kind: string }[] }>(
      await teacher.get('/t/tc/leave/class/list'),
    );
    expect(classes.list.map((c) => c.slotId).sort()).toEqual([teacher.slotId, decemberSlot].sort());
  });
});

describe('the policy and the console', () => {
  it('is OPERATIONS’ to edit, audited; written records keep what they cost', async () => {
    const teacher = await w.booked();
    w.clock.set(LATE);
    const first = dataOf<CancellationResult>(
      await w.emergency(teacher.userId, {
        slotIds: [teacher.slotId],
        reason: 'SICKNESS',
        preview: false,
      }),
    );
    expectRefused(await w.ops('FINANCE').get('/ops/leave/policy'), 'FORBIDDEN');
    expectRefused(
      await putPolicy({ ...DEFAULT_CANCELLATION_POLICY, lateFineCents: 1 }, 'FINANCE'),
      'FORBIDDEN',
    );
    expectRefused(
      await putPolicy({ ...DEFAULT_CANCELLATION_POLICY, lastMinuteLeadHours: 48 }),
      'BIZ_PARAM_INVALID',
    );
    const changed = { ...DEFAULT_CANCELLATION_POLICY, lateFineCents: 350 };
    expect(dataOf(await putPolicy(changed))).toEqual(changed);
    try {
      expect(dataOf(await w.ops().get('/ops/leave/policy'))).toEqual(changed);
      const audited = await w.audit('editCancellationPolicy');
      expect(audited.at(-1)?.detail).toMatchObject({ lateFineCents: 350 });
      const view = dataOf<OpsTeacherLeave>(
        await w.ops().get(`/ops/teachers/${teacher.userId}/leave`),
      );
      expect(view).toMatchObject({ userId: teacher.userId, cancellations: 1, policy: changed });
      expect(view.records).toEqual([
        expect.objectContaining({ leaveId: first.leaveId, fineCents: 200, recordedBy: 'STAFF' }),
      ]);
      expectRefused(
        await w.ops('FINANCE').get(`/ops/teachers/${teacher.userId}/leave`),
        'FORBIDDEN',
      );
      expectRefused(await w.ops().get('/ops/teachers/999999/leave'), 'NOT_FOUND');
    } finally {
      dataOf(await putPolicy(DEFAULT_CANCELLATION_POLICY));
    }
  });
});
