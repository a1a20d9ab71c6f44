import type { OssGrant, OpsPayslipRow } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/classes.js';
import { DECEMBER, NOVEMBER, payWorld } from '../../test/pay-world.js';

const w = payWorld();
type Teacher = Awaited<ReturnType<typeof w.newTeacher>>;

let teachers: Teacher[];
let december: number;

/** Three teachers with December DRAFTs; the first's also released. */
beforeAll(async () => {
  teachers = [await w.newTeacher(), await w.newTeacher(), await w.newTeacher()];
  for (const [i, teacher] of teachers.entries())
    dataOf(await w.adjust(teacher.userId, DECEMBER, 1000 * (i + 1), 'Cover classes'));
  await w.generate(DECEMBER);
  december = (await w.payslipIdOf(teachers[0]?.userId ?? 0, DECEMBER)) ?? 0;
  dataOf(await w.release(DECEMBER, [december]));
});

describe("FINANCE's calls refuse what is not there", () => {
  it('answers NOT_FOUND for an unknown run, payslip or teacher', async () => {
    expect((await w.finance().get('/ops/pay/runs/987654')).json().code).toBe('NOT_FOUND');
    expect((await w.finance().get('/ops/pay/payslips/987654')).json().code).toBe('NOT_FOUND');
    expect((await w.adjust(987_654, NOVEMBER, 100)).json().code).toBe('NOT_FOUND');
  });

  it('refuses to resolve a problem into a status it cannot wait in (the schema names the field)', async () => {
    dataOf(
      await w
        .finance()
        .send('POST', `/ops/pay/payslips/${december}/problem`, { message: 'Check the bank' }),
    );
    const res = await w
      .finance()
      .send('POST', `/ops/pay/payslips/${december}/resolve`, { resumeAt: 'PAID' });
    expect(res.json().code).toBe('BIZ_PARAM_INVALID');
    expect(res.json().data.fields).toHaveProperty('resumeAt');
    expect((await w.opsPayslip(december)).status).toBe('PROBLEM');
  });
});

describe("FINANCE's reads", () => {
  it("show one payslip with its teacher, and a month's payslips page by page", async () => {
    const [first] = teachers;
    expect(await w.opsPayslip(december)).toMatchObject({
      teacherId: first?.userId,
      teacherName: 'Ann Lee',
      email: first?.email,
    });
    const page = async (pageIndex: number) =>
      dataOf<{ total: number; list: OpsPayslipRow[] }>(
        await w.finance().get('/ops/pay/payslips', { monthStartTime: DECEMBER, pageIndex }),
      );
    const first50 = await page(1);
    expect(first50.total).toBe(3);
    expect(first50.list.map((p) => p.teacherId).sort()).toEqual(
      teachers.map((t) => t.userId).sort(),
    );
    expect(await page(2)).toEqual({ total: 3, list: [] });
  });

  it('audits a started run with its month', async () => {
    const audit = await w.audit('startPayRun');
    expect(audit[0]?.detail).toEqual({ runId: expect.any(Number), month: '2026/12' });
  });
});

describe('a receipt grant', () => {
  const token = (teacher: Teacher, query: Record<string, string | number>) =>
    teacher.get('/t/tc/pay/payslip/receipt/upload/token', query);

  it('is the spec credentials without a key, typed by name or by the browser, at most 10 MB', async () => {
    const [teacher] = teachers as [Teacher];
    const byName = dataOf<OssGrant>(await token(teacher, { fileName: 'receipt.PNG' }));
    expect(byName).toMatchObject({
      accessKeyId: '',
      accessKeySecret: '',
      securityToken: '',
      maxBytes: 10 * 1024 * 1024,
    });
    const byType = dataOf<OssGrant>(
      await token(teacher, { fileName: 'scan', contentType: 'Application/PDF', size: 2048 }),
    );
    expect(byType).toMatchObject({ maxBytes: 2048 });
    const unknown = await token(teacher, { fileName: 'receipt.exe' });
    expect(unknown.json().code).toBe('BIZ_UPLOAD_DOCUMENT_FORMAT');
  });
});
