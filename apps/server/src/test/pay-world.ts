import {
  payMonthOf,
  type BankDetailsRecord,
  type OpsPayslipDetail,
  type PayLinePage,
  type PayRunView,
  type PayslipDetail,
  type StaffRole,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { beijing, dataOf, type teacherCalls } from './classes.js';
import { MINUTE } from './demo-scheduling.js';
import type { WorldOptions } from './class-world.js';
import { leaveWorld } from './leave-world.js';

/** December 2026 in Beijing: class-world's classes (from Tuesday the 1st) fall in it. */
export const DECEMBER = beijing(2026, 12, 1);
export const JANUARY = beijing(2027, 1, 1);
export const NOVEMBER = beijing(2026, 11, 1);

type Calls = ReturnType<typeof teacherCalls>;

/** What a payslip line is compared by: amounts and sources, never the line's own id. */
export interface LineShape {
  customGroup: string;
  payItem: string;
  source: string;
  sourceId: number;
  classId: number | null;
  finishType: string | null;
  amountCents: number;
}

/**
 * A pay test file's world (decision 042): leave-world's classes, clock, student side and
 * console, plus classes run through the real lifecycle, FINANCE's calls, and generation
 * through the console with its progress polled until the job is done.
 */
export function payWorld(options: WorldOptions = {}) {
  const world = leaveWorld(options);
  const finance = (role: StaffRole = 'FINANCE') => world.ops(role);

  /**
   * Runs a booked class through the lifecycle: the teacher joins `joinEarlyMinutes` before
   * the start (or never), the clock starts it, then finishes it a minute after its 25 minutes (so a class half an
   * hour later is still to start).
   */
  async function runClass(
    teacher: Pick<Calls, 'post'>,
    slotId: number,
    start: number,
    joinEarlyMinutes: number | null,
  ) {
    if (joinEarlyMinutes !== null) {
      world.clock.set(start - joinEarlyMinutes * MINUTE);
      dataOf(await teacher.post('/t/tc/book/class/join', { classId: slotId }));
    }
    world.clock.set(start + MINUTE);
    await world.tick();
    world.clock.set(start + 26 * MINUTE);
    await world.tick();
  }

  async function startRun(monthStartTime: number, role: StaffRole = 'FINANCE') {
    return finance(role).send('POST', '/ops/pay/runs', { monthStartTime });
  }

  /** Polls a run until the job is done with it. */
  async function settled(runId: number): Promise<PayRunView> {
    let run: PayRunView | undefined;
    await vi.waitFor(
      async () => {
        run = dataOf<PayRunView>(await finance().get(`/ops/pay/runs/${runId}`));
        expect(run.status).not.toBe('RUNNING');
      },
      { timeout: 30_000, interval: 100 },
    );
    return run as PayRunView;
  }

  /** Generates a month through the console and waits for it: the run as it ended. */
  async function generate(monthStartTime: number): Promise<PayRunView> {
    const run = dataOf<PayRunView>(await startRun(monthStartTime));
    return settled(run.id);
  }

  const payslipIdOf = async (teacherId: number, monthStartTime: number) =>
    (
      await world.rows<{ id: number }>(
        sql`select id::int as id from payslips where teacher_id = ${teacherId}
          and month_start = ${new Date(monthStartTime).toISOString()}`,
      )
    )[0]?.id;

  const opsPayslip = async (payslipId: number) =>
    dataOf<OpsPayslipDetail>(await finance().get(`/ops/pay/payslips/${payslipId}`));

  const shape = (lines: readonly LineShape[]): LineShape[] =>
    lines.map((l) => ({
      customGroup: l.customGroup,
      payItem: l.payItem,
      source: l.source,
      sourceId: l.sourceId,
      classId: l.classId,
      finishType: l.finishType,
      amountCents: l.amountCents,
    }));

  /** Seals the teacher's details through the app's own vault, as the bank form stores them. */
  async function saveBank(teacherId: number, details: BankDetailsRecord) {
    const sealed = world.app().services.bankVault.seal(teacherId, details);
    await world.rows(
      sql`insert into bank_details (user_id, method, sealed, key_id, masked)
        values (${teacherId}, ${details.method}, ${sealed.sealed}, ${sealed.keyId}, '••••')
        on conflict (user_id) do update set method = excluded.method, sealed = excluded.sealed,
          key_id = excluded.key_id`,
    );
  }

  return {
    ...world,
    finance,
    saveBank,
    runClass,
    startRun,
    settled,
    generate,
    payslipIdOf,
    opsPayslip,
    shape,
    adjust: (
      teacherId: number,
      monthStartTime: number,
      amountCents: number,
      reason = 'Correction',
    ) =>
      finance().send('POST', '/ops/pay/adjustments', {
        teacherId,
        monthStartTime,
        amountCents,
        reason,
      }),
    /**
     * FINANCE's release of a month: a month is released only once it has ended (decision 052),
     * so the clock is moved to a minute after its end when it is earlier.
     */
    release: (monthStartTime: number, payslipIds?: number[]) => {
      const end = payMonthOf(monthStartTime).end;
      if (world.clock.now().getTime() < end) world.clock.set(end + MINUTE);
      return finance().send('POST', '/ops/pay/release', {
        monthStartTime,
        ...(payslipIds ? { payslipIds } : {}),
      });
    },
    detailOf: async (teacher: Pick<Calls, 'post'>, payslipId: number) =>
      dataOf<PayslipDetail>(await teacher.post('/t/tc/pay/payslip/detail', { payslipId })),
    linesOf: async (teacher: Pick<Calls, 'post'>, url: string, body: object) =>
      dataOf<PayLinePage>(await teacher.post(url, body)),
  };
}
export type PayWorld = ReturnType<typeof payWorld>;
