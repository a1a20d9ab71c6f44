import {
  DEFAULT_PAY_POLICY,
  paydayOf,
  type OssGrant,
  type PayEarnings,
  type PayslipSummary,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf, teacherCalls } from '../../test/classes.js';
import { completeGrant, pdfOf, putGranted } from '../../test/file-grants.js';
import { DECEMBER, JANUARY, NOVEMBER, payWorld } from '../../test/pay-world.js';

const w = payWorld();
type Teacher = Awaited<ReturnType<typeof w.newTeacher>>;
type Calls = Pick<Teacher, 'post'>;

let teacher: Awaited<ReturnType<typeof w.booked>>;
let other: Teacher;
let ids: { november: number; december: number; january: number; others: number };

/** Writes straight to the database with its triggers off: no server hears of it. */
async function unheard(statement: ReturnType<typeof sql>) {
  await w.app().database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}
/** A write by hand, as an operator's SQL: the triggers tell every server. */
const byHand = (statement: ReturnType<typeof sql>) => w.app().database.db.execute(statement);

const list = async (who: Calls, body: object = {}) =>
  dataOf<{ total: number; list: PayslipSummary[] }>(await who.post('/t/tc/pay/payslip/list', body));
const click = async (who: Calls, payslipId: number) =>
  (
    await w.linesOf(who, '/t/tc/pay/payslip/detail/click', {
      payslipId,
      pageIndex: 1,
      pageSize: 20,
    })
  ).records.map((r) => r.amountCents);
const sums = async (who: Calls, body: object = {}) =>
  (await list(who, body)).list.map((p) => [p.id, p.status, p.sumCents]);
/** The earnings chart's months. */
const months = async (who: Pick<Teacher, 'get'>) =>
  dataOf<PayEarnings>(await who.get('/t/tc/pay/payslip/earnings')).map((m) => m.month);
const paydays = async (who: Calls, body: object = {}) =>
  (await list(who, body)).list.map((p) => p.payday);

/**
 * The teacher taught December's peak class (10.00, and 1.00 for joining early) and has adjustments in November, December and
 * January; November and December are released, January stays a DRAFT. Another teacher has
 * a released December payslip of their own (an adjustment).
 */
beforeAll(async () => {
  teacher = await w.booked(PEAK, ['stu-1']);
  other = await w.newTeacher();
  await w.runClass(teacher, teacher.slotId, PEAK, 9);
  dataOf(await w.adjust(other.userId, DECEMBER, 1000, 'Cover classes'));
  for (const [month, cents] of [
    [NOVEMBER, 1000],
    [DECEMBER, 2000],
    [JANUARY, 700],
  ] as const) {
    dataOf(await w.adjust(teacher.userId, month, cents, `Adjustment ${cents}`));
    expect(await w.generate(month)).toMatchObject({ status: 'DONE' });
  }
  for (const month of [NOVEMBER, DECEMBER]) dataOf(await w.release(month));
  ids = {
    november: (await w.payslipIdOf(teacher.userId, NOVEMBER)) ?? 0,
    december: (await w.payslipIdOf(teacher.userId, DECEMBER)) ?? 0,
    january: (await w.payslipIdOf(teacher.userId, JANUARY)) ?? 0,
    others: (await w.payslipIdOf(other.userId, DECEMBER)) ?? 0,
  };
});

