import {
  payMonthLabel,
  payMonthOf,
  STAFF_TOKEN_HEADER,
  type OpsPayslipDetail,
  type OpsPayslipRow,
  type OpsTeacherLeave,
  type PayLinePage,
  type PayRunView,
  type PayslipSummary,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { dataOf } from '../test/classes.js';
import { demoWorld } from '../test/demo-world.js';
import { staffSession } from '../test/sessions-for-tests.js';

const { app, post } = demoWorld();

const idOf = async (email: string) =>
  (
    await queryRows<{ id: number }>(
      app().database.db,
      sql`select id::int as id from users where email = ${email}`,
    )
  )[0]?.id ?? 0;
const asStaff = async (role: 'OPERATIONS' | 'FINANCE') => ({
  [STAFF_TOKEN_HEADER]: await staffSession(app(), [role]),
});

describe('the money rules in the demo data (README, decision 052)', () => {
  it("carry a correction of the first month's class on the next payslip, naming both", async () => {
    const page = dataOf<{ list: PayslipSummary[] }>(await post('/t/tc/pay/payslip/list', {}));
    const first = page.list.at(-1);
    const second = page.list.at(-2);
    expect(second?.customGroupList.map((g) => g.customGroup)).toContain('CORRECTION');
    const corrections = dataOf<PayLinePage>(
      await post('/t/tc/pay/payslip/detail/click/correction', {
        payslipId: second?.id ?? 0,
        pageIndex: 1,
        pageSize: 50,
      }),
    );
    expect(corrections.records).toMatchObject([
      {
        customGroup: 'CORRECTION',
        payItem: 'MAIN_CLASS',
        finishType: 'SYSTEM_PROBLEM',
        amountCents: 1000,
        correctsMonth: payMonthLabel(first?.payslipTime ?? 0),
        correctsPayslipId: first?.id,
      },
    ]);
  });

  it("show olivia.brooks' classes released on her suspension, never left to become no-shows", async () => {
    const olivia = await idOf('olivia.brooks@portal.demo');
    const leave = dataOf<OpsTeacherLeave>(
      await app().inject({
        url: `/ops/teachers/${olivia}/leave`,
        headers: await asStaff('OPERATIONS'),
      }),
    );
    expect(leave.releases.map((r) => [r.reason, r.handOver]).sort()).toEqual([
      ['ACCOUNT_SUSPENDED', 'NONE'],
      ['ACCOUNT_SUSPENDED', 'STUDENT_SIDE'],
    ]);
    expect(leave.releases.every((r) => r.startTime > Date.now())).toBe(true);
  });

  it("release james.carter's times opened after his contract ended at the clock's first tick", async () => {
    const james = await idOf('james.carter@portal.demo');
    const ahead = () =>
      queryRows<{ status: string }>(
        app().database.db,
        sql`select status from class_slots where teacher_id = ${james} and starts_at > now()`,
      );
    expect((await ahead()).some((row) => row.status === 'OPEN')).toBe(true);
    expect((await app().services.classLifecycle.run()).released).toBeGreaterThan(0);
    expect((await ahead()).every((row) => row.status === 'CANCELLED')).toBe(true);
    const reasons = await queryRows<{ reason: string }>(
      app().database.db,
      sql`select distinct reason from class_releases where teacher_id = ${james}`,
    );
    expect(reasons).toEqual([{ reason: 'NO_CONTRACT' }]);
    // The standby of the console's call-in is nina.patel's, whose contract holds the day.
    const standby = await queryRows<{ email: string }>(
      app().database.db,
      sql`select u.email from class_slots s join users u on u.id = s.teacher_id
        where s.status = 'STANDBY_BOOKED'`,
    );
    expect(standby.map((row) => row.email)).toContain('nina.patel@portal.demo');
  });

  it("flag james.carter's classes taught after his contract ended for FINANCE to settle", async () => {
    const headers = await asStaff('FINANCE');
    const thisMonth = payMonthOf(Date.now()).start;
    const run = dataOf<PayRunView>(
      await app().inject({
        method: 'POST',
        url: '/ops/pay/runs',
        payload: { monthStartTime: thisMonth },
        headers,
      }),
    );
    await vi.waitFor(
      async () => {
        const now = await app().inject({ url: `/ops/pay/runs/${run.id}`, headers });
        expect(now.json().data.status).toBe('DONE');
      },
      { timeout: 30_000, interval: 100 },
    );
    const james = await idOf('james.carter@portal.demo');
    const rows = dataOf<{ list: OpsPayslipRow[] }>(
      await app().inject({
        url: '/ops/pay/payslips',
        query: { monthStartTime: String(thisMonth) },
        headers,
      }),
    ).list;
    const his = rows.find((row) => row.teacherId === james);
    expect(his?.toSettle).toBeGreaterThan(0);
    const detail = dataOf<OpsPayslipDetail>(
      await app().inject({ url: `/ops/pay/payslips/${his?.id ?? 0}`, headers }),
    );
    const flagged = detail.lines.filter((line) => line.issue === 'NO_CONTRACT');
    expect(flagged.length).toBe(his?.toSettle);
    expect(flagged.every((line) => line.amountCents === 0)).toBe(true);
    expect(detail.toSettle).toEqual(flagged.map((line) => line.classId));
  });
});
