import type { OssGrant, PayslipDetail, PayslipReceipt } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asTeacher } from '../../test/accounts-client.js';
import { dataOf } from '../../test/classes.js';
import { completeGrant, pdfOf, putGranted } from '../../test/file-grants.js';
import { DECEMBER, JANUARY, NOVEMBER, payWorld } from '../../test/pay-world.js';

const w = payWorld();
type Teacher = Awaited<ReturnType<typeof w.newTeacher>>;

let teacher: Teacher;
let other: Teacher;
let november: number;
let december: number;
let january: number;

/** A received and checked receipt of `who`'s, through the real grant and upload. */
async function uploadedReceipt(who: Teacher, bytes = pdfOf(600)): Promise<string> {
  const grant = dataOf<OssGrant>(
    await who.get('/t/tc/pay/payslip/receipt/upload/token', {
      fileName: 'receipt.pdf',
      size: bytes.length,
    }),
  );
  expect(grant).toMatchObject({ accessKeyId: '', method: 'PUT' });
  expect((await putGranted(w.app(), who.token, grant.uploadUrl, bytes)).statusCode).toBe(200);
  expect((await completeGrant(w.app(), who.token, grant.objectName)).statusCode).toBe(200);
  return grant.objectName;
}

const submit = (who: Teacher, payslipId: number, objectName: string) =>
  who.post('/t/tc/pay/payslip/receipt/url', { payslipId, objectName });

/** Released November, December and January payslips of the teacher's (adjustments only). */
beforeAll(async () => {
  teacher = await w.newTeacher();
  other = await w.newTeacher();
  for (const month of [NOVEMBER, DECEMBER, JANUARY]) {
    dataOf(await w.adjust(teacher.userId, month, 4200, 'Substitute teaching'));
    await w.generate(month);
    dataOf(await w.release(month));
  }
  november = (await w.payslipIdOf(teacher.userId, NOVEMBER)) ?? 0;
  december = (await w.payslipIdOf(teacher.userId, DECEMBER)) ?? 0;
  january = (await w.payslipIdOf(teacher.userId, JANUARY)) ?? 0;
});

