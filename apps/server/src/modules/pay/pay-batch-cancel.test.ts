import type { BankDetailsRecord, PayBatchDetail, PayBatchView } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/classes.js';
import { DECEMBER, payWorld } from '../../test/pay-world.js';

const w = payWorld();
type Teacher = Awaited<ReturnType<typeof w.newTeacher>>;
type Role = Parameters<typeof w.finance>[0];

const PAYPAL: BankDetailsRecord = {
  method: 'PAYPAL',
  holderFirstName: 'Ann',
  holderMiddleName: '',
  holderLastName: 'Lee',
  paypalEmail: 'ann@pay.test',
};

async function saveBank(teacherId: number) {
  const sealed = w.app().services.bankVault.seal(teacherId, PAYPAL);
  await w.rows(
    sql`insert into bank_details (user_id, method, sealed, key_id, masked)
      values (${teacherId}, 'PAYPAL', ${sealed.sealed}, ${sealed.keyId}, '••••')`,
  );
}

const ops = (role: Role = 'FINANCE') => w.finance(role);
const create = () =>
  ops().send('POST', '/ops/pay/batches', { monthStartTime: DECEMBER, paymentMethod: 'PAYPAL' });
const cancel = (batchId: number, role?: Role) =>
  ops(role).send('POST', `/ops/pay/batches/${batchId}/cancel`, {});
const pay = (batchId: number) => ops().send('POST', `/ops/pay/batches/${batchId}/paid`, {});
const detailOf = async (batchId: number) =>
  dataOf<PayBatchDetail>(await ops().get(`/ops/pay/batches/${batchId}`));
const linksOf = (batchId: number) =>
  w.rows<{ payslipId: number }>(
    sql`select payslip_id::int as "payslipId" from pay_batch_payslips where batch_id = ${batchId}
      order by payslip_id`,
  );
const statusOf = async (payslipId: number) => (await w.opsPayslip(payslipId)).status;

let a: Teacher;
let b: Teacher;
let pa = 0;
let pb = 0;
let first: PayBatchView;

/** Two PayPal teachers whose December payslips ($25.00 and $10.05) are sent for payment. */
beforeAll(async () => {
  a = await w.newTeacher();
  b = await w.newTeacher();
  dataOf(await w.adjust(a.userId, DECEMBER, 2500, 'Cover classes'));
  dataOf(await w.adjust(b.userId, DECEMBER, 1005, 'Cover classes'));
  await saveBank(a.userId);
  await saveBank(b.userId);
  await w.generate(DECEMBER);
  pa = (await w.payslipIdOf(a.userId, DECEMBER)) ?? 0;
  pb = (await w.payslipIdOf(b.userId, DECEMBER)) ?? 0;
  dataOf(await w.release(DECEMBER));
  for (const id of [pa, pb]) {
    const url = `/ops/pay/payslips/${id}`;
    dataOf(await ops().send('POST', `${url}/problem`, { message: 'Receipt by mail' }));
    dataOf(await ops().send('POST', `${url}/resolve`, { resumeAt: 'SUBMIT_FINANCIAL' }));
  }
});

describe('cancelling a payment batch', () => {
  it('refuses RECRUITER and OPERATIONS, and leaves the batch as it was', async () => {
    first = dataOf<PayBatchView>(await create());
    for (const role of ['RECRUITER', 'OPERATIONS'] as const) {
      const res = await cancel(first.id, role);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code, role).toBe('FORBIDDEN');
    }
    expect((await detailOf(first.id)).status).toBe('OPEN');
    expect(await linksOf(first.id)).toEqual([{ payslipId: pa }, { payslipId: pb }]);
    expect(await w.audit('cancelPayBatch')).toEqual([]);
  });

  it('a payslip held inside the batch stops its payment; cancelled, a new batch without it is paid', async () => {
    dataOf(await ops().send('POST', `/ops/pay/payslips/${pb}/problem`, { message: 'Bounced' }));
    const refused = await pay(first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BIZ_PAY_BATCH_PAYSLIP_MOVED');
    expect(refused.json().msg).toBe(
      'A payslip of this batch is no longer waiting for payment: please cancel the batch and make it again.',
    );
    expect(await statusOf(pa)).toBe('SUBMIT_FINANCIAL');

    const cancelled = dataOf<PayBatchView>(await cancel(first.id));
    expect(cancelled).toEqual({
      ...first,
      status: 'CANCELLED',
      paidAt: null,
      paidBy: null,
    });
    // The links are gone, the payslips untouched; the batch stays in the month's list.
    expect(await linksOf(first.id)).toEqual([]);
    expect((await detailOf(first.id)).payslips).toEqual([]);
    expect(await statusOf(pa)).toBe('SUBMIT_FINANCIAL');
    expect(await statusOf(pb)).toBe('PROBLEM');
    expect(await w.audit('cancelPayBatch')).toEqual([
      {
        userId: null,
        detail: { batchId: first.id, payslips: 2, payslipIds: [pa, pb].join(',') },
      },
    ]);

    // Made again: the payslip still waiting is batched, the held one is not.
    const second = dataOf<PayBatchView>(await create());
    expect(second).toMatchObject({ status: 'OPEN', payslipCount: 1, totalCents: 2500 });
    expect(await linksOf(second.id)).toEqual([{ payslipId: pa }]);
    expect(dataOf<PayBatchView>(await pay(second.id)).status).toBe('PAID');
    expect(await statusOf(pa)).toBe('PAID');
    expect(await statusOf(pb)).toBe('PROBLEM');

    const list = dataOf<{ list: PayBatchView[] }>(
      await ops().get('/ops/pay/batches', { monthStartTime: DECEMBER }),
    ).list;
    expect(list.map((x) => [x.id, x.status, x.payslipCount])).toEqual([
      [first.id, 'CANCELLED', 2],
      [second.id, 'PAID', 1],
    ]);
  });

  it('refuses to cancel twice or a PAID batch, and to pay or export a cancelled one', async () => {
    const list = dataOf<{ list: PayBatchView[] }>(
      await ops().get('/ops/pay/batches', { monthStartTime: DECEMBER }),
    ).list;
    const paid = list.find((x) => x.status === 'PAID')?.id ?? 0;
    for (const res of [
      await cancel(first.id),
      await cancel(paid),
      await pay(first.id),
      await ops().get(`/ops/pay/batches/${first.id}/export`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'BIZ_PAY_BATCH_NOT_OPEN',
        msg: 'This batch has already been paid or cancelled, please refresh.',
      });
    }
    expect((await cancel(987_654)).json().code).toBe('NOT_FOUND');
    expect(await linksOf(paid)).toEqual([{ payslipId: pa }]);
    expect((await detailOf(paid)).status).toBe('PAID');
    expect(await w.audit('cancelPayBatch')).toHaveLength(1);
    await expect(
      w.rows(sql`update pay_batches set status = 'UNDONE' where id = ${first.id}`),
    ).rejects.toThrow();
  });

  it('lets a payslip freed from a cancelled batch be batched again while it waits', async () => {
    dataOf(
      await ops().send('POST', `/ops/pay/payslips/${pb}/resolve`, {
        resumeAt: 'SUBMIT_FINANCIAL',
      }),
    );
    const third = dataOf<PayBatchView>(await create());
    expect(third).toMatchObject({ payslipCount: 1, totalCents: 1005, status: 'OPEN' });
    expect(await linksOf(third.id)).toEqual([{ payslipId: pb }]);
  });
});