describe("the teacher's payslips, answered from the cache (decisions 040 and 042)", () => {
  it('answers again from the cache while nothing was heard; a hand-written write is heard', async () => {
    const before = await sums(teacher);
    expect(before).toEqual([
      [ids.december, 'OFFICIAL_CONFIRMED', 3100],
      [ids.november, 'OFFICIAL_CONFIRMED', 1000],
    ]);
    expect(await click(teacher, ids.december)).toEqual([1000]);
    await unheard(sql`update payslips set total_cents = 1 where id = ${ids.december}`);
    await unheard(sql`update payslip_lines set amount_cents = 2
      where payslip_id = ${ids.december} and pay_item = 'MAIN_CLASS'`);
    // Nothing heard: the same answers (this is the cache, not the database).
    expect(await sums(teacher)).toEqual(before);
    expect(await click(teacher, ids.december)).toEqual([1000]);
    // A released payslip's lines are never touched by hand: the database refuses (decision 052).
    await expect(
      byHand(sql`update payslip_lines set label = label where payslip_id = ${ids.december}`),
    ).rejects.toThrow();
    // The payslip's row touched by hand (a status, as an operator's SQL might) moves the
    // teacher's version: every answer is made anew, the unheard writes with it.
    await byHand(sql`update payslips set updated_at = updated_at where id = ${ids.december}`);
    expect((await sums(teacher))[0]).toEqual([ids.december, 'OFFICIAL_CONFIRMED', 1]);
    expect(await click(teacher, ids.december)).toEqual([2]);
    await unheard(sql`update payslip_lines set amount_cents = 1000
      where payslip_id = ${ids.december} and pay_item = 'MAIN_CLASS'`);
    await unheard(sql`update payslips set total_cents = 3100 where id = ${ids.december}`);
    expect(await click(teacher, ids.december)).toEqual([2]);
    await byHand(sql`update payslips set updated_at = updated_at where id = ${ids.december}`);
    expect(await click(teacher, ids.december)).toEqual([1000]);
    expect(await sums(teacher)).toEqual(before);
  });

  it('never answers one teacher with the cached answer of another', async () => {
    expect(await sums(teacher)).toHaveLength(2);
    expect(await sums(other)).toEqual([[ids.others, 'OFFICIAL_CONFIRMED', 1000]]);
    expect(await click(teacher, ids.december)).toEqual([1000]);
    const refused = await other.post('/t/tc/pay/payslip/detail/click', {
      payslipId: ids.december,
      pageIndex: 1,
      pageSize: 20,
    });
    expect(refused.json().code).toBe('BIZ_TEACHER_PAYSLIP_NOT_EXIT');
    expect((await w.detailOf(other, ids.others)).sumCents).toBe(1000);
  });

  it('shows a regenerated DRAFT only once released, and then at once', async () => {
    const before = await sums(teacher);
    dataOf(await w.adjust(teacher.userId, JANUARY, 50, 'Late cover'));
    expect(await w.generate(JANUARY)).toMatchObject({ status: 'DONE' });
    expect(await sums(teacher)).toEqual(before);
    expect(await months(teacher)).toEqual(['2026/11', '2026/12']);
    dataOf(await w.release(JANUARY));
    expect(await sums(teacher)).toEqual([[ids.january, 'OFFICIAL_CONFIRMED', 750], ...before]);
    expect(await months(teacher)).toEqual(['2026/11', '2026/12', '2027/01']);
    expect((await w.detailOf(teacher, ids.january)).sumCents).toBe(750);
  });

  it('follows a receipt and a problem at once, in the list and the detail', async () => {
    expect((await w.detailOf(teacher, ids.november)).receipt).toBeNull();
    const bytes = pdfOf(600);
    const grant = dataOf<OssGrant>(
      await teacher.get('/t/tc/pay/payslip/receipt/upload/token', {
        fileName: 'receipt.pdf',
        size: bytes.length,
      }),
    );
    expect((await putGranted(w.app(), teacher.token, grant.uploadUrl, bytes)).statusCode).toBe(200);
    expect((await completeGrant(w.app(), teacher.token, grant.objectName)).statusCode).toBe(200);
    dataOf(
      await teacher.post('/t/tc/pay/payslip/receipt/url', {
        payslipId: ids.november,
        objectName: grant.objectName,
      }),
    );
    expect(await w.detailOf(teacher, ids.november)).toMatchObject({
      status: 'TEACHER_CONFIRMED',
      receipt: { objectName: grant.objectName, fileName: 'receipt.pdf' },
    });
    // The receipt's file renamed by hand: its grant's trigger tells the owner's reads.
    await byHand(sql`update file_grants set file_name = 'paid.pdf' where id = ${grant.objectName}`);
    expect((await w.detailOf(teacher, ids.november)).receipt?.fileName).toBe('paid.pdf');

    const problem = await w
      .finance()
      .send('POST', `/ops/pay/payslips/${ids.december}/problem`, { message: 'Check the bank' });
    expect(problem.statusCode).toBe(200);
    expect(await w.detailOf(teacher, ids.december)).toMatchObject({
      status: 'PROBLEM',
      problem: 'Check the bank',
    });
    const statuses = (await list(teacher)).list.map((p) => [p.id, p.status]);
    expect(statuses).toEqual([
      [ids.january, 'OFFICIAL_CONFIRMED'],
      [ids.december, 'PROBLEM'],
      [ids.november, 'TEACHER_CONFIRMED'],
    ]);
  });

  it('follows the pay rules: the console, by hand, and keeps the rules read while unheard', async () => {
    const byDay = (day: number) => [JANUARY, DECEMBER, NOVEMBER].map((m) => paydayOf(m, day));
    const put = (paydayBusinessDay: number) =>
      w.finance().send('PUT', '/ops/pay/policy', { ...DEFAULT_PAY_POLICY, paydayBusinessDay });
    expect(await paydays(teacher)).toEqual(byDay(10));
    expect((await put(12)).statusCode).toBe(200);
    expect(await paydays(teacher)).toEqual(byDay(12));
    expect((await w.detailOf(teacher, ids.december)).payday).toBe(paydayOf(DECEMBER, 12));
    await unheard(sql`update pay_policy set policy = policy || '{"paydayBusinessDay": 14}'`);
    // A query never asked before is a new answer, but the rules come from the kept copy.
    expect(await paydays(teacher, { pageSize: 7 })).toEqual(byDay(12));
    await byHand(sql`update pay_policy set updated_at = updated_at`);
    expect(await paydays(teacher)).toEqual(byDay(14));
    expect((await w.detailOf(teacher, ids.december)).payday).toBe(paydayOf(DECEMBER, 14));
    expect((await put(10)).statusCode).toBe(200);
    expect(await paydays(teacher)).toEqual(byDay(10));
  });
});

describe('two servers on one database', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await w.secondServer();
  });
  afterAll(async () => second?.close());

  it("hears the other server's writes: the payslip list follows within moments", async () => {
    const onSecond = teacherCalls(second, other.token);
    const statuses = async () => (await list(onSecond)).list.map((p) => p.status);
    expect(await statuses()).toEqual(['OFFICIAL_CONFIRMED']);
    const problem = await w
      .finance()
      .send('POST', `/ops/pay/payslips/${ids.others}/problem`, { message: 'Wrong account' });
    expect(problem.statusCode).toBe(200);
    await expect.poll(statuses, { timeout: 5_000 }).toEqual(['PROBLEM']);
  });
});
