import type { OssGrant, PayBatchView } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/classes.js';
import { ANN, PAYPAL } from '../../test/bank-details.js';
import { completeGrant, pdfOf, putGranted } from '../../test/file-grants.js';
import { DECEMBER, payWorld } from '../../test/pay-world.js';

// Every status write of a payslip and of a payment batch goes through its lifecycle's writer
// (the write scan refuses any other): here a real month through the API leaves, for each
// record, the trail of named moves the contracts' tables declare, with who took each.

const w = payWorld();
type Teacher = Awaited<ReturnType<typeof w.newTeacher>>;

let ann: Teacher;
let bob: Teacher;
let annSlip: number;
let bobSlip: number;
let finance: number;
let cancelled: PayBatchView;
let paid: PayBatchView;

const ops = () => w.finance();
const move = (payslipId: number, step: string, body: object = {}) =>
  ops().send('POST', `/ops/pay/payslips/${payslipId}/${step}`, body);

async function trailOf(lifecycle: string, recordId: number) {
  return w.rows<{
    move: string;
    from: string | null;
    to: string;
    actor: string;
    actorId: number | null;
  }>(
    sql`select move, from_status as "from", to_status as "to", actor, actor_id::int as "actorId"
      from status_moves where lifecycle = ${lifecycle} and record_id = ${recordId} order by id`,
  );
}

async function sendReceipt(who: Teacher, payslipId: number) {
  const bytes = pdfOf(600);
  const grant = dataOf<OssGrant>(
    await who.get('/t/tc/pay/payslip/receipt/upload/token', {
      fileName: 'receipt.pdf',
      size: bytes.length,
    }),
  );
  expect((await putGranted(w.app(), who.token, grant.uploadUrl, bytes)).statusCode).toBe(200);
  expect((await completeGrant(w.app(), who.token, grant.objectName)).statusCode).toBe(200);
  dataOf(
    await who.post('/t/tc/pay/payslip/receipt/url', { payslipId, objectName: grant.objectName }),
  );
}

/**
 * December for two teachers: generated twice by the job, released (written afresh), then
 * Ann's payslip goes through the receipt, a problem and a batch that is cancelled and one
 * that is paid; Bob's is held twice and paid alone.
 */
beforeAll(async () => {
  ann = await w.newTeacher();
  bob = await w.newTeacher();
  await w.saveBank(ann.userId, ANN);
  await w.saveBank(bob.userId, PAYPAL);
  dataOf(await w.adjust(ann.userId, DECEMBER, 2500, 'Cover classes'));
  dataOf(await w.adjust(bob.userId, DECEMBER, 1200, 'Cover classes'));
  await w.generate(DECEMBER);
  dataOf(await w.adjust(ann.userId, DECEMBER, 100, 'Material'));
  await w.generate(DECEMBER);
  annSlip = (await w.payslipIdOf(ann.userId, DECEMBER)) ?? 0;
  bobSlip = (await w.payslipIdOf(bob.userId, DECEMBER)) ?? 0;
  dataOf(await w.release(DECEMBER));
  const [starter] = await w.rows<{ id: number }>(
    sql`select staff_id::int as id from staff_actions where action = 'startPayRun' limit 1`,
  );
  finance = starter?.id ?? 0;

  await sendReceipt(ann, annSlip);
  dataOf(await move(annSlip, 'submit'));
  dataOf(await move(annSlip, 'problem', { message: 'Wrong account' }));
  dataOf(await move(annSlip, 'resolve', { resumeAt: 'TEACHER_CONFIRMED' }));
  dataOf(await move(annSlip, 'submit'));
  const batch = () =>
    ops().send('POST', '/ops/pay/batches', {
      monthStartTime: DECEMBER,
      paymentMethod: 'ABA_BANK',
    });
  cancelled = dataOf<PayBatchView>(await batch());
  dataOf(await ops().send('POST', `/ops/pay/batches/${cancelled.id}/cancel`, {}));
  paid = dataOf<PayBatchView>(await batch());
  dataOf(await ops().send('POST', `/ops/pay/batches/${paid.id}/paid`, {}));

  dataOf(await move(bobSlip, 'problem', { message: 'Bank name missing' }));
  dataOf(await move(bobSlip, 'resolve', { resumeAt: 'OFFICIAL_CONFIRMED' }));
  dataOf(await move(bobSlip, 'problem', { message: 'Receipt by mail' }));
  dataOf(await move(bobSlip, 'resolve', { resumeAt: 'SUBMIT_FINANCIAL' }));
  dataOf(await move(bobSlip, 'pay'));
});

