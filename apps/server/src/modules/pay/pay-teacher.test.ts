import {
  paydayOf,
  type PayEarnings,
  type PayLinePage,
  type PayslipSummary,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { beijing, dataOf } from '../../test/classes.js';
import { HOUR, MINUTE } from '../../test/demo-scheduling.js';
import { DECEMBER, JANUARY, NOVEMBER, payWorld } from '../../test/pay-world.js';

const w = payWorld();
const OCTOBER = beijing(2026, 10, 1);
type Teacher = Awaited<ReturnType<typeof w.booked>>;

let teacher: Teacher;
let other: Teacher;
let ids: { october: number; november: number; december: number; january: number };
let othersPayslip: number;

const page = <T>(res: LightMyRequestResponse) => dataOf<{ total: number; list: T[] }>(res);
const list = (who: Teacher, body: object = {}) => who.post('/t/tc/pay/payslip/list', body);

/**
 * A teacher with released payslips for October, November (adjustments only) and December
 * (two classes taught early on Tuesday, and an adjustment); January stays a DRAFT. Another
 * teacher has a released December payslip of their own.
 */
beforeAll(async () => {
  teacher = await w.booked(PEAK, ['stu-1']);
  dataOf(await w.open(teacher, [PEAK + HOUR]));
  dataOf(await w.book(teacher.userId, ['stu-2'], PEAK + HOUR));
  const second = await w.slotAt(teacher.userId, PEAK + HOUR);
  other = await w.booked(PEAK + 90 * MINUTE, ['stu-3']);
  await w.runClass(teacher, teacher.slotId, PEAK, 9);
  await w.runClass(teacher, second, PEAK + HOUR, 1);
  await w.runClass(other, other.slotId, PEAK + 90 * MINUTE, 1);
  for (const [month, cents] of [
    [OCTOBER, 1200],
    [NOVEMBER, 3400],
    [DECEMBER, 500],
    [JANUARY, 700],
  ] as const) {
    dataOf(await w.adjust(teacher.userId, month, cents, `Adjustment ${cents}`));
    expect(await w.generate(month)).toMatchObject({ status: 'DONE' });
  }
  for (const month of [OCTOBER, NOVEMBER, DECEMBER]) dataOf(await w.release(month));
  ids = {
    october: (await w.payslipIdOf(teacher.userId, OCTOBER)) ?? 0,
    november: (await w.payslipIdOf(teacher.userId, NOVEMBER)) ?? 0,
    december: (await w.payslipIdOf(teacher.userId, DECEMBER)) ?? 0,
    january: (await w.payslipIdOf(teacher.userId, JANUARY)) ?? 0,
  };
  othersPayslip = (await w.payslipIdOf(other.userId, DECEMBER)) ?? 0;
});

describe("the teacher's payslip list", () => {
  it('shows released payslips only, newest month first, with the total', async () => {
    const all = page<PayslipSummary>(await list(teacher));
    expect(all.total).toBe(3);
    expect(all.list.map((p) => p.id)).toEqual([ids.december, ids.november, ids.october]);
    expect(all.list[1]).toMatchObject({
      payslipTime: NOVEMBER,
      month: '2026/11',
      sum: '34.00',
      sumCents: 3400,
      status: 'OFFICIAL_CONFIRMED',
      payday: paydayOf(NOVEMBER, 10),
      customGroupList: [{ customGroup: 'ADJUSTMENT', count: 1, sum: '34.00', sumCents: 3400 }],
    });
  });

  it('pages, and filters by a month start', async () => {
    const second = page<PayslipSummary>(await list(teacher, { pageIndex: 2, pageSize: 1 }));
    expect(second).toMatchObject({ total: 3, list: [{ id: ids.november }] });
    const november = page<PayslipSummary>(await list(teacher, { monthStartTime: NOVEMBER }));
    expect(november.list.map((p) => p.id)).toEqual([ids.november]);
    expect(page(await list(teacher, { monthStartTime: JANUARY }))).toEqual({ total: 0, list: [] });
    const res = await list(teacher, { monthStartTime: NOVEMBER + HOUR });
    expect(res.json()).toMatchObject({ code: 'BIZ_PARAM_ERR' });
    expect(res.json().data.fields).toHaveProperty('monthStartTime');
  });

  it("shows another teacher nothing of this teacher's", async () => {
    expect(page<PayslipSummary>(await list(other)).list.map((p) => p.id)).toEqual([othersPayslip]);
  });
});

describe("a payslip's detail and click-through lists", () => {
  it('answers the groups and totals, down to each class', async () => {
    const detail = await w.detailOf(teacher, ids.december);
    expect(detail).toMatchObject({
      id: ids.december,
      sum: '27.00',
      sumCents: 2700,
      receipt: null,
      receiptDue: true,
      customGroupList: [
        { customGroup: 'CLASS_PAYMENT', count: 2, sumCents: 2000 },
        { customGroup: 'INCENTIVE', count: 2, sumCents: 200 },
        { customGroup: 'ADJUSTMENT', count: 1, sumCents: 500 },
      ],
    });
    const click = (body: object) =>
      w.linesOf(teacher, '/t/tc/pay/payslip/detail/click', { payslipId: ids.december, ...body });
    const first = await click({ pageIndex: 1, pageSize: 1 });
    const next = await click({ pageIndex: 2, pageSize: 1 });
    expect(first.total).toBe(2);
    expect(
      [...first.records, ...next.records].map((r) => [r.classId, r.startTime, r.amount]),
    ).toEqual([
      [teacher.slotId, PEAK, '10.00'],
      [await w.slotAt(teacher.userId, PEAK + HOUR), PEAK + HOUR, '10.00'],
    ]);
  });

  it('lists one other item, and refuses the class items there', async () => {
    const other = (payItem: string) =>
      teacher.post('/t/tc/pay/payslip/nonMain/other/detail/click', {
        payslipId: ids.december,
        pageIndex: 1,
        pageSize: 50,
        payItem,
      });
    const incentives = dataOf<PayLinePage>(await other('PARTICIPATION_INCENTIVE'));
    expect(incentives.records.map((r) => [r.customGroup, r.amountCents])).toEqual([
      ['INCENTIVE', 100],
      ['INCENTIVE', 100],
    ]);
    const adjustments = dataOf<PayLinePage>(await other('ADJUSTMENT'));
    expect(adjustments.records).toMatchObject([{ label: 'Adjustment 500', amount: '5.00' }]);
    expect((await other('MAIN_CLASS')).json()).toMatchObject({ code: 'BIZ_PARAM_ERR' });
  });

  it('answers empty non-main and referral lists', async () => {
    const body = { payslipId: ids.december, pageIndex: 1, pageSize: 50 };
    expect(await w.linesOf(teacher, '/t/tc/pay/payslip/detail/click/nonMain', body)).toEqual({
      total: 0,
      records: [],
    });
    expect(
      await w.linesOf(teacher, '/t/tc/pay/payslip/detail/click/referral', {
        payslipId: ids.december,
      }),
    ).toEqual({ total: 0, records: [] });
    expect(dataOf(await teacher.post('/t/tc/pay/payslip/referral/list'))).toEqual({
      pageList: [],
      summary: { count: 0, sum: '0.00', sumCents: 0 },
    });
  });

  it("answers the earnings chart: the released months' group sums, oldest first", async () => {
    const earnings = dataOf<PayEarnings>(await teacher.get('/t/tc/pay/payslip/earnings'));
    expect(earnings.map((m) => m.month)).toEqual(['2026/10', '2026/11', '2026/12']);
    expect(earnings[2]?.groups).toEqual([
      { customGroup: 'CLASS_PAYMENT', sumCents: 2000 },
      { customGroup: 'INCENTIVE', sumCents: 200 },
      { customGroup: 'ADJUSTMENT', sumCents: 500 },
    ]);
  });

  it("refuses a DRAFT and another teacher's payslip on every call, as if it did not exist", async () => {
    const paged = { pageIndex: 1, pageSize: 50 };
    for (const [who, payslipId] of [
      [teacher, ids.january],
      [other, ids.december],
      [teacher, othersPayslip],
    ] as const) {
      const answers = await Promise.all([
        who.post('/t/tc/pay/payslip/detail', { payslipId }),
        who.post('/t/tc/pay/payslip/detail/click', { payslipId, ...paged }),
        who.post('/t/tc/pay/payslip/detail/click/nonMain', { payslipId, ...paged }),
        who.post('/t/tc/pay/payslip/nonMain/other/detail/click', {
          payslipId,
          ...paged,
          payItem: 'ADJUSTMENT',
        }),
        who.post('/t/tc/pay/payslip/detail/click/referral', { payslipId }),
        who.get('/t/tc/pay/payslip/get/receipt', { id: payslipId }),
        who.post('/t/tc/pay/payslip/receipt/url', { payslipId, objectName: 'abc' }),
      ]);
      for (const res of answers)
        expect(res.json().code, res.body).toBe('BIZ_TEACHER_PAYSLIP_NOT_EXIT');
    }
    // The detail of the teacher's own is unchanged by all that.
    expect((await w.detailOf(teacher, ids.december)).status).toBe('OFFICIAL_CONFIRMED');
  });
});
