import type { OpsPayslipRow, PayRunView } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/classes.js';
import { DECEMBER, NOVEMBER, payWorld } from '../../test/pay-world.js';
import { linkIn, mailTo, startSmtpInbox } from '../../test/smtp-inbox.js';

const inbox = await startSmtpInbox();
const w = payWorld({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test' } });
afterAll(() => inbox.close());
type Teacher = Awaited<ReturnType<typeof w.newTeacher>>;

let first: Teacher;
let second: Teacher;
let ids: { first: number; second: number };

const move = (payslipId: number, action: string, body: object = {}) =>
  w.finance().send('POST', `/ops/pay/payslips/${payslipId}/${action}`, body);
const statusOf = async (payslipId: number) => (await w.opsPayslip(payslipId)).status;

/** Two teachers with December DRAFTs (adjustments only). */
beforeAll(async () => {
  first = await w.newTeacher();
  second = await w.newTeacher();
  dataOf(await w.adjust(first.userId, DECEMBER, 2500, 'Cover classes'));
  dataOf(await w.adjust(second.userId, DECEMBER, -300, 'Overpaid in November'));
  await w.generate(DECEMBER);
  ids = {
    first: (await w.payslipIdOf(first.userId, DECEMBER)) ?? 0,
    second: (await w.payslipIdOf(second.userId, DECEMBER)) ?? 0,
  };
});

describe("FINANCE's console", () => {
  it("lists a month's payslips with each teacher, paged", async () => {
    const page = dataOf<{ total: number; list: OpsPayslipRow[] }>(
      await w.finance().get('/ops/pay/payslips', { monthStartTime: DECEMBER, pageSize: 50 }),
    );
    expect(page.total).toBe(2);
    expect(page.list.find((p) => p.id === ids.second)).toMatchObject({
      teacherId: second.userId,
      teacherName: 'Ann Lee',
      email: second.email,
      status: 'DRAFT',
      sum: '-3.00',
      sumCents: -300,
    });
    const res = await w.finance().get('/ops/pay/payslips', { monthStartTime: DECEMBER + 1 });
    expect(res.json().code).toBe('BIZ_PARAM_ERR');
  });

  it('releases the DRAFTs named, mails their teachers, and audits each', async () => {
    expect(dataOf(await w.release(DECEMBER, [ids.first]))).toEqual({ released: 1, held: 0 });
    expect(dataOf(await w.release(DECEMBER, [ids.first]))).toEqual({ released: 0, held: 0 });
    expect(await statusOf(ids.second)).toBe('DRAFT');
    const mail = await inbox.waitFor(mailTo(first.email));
    expect(mail.raw).toContain('Your payslip for 2026/12 is ready');
    expect(mail.raw).toContain('$25.00');
    expect(linkIn(mail, 'https://portal.test/v2/').pathname).toBe('/v2/payslip/list');
    const audit = await w.audit('releasePayslips');
    expect(audit).toEqual([
      { userId: first.userId, detail: { payslipId: ids.first, month: '2026/12' } },
    ]);
  });

  it('moves a payslip by the table: problem, resolve, submit after the receipt, pay; once each', async () => {
    expect((await move(ids.first, 'submit')).json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    expect(
      dataOf<OpsPayslipRow>(await move(ids.first, 'problem', { message: 'Check the bank' })),
    ).toMatchObject({ status: 'PROBLEM', problem: 'Check the bank' });
    expect((await w.detailOf(first, ids.first)).problem).toBe('Check the bank');
    expect((await move(ids.first, 'problem', { message: 'Again' })).json().code).toBe(
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expect(
      dataOf<OpsPayslipRow>(await move(ids.first, 'resolve', { resumeAt: 'TEACHER_CONFIRMED' })),
    ).toMatchObject({ status: 'TEACHER_CONFIRMED', problem: null });
    expect(dataOf<OpsPayslipRow>(await move(ids.first, 'submit')).status).toBe('SUBMIT_FINANCIAL');
    // Two members pay at once: one change.
    const both = await Promise.all([move(ids.first, 'pay'), move(ids.first, 'pay')]);
    expect(both.map((res) => res.json().code).sort()).toEqual([
      'BIZ_STATUS_TYPE_NOT_MATCHING',
      'OK',
    ]);
    expect(await statusOf(ids.first)).toBe('PAID');
    expect((await w.opsPayslip(ids.first)).paidAt).not.toBeNull();
    for (const action of ['markPayslipProblem', 'resolvePayslip', 'submitPayslip', 'payPayslip'])
      expect(await w.audit(action), action).toHaveLength(1);
    expect((await w.audit('payPayslip'))[0]).toMatchObject({
      userId: first.userId,
      detail: { payslipId: ids.first, status: 'PAID' },
    });
    expect((await move(999_999, 'pay')).json().code).toBe('NOT_FOUND');
  });

  it('audits a generation and an adjustment, and refuses an adjustment of a released month', async () => {
    expect(await w.audit('startPayRun')).toHaveLength(1);
    expect((await w.audit('addPayAdjustment')).map((a) => a.detail.amountCents)).toEqual([
      2500, -300,
    ]);
    expect((await w.adjust(first.userId, DECEMBER, 100)).json().code).toBe(
      'BIZ_PAY_MONTH_RELEASED',
    );
    expect(dataOf(await w.adjust(first.userId, NOVEMBER, 100))).toMatchObject({
      amount: '1.00',
    });
    // No zero adjustment: the schema's refusal, on the field.
    const zero = await w.adjust(first.userId, NOVEMBER, 0);
    expect(zero.json().code).toBe('BIZ_PARAM_INVALID');
    expect(zero.json().data.fields).toHaveProperty('amountCents');
  });

  it('is refused to other roles', async () => {
    for (const role of ['OPERATIONS', 'RECRUITER'] as const) {
      const start = await w.startRun(NOVEMBER, role);
      expect(start.statusCode, role).toBe(403);
      const read = await w.finance(role).get(`/ops/pay/payslips/${ids.second}`);
      expect(read.statusCode, role).toBe(403);
    }
    const runs = await w.rows<{ n: number }>(
      // Only FINANCE's December run exists.
      sql`select count(*)::int as n from pay_runs`,
    );
    expect(runs).toEqual([{ n: 1 }]);
    const run = dataOf<PayRunView>(await w.finance('ADMIN').get('/ops/pay/runs/1'));
    expect(run.status).toBe('DONE');
  });
});

describe('a release', () => {
  it('writes what it releases afresh: a correction made after generating is not lost', async () => {
    const before = await w.opsPayslip(ids.second);
    expect(before).toMatchObject({ status: 'DRAFT', sumCents: -300 });
    // Added after the run: the DRAFT is written again with it at once (issue 36).
    dataOf(await w.adjust(second.userId, DECEMBER, 1200, 'Training session'));
    expect(await w.opsPayslip(ids.second)).toMatchObject({
      sumCents: 900,
      version: before.version + 1,
    });
    expect(dataOf(await w.release(DECEMBER, [ids.second]))).toEqual({ released: 1, held: 0 });
    const after = await w.opsPayslip(ids.second);
    expect(after).toMatchObject({ id: ids.second, status: 'OFFICIAL_CONFIRMED', sumCents: 900 });
    expect(after.version).toBe(before.version + 2);
    expect(after.lines.map((l) => [l.payItem, l.amountCents])).toEqual([
      ['ADJUSTMENT', -300],
      ['ADJUSTMENT', 1200],
    ]);
    const mail = await inbox.waitFor(mailTo(second.email));
    expect(mail.raw).toContain('$9.00');
    expect(mail.raw).toContain('Hello Ann Lee,');
  });
});
