import { describe, expect, it } from 'vitest';
import { dataOf } from '../../test/classes.js';
import { DECEMBER, payWorld } from '../../test/pay-world.js';

const w = payWorld();

describe("a generation's count of payslips kept", () => {
  it('counts the released payslips it left as they were, not the drafts it rewrote', async () => {
    const teachers = [await w.newTeacher(), await w.newTeacher(), await w.newTeacher()];
    for (const [i, teacher] of teachers.entries())
      dataOf(await w.adjust(teacher.userId, DECEMBER, 500 + 100 * i, 'Cover'));
    expect(await w.generate(DECEMBER)).toMatchObject({
      status: 'DONE',
      teachersTotal: 3,
      teachersDone: 3,
      teachersKept: 0,
    });
    const ids = await Promise.all(teachers.map((t) => w.payslipIdOf(t.userId, DECEMBER)));
    const [released, ...drafts] = ids.map((id) => id ?? 0);
    expect(dataOf(await w.release(DECEMBER, [released ?? 0]))).toEqual({ released: 1, held: 0 });
    const versions = await Promise.all(drafts.map(async (id) => (await w.opsPayslip(id)).version));

    // One released payslip kept, two drafts written again.
    expect(await w.generate(DECEMBER)).toMatchObject({
      status: 'DONE',
      teachersTotal: 3,
      teachersDone: 3,
      teachersKept: 1,
    });
    for (const [i, id] of drafts.entries()) {
      expect(await w.opsPayslip(id)).toMatchObject({
        status: 'DRAFT',
        version: (versions[i] ?? 0) + 1,
        sumCents: 600 + 100 * i,
      });
    }
  });
});
