import {
  addBeijingMonths,
  payMonthOf,
  payYearOf,
  STAFF_TOKEN_HEADER,
  type OssGrant,
  type PayRunView,
  type PayslipReceipt,
  type PayYearTotals,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { asTeacher } from '../test/accounts-client.js';
import { dataOf, teacherCalls } from '../test/classes.js';
import { completeGrant, pdfOf, putGranted } from '../test/file-grants.js';
import { staffSession } from '../test/sessions-for-tests.js';
import { activatedTeacher } from '../test/teachers.js';
import { found } from '../test/found.js';

interface Context {
  app: () => FastifyInstance;
}

const CONTRACT = { effectiveOn: '2026-01-01', expiresOn: '2030-12-31' };
type Calls = ReturnType<typeof teacherCalls> & { userId: number; token: string };

/**
 * The ownership suite's cases for the payslip routes (decision 042): an owner with two released
 * payslips (last month's with a receipt, this month's waiting for one); a second teacher
 * reaches neither, answered as if they did not exist, and changes nothing of the owner's.
 */
export function payOwnershipCases({ app }: Context) {
  let ready:
    | Promise<{ owner: Calls; other: Calls; withReceipt: number; waiting: number; link: string }>
    | undefined;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(app().database.db, query);

  async function receiptOf(who: Calls): Promise<string> {
    const grant = dataOf<OssGrant>(
      await who.get('/t/tc/pay/payslip/receipt/upload/token', { fileName: 'r.pdf', size: 600 }),
    );
    await putGranted(app(), who.token, grant.uploadUrl, pdfOf(600));
    await completeGrant(app(), who.token, grant.objectName);
    return grant.objectName;
  }

  function setUp() {
    ready ??= (async () => {
      const make = async () => {
        const teacher = await activatedTeacher(app(), { contract: CONTRACT });
        return {
          ...teacherCalls(app(), teacher.token),
          userId: teacher.userId,
          token: teacher.token,
        };
      };
      const owner = await make();
      const other = await make();
      const finance = { [STAFF_TOKEN_HEADER]: await staffSession(app(), ['FINANCE']) };
      const send = (url: string, payload: object) =>
        app().inject({ method: 'POST', url, payload, headers: finance });
      const thisMonth = payMonthOf(Date.now()).start;
      // Months already ended: a month is released only after it ends (decision 052).
      const months = [addBeijingMonths(thisMonth, -2), addBeijingMonths(thisMonth, -1)];
      for (const monthStartTime of months) {
        dataOf(
          await send('/ops/pay/adjustments', {
            teacherId: owner.userId,
            monthStartTime,
            amountCents: 1234,
            reason: 'Owner pay',
          }),
        );
        const run = dataOf<PayRunView>(await send('/ops/pay/runs', { monthStartTime }));
        await vi.waitFor(
          async () => {
            const now = await app().inject({ url: `/ops/pay/runs/${run.id}`, headers: finance });
            expect(now.json().data.status).toBe('DONE');
          },
          { timeout: 30_000, interval: 100 },
        );
        dataOf(await send('/ops/pay/release', { monthStartTime }));
      }
      const idOf = async (month: number) =>
        found(
          (
            await rows<{ id: number }>(
              sql`select id::int as id from payslips where teacher_id = ${owner.userId}
                and month_start = ${new Date(month).toISOString()}`,
            )
          )[0]?.id,
          `payslip of the owner for the month ${month}`,
        );
      const [older, newer] = months as [number, number];
      const withReceipt = await idOf(older);
      const waiting = await idOf(newer);
      const objectName = await receiptOf(owner);
      dataOf(
        await owner.post('/t/tc/pay/payslip/receipt/url', { payslipId: withReceipt, objectName }),
      );
      const receipt = dataOf<PayslipReceipt>(
        await owner.get('/t/tc/pay/payslip/get/receipt', { id: withReceipt }),
      );
      return { owner, other, withReceipt, waiting, link: receipt.url };
    })();
    return ready;
  }

  /** The year of the owner's newer payslip (last month's). */
  const lastMonthsYear = () => payYearOf(addBeijingMonths(payMonthOf(Date.now()).start, -1));
  const notThere = (res: LightMyRequestResponse) =>
    expect(res.json().code, res.body).toBe('BIZ_TEACHER_PAYSLIP_NOT_EXIT');
  const paged = { pageIndex: 1, pageSize: 50 };
  /** Each of the owner's payslips, named by the second teacher: refused alike. */
  const forEachOwned = async (
    call: (other: Calls, payslipId: number) => Promise<LightMyRequestResponse>,
  ) => {
    const { other, withReceipt, waiting } = await setUp();
    for (const payslipId of [withReceipt, waiting]) notThere(await call(other, payslipId));
  };

  return {
    async listPayslips() {
      const { owner, other } = await setUp();
      expect(dataOf<{ total: number }>(await owner.post('/t/tc/pay/payslip/list')).total).toBe(2);
      expect(dataOf(await other.post('/t/tc/pay/payslip/list'))).toEqual({ total: 0, list: [] });
    },
    getPayslip: () =>
      forEachOwned((other, payslipId) => other.post('/t/tc/pay/payslip/detail', { payslipId })),
    listPayslipMainClasses: () =>
      forEachOwned((other, payslipId) =>
        other.post('/t/tc/pay/payslip/detail/click', { payslipId, ...paged }),
      ),
    listPayslipNonMainClasses: () =>
      forEachOwned((other, payslipId) =>
        other.post('/t/tc/pay/payslip/detail/click/nonMain', { payslipId, ...paged }),
      ),
    listPayslipItems: () =>
      forEachOwned((other, payslipId) =>
        other.post('/t/tc/pay/payslip/nonMain/other/detail/click', {
          payslipId,
          ...paged,
          payItem: 'ADJUSTMENT',
        }),
      ),
    listPayslipCorrections: () =>
      forEachOwned((other, payslipId) =>
        other.post('/t/tc/pay/payslip/detail/click/correction', { payslipId, ...paged }),
      ),
    listPayslipReferrals: () =>
      forEachOwned((other, payslipId) =>
        other.post('/t/tc/pay/payslip/detail/click/referral', { payslipId }),
      ),
    async listReferralPayslips() {
      const { other } = await setUp();
      expect(dataOf(await other.post('/t/tc/pay/payslip/referral/list'))).toMatchObject({
        pageList: [],
      });
    },
    async getPayslipEarnings() {
      const { owner, other } = await setUp();
      expect(dataOf<unknown[]>(await owner.get('/t/tc/pay/payslip/earnings'))).toHaveLength(2);
      expect(dataOf(await other.get('/t/tc/pay/payslip/earnings'))).toEqual([]);
    },
    readPayslipPdf: () =>
      forEachOwned((other, payslipId) => other.get(`/t/tc/pay/payslip/pdf/${payslipId}`)),
    async getPayYearTotals() {
      const { owner, other } = await setUp();
      const year = lastMonthsYear();
      const totals = (who: Calls) =>
        who.get('/t/tc/pay/payslip/year/totals', { year }).then(dataOf<PayYearTotals>);
      expect((await totals(owner)).released.sumCents).toBeGreaterThan(0);
      expect(await totals(other)).toMatchObject({ years: [], released: { sumCents: 0 } });
    },
    async readPayYearStatement() {
      const { owner, other } = await setUp();
      const url = `/t/tc/pay/payslip/year/statement/${lastMonthsYear()}`;
      expect((await owner.get(url)).statusCode).toBe(200);
      expect((await other.get(url)).json().code).toBe('NOT_FOUND');
    },
    getPayslipReceipt: () =>
      forEachOwned((other, id) => other.get('/t/tc/pay/payslip/get/receipt', { id })),
    async readPayslipReceipt() {
      const { owner, other, link } = await setUp();
      expect((await app().inject({ url: link, headers: asTeacher(owner.token) })).statusCode).toBe(
        200,
      );
      const res = await app().inject({ url: link, headers: asTeacher(other.token) });
      expect(res.json().code).toBe('NOT_FOUND');
    },
    async grantPayslipReceipt() {
      const { other } = await setUp();
      const objectName = await receiptOf(other);
      const [row] = await rows<{ owner: number }>(
        sql`select owner_user_id::int as owner from file_grants where id = ${objectName}`,
      );
      expect(row?.owner).toBe(other.userId);
    },
    async submitPayslipReceipt() {
      const { owner, other, waiting } = await setUp();
      const objectName = await receiptOf(other);
      notThere(
        await other.post('/t/tc/pay/payslip/receipt/url', { payslipId: waiting, objectName }),
      );
      const detail = dataOf<{ status: string }>(
        await owner.post('/t/tc/pay/payslip/detail', { payslipId: waiting }),
      );
      expect(detail.status).toBe('OFFICIAL_CONFIRMED');
    },
  };
}
