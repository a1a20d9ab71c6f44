import { Writable } from 'node:stream';
import type { BankDetailsRecord, PayBatchDetail, PayBatchView } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/classes.js';
import { ANN, PAYPAL, SWIFT } from '../../test/bank-details.js';
import { DECEMBER, NOVEMBER, payWorld } from '../../test/pay-world.js';

const logLines: string[] = [];
const w = payWorld({
  env: { LOG_LEVEL: 'info' },
  logStream: new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
});
type Teacher = Awaited<ReturnType<typeof w.newTeacher>>;

/** A holder's name a spreadsheet would run, with a quote and a comma in it. */
const TRICKY: BankDetailsRecord = {
  ...ANN,
  holderFirstName: '=SUM(A1)',
  holderMiddleName: '',
  holderLastName: 'O"Neil, Jr',
  accountNumber: '000987654321',
};

const ops = (role: Parameters<typeof w.finance>[0] = 'FINANCE') => w.finance(role);
const create = (paymentMethod: string, role?: Parameters<typeof w.finance>[0]) =>
  ops(role).send('POST', '/ops/pay/batches', { monthStartTime: DECEMBER, paymentMethod });
const exportOf = (batchId: number, role?: Parameters<typeof w.finance>[0]) =>
  ops(role).get(`/ops/pay/batches/${batchId}/export`);
const pay = (batchId: number, role?: Parameters<typeof w.finance>[0]) =>
  ops(role).send('POST', `/ops/pay/batches/${batchId}/paid`, {});
const statusOf = async (payslipId: number) => (await w.opsPayslip(payslipId)).status;

let t: Record<'ann' | 'tricky' | 'paypal' | 'swift' | 'released' | 'noBank', Teacher>;
let p: Record<keyof typeof t, number>;
let aba: PayBatchView;

/**
 * Six teachers with December payslips: four sent for payment (two by ABA, one PayPal, one
 * SWIFT), one released only (ABA), one sent for payment without bank details.
 */
beforeAll(async () => {
  const names = ['ann', 'tricky', 'paypal', 'swift', 'released', 'noBank'] as const;
  const cents = [2500, 1005, 300, 123_456, 700, 800];
  t = {} as typeof t;
  for (const [i, name] of names.entries()) {
    t[name] = await w.newTeacher();
    dataOf(await w.adjust(t[name].userId, DECEMBER, cents[i] ?? 0, 'Cover classes'));
  }
  await w.saveBank(t.ann.userId, ANN);
  await w.saveBank(t.tricky.userId, TRICKY);
  await w.saveBank(t.paypal.userId, PAYPAL);
  await w.saveBank(t.swift.userId, SWIFT);
  await w.saveBank(t.released.userId, ANN);
  await w.generate(DECEMBER);
  p = {} as typeof p;
  for (const name of names) p[name] = (await w.payslipIdOf(t[name].userId, DECEMBER)) ?? 0;
  dataOf(await w.release(DECEMBER));
  // Sent for payment through the console: held, then resolved straight to SUBMIT_FINANCIAL.
  for (const name of ['ann', 'tricky', 'paypal', 'swift', 'noBank'] as const) {
    const url = `/ops/pay/payslips/${p[name]}`;
    dataOf(await ops().send('POST', `${url}/problem`, { message: 'Receipt by mail' }));
    dataOf(await ops().send('POST', `${url}/resolve`, { resumeAt: 'SUBMIT_FINANCIAL' }));
  }
});