describe("a payslip's receipt", () => {
  it('is uploaded through a grant and recorded: the payslip moves to TEACHER_CONFIRMED', async () => {
    expect(dataOf(await teacher.get('/t/tc/pay/payslip/get/receipt', { id: november }))).toBeNull();
    const bytes = pdfOf(900);
    const objectName = await uploadedReceipt(teacher, bytes);
    const detail = dataOf<PayslipDetail>(await submit(teacher, november, objectName));
    expect(detail).toMatchObject({
      status: 'TEACHER_CONFIRMED',
      receiptDue: false,
      receipt: { payslipId: november, objectName, fileName: 'receipt.pdf' },
    });
    const receipt = dataOf<PayslipReceipt>(
      await teacher.get('/t/tc/pay/payslip/get/receipt', { id: november }),
    );
    expect(receipt).toMatchObject({
      objectName,
      fileName: 'receipt.pdf',
      uploadedAt: detail.receipt?.uploadedAt,
    });
    // The short-lived link opens the file for its owner, and for nobody else.
    const read = await w.app().inject({ url: receipt.url, headers: asTeacher(teacher.token) });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(bytes)).toBe(true);
    const theirs = await w.app().inject({ url: receipt.url, headers: asTeacher(other.token) });
    expect(theirs.json().code).toBe('NOT_FOUND');
    const forged = receipt.url.replace(/signature=[^&]+/, 'signature=forged');
    expect(
      (await w.app().inject({ url: forged, headers: asTeacher(teacher.token) })).json().code,
    ).toBe('FORBIDDEN');
  });

  it('is refused on a payslip that does not wait for one, and the file stays unclaimed', async () => {
    const objectName = await uploadedReceipt(teacher);
    expect((await submit(teacher, november, objectName)).json().code).toBe(
      'BIZ_TEACHER_PAYSLIP_STATUS_NOT_EQUAL_RECEIPT',
    );
    // FINANCE hold December with a problem: no receipt until they resolve it.
    dataOf(
      await w
        .finance()
        .send('POST', `/ops/pay/payslips/${december}/problem`, { message: 'Bank name missing' }),
    );
    expect((await submit(teacher, december, objectName)).json().code).toBe(
      'BIZ_TEACHER_PAYSLIP_STATUS_NOT_EQUAL_RECEIPT',
    );
    const [grant] = await w.rows<{ claimed: boolean }>(
      sql`select claimed_at is not null as claimed from file_grants where id = ${objectName}`,
    );
    expect(grant?.claimed).toBe(false);
    dataOf(
      await w.finance().send('POST', `/ops/pay/payslips/${december}/resolve`, {
        resumeAt: 'OFFICIAL_CONFIRMED',
      }),
    );
    expect(dataOf<PayslipDetail>(await submit(teacher, december, objectName)).status).toBe(
      'TEACHER_CONFIRMED',
    );
  });

  it("takes only the teacher's own received receipt, once", async () => {
    const used = (
      await w.rows<{ id: string }>(
        sql`select receipt_file_id as id from payslips where id = ${november}`,
      )
    )[0]?.id;
    const theirs = await uploadedReceipt(other);
    const notSent = dataOf<OssGrant>(
      await teacher.get('/t/tc/pay/payslip/receipt/upload/token', { fileName: 'r.pdf', size: 600 }),
    ).objectName;
    for (const objectName of [theirs, notSent, used ?? '', 'an-unknown-file-id-0000'])
      expect((await submit(teacher, january, objectName)).json().code).toBe('FORBIDDEN');
    expect((await w.detailOf(teacher, january)).status).toBe('OFFICIAL_CONFIRMED');
  });
});

describe('the receipt grant, a GET that writes (issue 37)', () => {
  it("is refused to another site's page, by Origin or Sec-Fetch-Site, and writes no grant", async () => {
    const grants = async () =>
      (await w.rows<{ n: number }>(sql`select count(*)::int as n from file_grants`))[0]?.n;
    const before = await grants();
    const query = { fileName: 'receipt.pdf', size: '600' };
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await w.app().inject({
        url: '/t/tc/pay/payslip/receipt/upload/token',
        query,
        headers: { ...asTeacher(teacher.token), ...headers },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', data: null });
    }
    expect(await grants()).toBe(before);
    const same = await w.app().inject({
      url: '/t/tc/pay/payslip/receipt/upload/token',
      query,
      headers: { ...asTeacher(teacher.token), 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
    expect(await grants()).toBe((before ?? 0) + 1);
  });
});

describe("FINANCE's reading of a receipt (issue 36)", () => {
  it('opens the file from the payslip, audited, for viewPay only', async () => {
    // No receipt yet, or no such payslip: nothing to open, nothing audited.
    for (const payslipId of [january, 999_999])
      expect((await w.finance().get(`/ops/pay/payslips/${payslipId}/receipt`)).json().code).toBe(
        'NOT_FOUND',
      );
    const bytes = pdfOf(700);
    const objectName = await uploadedReceipt(teacher, bytes);
    dataOf(await submit(teacher, january, objectName));
    const read = await w.finance().get(`/ops/pay/payslips/${january}/receipt`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toBe("inline; filename*=UTF-8''receipt.pdf");
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.rawPayload.equals(bytes)).toBe(true);
    expect(await w.audit('viewPayslipReceipt')).toEqual([
      { userId: teacher.userId, detail: { payslipId: january } },
    ]);
    for (const role of ['OPERATIONS', 'RECRUITER'] as const)
      expect((await w.finance(role).get(`/ops/pay/payslips/${january}/receipt`)).statusCode).toBe(
        403,
      );
  });
});