describe('the status_moves trail', () => {
  it("records each of a payslip's moves by name, from, to and who took it", async () => {
    expect(finance).toBeGreaterThan(0);
    const staff = (move: string, from: string, to: string) => ({
      move,
      from,
      to,
      actor: 'staff',
      actorId: finance,
    });
    const generated = [
      { move: 'generate', from: null, to: 'DRAFT', actor: 'clock', actorId: null },
      { move: 'regenerate', from: 'DRAFT', to: 'DRAFT', actor: 'clock', actorId: null },
      // The release writes what it releases afresh, then releases it.
      staff('regenerate', 'DRAFT', 'DRAFT'),
      staff('release', 'DRAFT', 'OFFICIAL_CONFIRMED'),
    ];
    const [first, ...rest] = generated;
    expect(await trailOf('payslip', annSlip)).toEqual([
      first,
      // Ann's adjustment after the first run wrote her DRAFT again at once (issue 36).
      staff('regenerate', 'DRAFT', 'DRAFT'),
      ...rest,
      {
        move: 'receipt',
        from: 'OFFICIAL_CONFIRMED',
        to: 'TEACHER_CONFIRMED',
        actor: 'teacher',
        actorId: ann.userId,
      },
      staff('submit', 'TEACHER_CONFIRMED', 'SUBMIT_FINANCIAL'),
      staff('problem', 'SUBMIT_FINANCIAL', 'PROBLEM'),
      staff('resolveToReceipted', 'PROBLEM', 'TEACHER_CONFIRMED'),
      staff('submit', 'TEACHER_CONFIRMED', 'SUBMIT_FINANCIAL'),
      // Paid by the batch.
      staff('pay', 'SUBMIT_FINANCIAL', 'PAID'),
    ]);
    expect(await trailOf('payslip', bobSlip)).toEqual([
      ...generated,
      staff('problem', 'OFFICIAL_CONFIRMED', 'PROBLEM'),
      staff('resolveToReleased', 'PROBLEM', 'OFFICIAL_CONFIRMED'),
      staff('problem', 'OFFICIAL_CONFIRMED', 'PROBLEM'),
      staff('resolveToSubmitted', 'PROBLEM', 'SUBMIT_FINANCIAL'),
      staff('pay', 'SUBMIT_FINANCIAL', 'PAID'),
    ]);
  });

  it("records each of a payment batch's moves", async () => {
    const staff = (move: string, from: string | null, to: string) => ({
      move,
      from,
      to,
      actor: 'staff',
      actorId: finance,
    });
    expect(await trailOf('payBatch', cancelled.id)).toEqual([
      staff('open', null, 'OPEN'),
      staff('cancel', 'OPEN', 'CANCELLED'),
    ]);
    expect(await trailOf('payBatch', paid.id)).toEqual([
      staff('open', null, 'OPEN'),
      staff('pay', 'OPEN', 'PAID'),
    ]);
  });

  it('records nothing for a move that did not happen', async () => {
    const before = (await trailOf('payslip', bobSlip)).length;
    expect((await move(bobSlip, 'pay')).json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    expect((await ops().send('POST', `/ops/pay/batches/${paid.id}/cancel`, {})).json().code).toBe(
      'BIZ_PAY_BATCH_NOT_OPEN',
    );
    expect(await trailOf('payslip', bobSlip)).toHaveLength(before);
    expect(await trailOf('payBatch', paid.id)).toHaveLength(2);
  });
});