describe('making payment batches', () => {
  it("gathers the month's payslips sent for payment whose teachers are paid by the method", async () => {
    aba = dataOf<PayBatchView>(await create('ABA_BANK'));
    expect(aba).toEqual({
      id: aba.id,
      monthStartTime: DECEMBER,
      paymentMethod: 'ABA_BANK',
      status: 'OPEN',
      payslipCount: 2,
      total: '35.05',
      totalCents: 3505,
      createdAt: w.clock.now().getTime(),
      createdBy: 'Test Staff',
      paidAt: null,
      paidBy: null,
    });
    const detail = dataOf<PayBatchDetail>(await ops().get(`/ops/pay/batches/${aba.id}`));
    expect(detail.payslips).toEqual(
      [
        {
          payslipId: p.ann,
          teacherId: t.ann.userId,
          email: t.ann.email,
          sum: '25.00',
          sumCents: 2500,
        },
        {
          payslipId: p.tricky,
          teacherId: t.tricky.userId,
          email: t.tricky.email,
          sum: '10.05',
          sumCents: 1005,
        },
      ]
        .sort((a, b) => a.payslipId - b.payslipId)
        .map((row) => ({ ...row, teacherName: 'Ann Lee', status: 'SUBMIT_FINANCIAL' })),
    );
    // No bank data in the console's read.
    expect(JSON.stringify(detail)).not.toContain(ANN.accountNumber);
    expect(await w.audit('createPayBatch')).toEqual([
      {
        userId: null,
        detail: {
          batchId: aba.id,
          month: '2026/12',
          method: 'ABA_BANK',
          payslips: 2,
          totalCents: 3505,
        },
      },
    ]);
  });

  it('refuses an empty batch and keeps nothing of it: every ABA payslip is taken, none waits in November', async () => {
    const again = await create('ABA_BANK');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BIZ_PAY_BATCH_EMPTY');
    const november = await ops().send('POST', '/ops/pay/batches', {
      monthStartTime: NOVEMBER,
      paymentMethod: 'SWIFT',
    });
    expect(november.json().code).toBe('BIZ_PAY_BATCH_EMPTY');
    expect(await w.rows(sql`select id from pay_batches`)).toHaveLength(1);
    expect(await w.audit('createPayBatch')).toHaveLength(1);
  });

  it('gives a payslip to one of two batches made at once, and the database refuses a second', async () => {
    const both = await Promise.all([create('PAYPAL'), create('PAYPAL')]);
    expect(both.map((res) => res.json().code).sort()).toEqual(['BIZ_PAY_BATCH_EMPTY', 'OK']);
    const taken = await w.rows<{ batchId: number }>(
      sql`select batch_id::int as "batchId" from pay_batch_payslips where payslip_id = ${p.paypal}`,
    );
    expect(taken).toHaveLength(1);
    await expect(
      w.rows(
        sql`insert into pay_batch_payslips (payslip_id, batch_id) values (${p.paypal}, ${aba.id})`,
      ),
    ).rejects.toThrow();
    const list = dataOf<{ list: PayBatchView[] }>(
      await ops().get('/ops/pay/batches', { monthStartTime: DECEMBER }),
    ).list;
    expect(list.map((b) => [b.paymentMethod, b.payslipCount, b.total])).toEqual([
      ['ABA_BANK', 2, '35.05'],
      ['PAYPAL', 1, '3.00'],
    ]);
    expect(
      dataOf<{ list: PayBatchView[] }>(
        await ops().get('/ops/pay/batches', { monthStartTime: NOVEMBER }),
      ).list,
    ).toEqual([]);
  });

  it('refuses a month that is not a Beijing month start, and an unknown method, by field', async () => {
    const month = await ops().send('POST', '/ops/pay/batches', {
      monthStartTime: DECEMBER + 1,
      paymentMethod: 'SWIFT',
    });
    expect(month.json().code).toBe('BIZ_PARAM_ERR');
    const method = await create('WIRE');
    expect(method.json().code).toBe('BIZ_PARAM_INVALID');
    expect(method.json().data.fields).toHaveProperty('paymentMethod');
  });
});

describe("a batch's export for the bank", () => {
  it('answers the CSV: holder names joined, amounts to the cent, quoted and defused', async () => {
    logLines.length = 0;
    const res = await exportOf(aba.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="pay-batch-${aba.id}-aba_bank-2026-12.csv"; filename*=UTF-8''pay-batch-${aba.id}-aba_bank-2026-12.csv`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = [
      [p.ann, `Ann B Lee,000123456789,25.00,Payslip ${p.ann} 2026/12`],
      [p.tricky, `"'=SUM(A1) O""Neil, Jr",000987654321,10.05,Payslip ${p.tricky} 2026/12`],
    ]
      .sort((a, b) => Number(a[0]) - Number(b[0]))
      .map((row) => row[1]);
    expect(res.body).toBe(
      ['Holder full name,Account number,Amount (USD),Reference', ...rows, ''].join('\r\n'),
    );
    // The audit row says who, which batch and how many rows; no line of the log holds the data.
    expect(await w.audit('exportPayBatch')).toEqual([
      { userId: null, detail: { batchId: aba.id, method: 'ABA_BANK', rows: 2 } },
    ]);
    const trail = JSON.stringify(await w.rows(sql`select detail from staff_actions`));
    expect(logLines.length).toBeGreaterThan(0);
    for (const secret of [ANN.accountNumber, TRICKY.accountNumber, 'O\\"Neil', 'Ann B Lee']) {
      expect(trail).not.toContain(secret);
      expect(logLines.join('')).not.toContain(secret);
    }
  });

  it("writes SWIFT's and PayPal's columns", async () => {
    const swift = dataOf<PayBatchView>(await create('SWIFT'));
    expect((await exportOf(swift.id)).body).toBe(
      'Holder full name,Bank name,SWIFT code,Account number,Bank address,Bank country,Amount,Currency,Reference\r\n' +
        `Ann B Lee,Deutsche Bank,DEUTDEFF500,DE89370400440532013000,"12 Taunusanlage, Frankfurt",Germany,1234.56,USD,Payslip ${p.swift} 2026/12\r\n`,
    );
    const paypal = dataOf<{ list: PayBatchView[] }>(
      await ops().get('/ops/pay/batches', { monthStartTime: DECEMBER }),
    ).list.find((b) => b.paymentMethod === 'PAYPAL');
    expect((await exportOf(paypal?.id ?? 0)).body).toBe(
      `PayPal e-mail,Amount,Currency,Note\r\nann@pay.test,3.00,USD,Payslip ${p.paypal} 2026/12\r\n`,
    );
  });

  it('refuses a batch whose teacher has since changed method, and anyone without the bank permission', async () => {
    await w.saveBank(t.tricky.userId, PAYPAL);
    expect((await exportOf(aba.id)).json().code).toBe('BIZ_PAY_BATCH_BANK_CHANGED');
    await w.saveBank(t.tricky.userId, TRICKY);
    for (const role of ['RECRUITER', 'INTERVIEWER', 'OPERATIONS'] as const) {
      const res = await exportOf(aba.id, role);
      expect(res.statusCode, role).toBe(403);
      expect(res.body, role).not.toContain(ANN.accountNumber);
    }
    expect((await exportOf(aba.id, 'ADMIN')).statusCode).toBe(200);
    expect((await exportOf(987_654)).json().code).toBe('NOT_FOUND');
  });
});

describe('paying a batch', () => {
  it('moves the batch and every payslip to PAID in one go, audited; twice is refused', async () => {
    const paid = dataOf<PayBatchView>(await pay(aba.id));
    expect(paid).toMatchObject({
      status: 'PAID',
      paidAt: w.clock.now().getTime(),
      paidBy: 'Test Staff',
    });
    expect(await statusOf(p.ann)).toBe('PAID');
    expect(await statusOf(p.tricky)).toBe('PAID');
    expect(await statusOf(p.swift)).toBe('SUBMIT_FINANCIAL');
    expect((await w.audit('payPayBatch')).map((a) => a.detail)).toEqual([
      { batchId: aba.id, payslips: 2 },
    ]);
    expect((await w.audit('payPayslip')).map((a) => a.userId).sort()).toEqual(
      [t.ann.userId, t.tricky.userId].sort(),
    );
    const twice = await pay(aba.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('BIZ_PAY_BATCH_ALREADY_PAID');
    expect(await w.audit('payPayBatch')).toHaveLength(1);
    expect((await pay(987_654)).json().code).toBe('NOT_FOUND');
  });

  it('pays nothing when one payslip of the batch has moved on', async () => {
    const swift = dataOf<{ list: PayBatchView[] }>(
      await ops().get('/ops/pay/batches', { monthStartTime: DECEMBER }),
    ).list.find((b) => b.paymentMethod === 'SWIFT');
    dataOf(
      await ops().send('POST', `/ops/pay/payslips/${p.swift}/problem`, { message: 'Bounced' }),
    );
    expect((await pay(swift?.id ?? 0)).json().code).toBe('BIZ_PAY_BATCH_PAYSLIP_MOVED');
    expect(dataOf<PayBatchDetail>(await ops().get(`/ops/pay/batches/${swift?.id}`)).status).toBe(
      'OPEN',
    );
    expect(await statusOf(p.swift)).toBe('PROBLEM');
  });
});

describe('the refusals', () => {
  it('refuses RECRUITER, INTERVIEWER and OPERATIONS every batch call', async () => {
    for (const role of ['RECRUITER', 'INTERVIEWER', 'OPERATIONS'] as const) {
      const answers = [
        await ops(role).get('/ops/pay/batches', { monthStartTime: DECEMBER }),
        await create('SWIFT', role),
        await ops(role).get(`/ops/pay/batches/${aba.id}`),
        await exportOf(aba.id, role),
        await pay(aba.id, role),
      ];
      expect(
        answers.map((res) => res.statusCode),
        role,
      ).toEqual([403, 403, 403, 403, 403]);
    }
    expect(await w.rows(sql`select id from pay_batches`)).toHaveLength(3);
  });
});
