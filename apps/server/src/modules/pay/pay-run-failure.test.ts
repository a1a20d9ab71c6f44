import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../../test/classes.js';
import { DECEMBER, payWorld } from '../../test/pay-world.js';

// The job's retries start a second after a failure here (15 in production).
const w = payWorld({ env: { MAIL_RETRY_DELAY_SECONDS: '1' } });

describe("a generation's failure", () => {
  it('marks the run FAILED with the error, and the retried job finishes it once the cause is gone', async () => {
    const fine = await w.newTeacher();
    const broken = await w.newTeacher();
    dataOf(await w.adjust(fine.userId, DECEMBER, 800, 'Cover'));
    // Rows no call could write (each call caps an adjustment): their sum overflows a total.
    const [staff] = await w.rows<{ id: number }>(sql`select id::int as id from staff limit 1`);
    await w.rows(
      sql`insert into pay_adjustments (teacher_id, month_start, amount_cents, reason, created_by)
        select ${broken.userId}, ${new Date(DECEMBER).toISOString()}, 2000000000, 'Broken', ${staff?.id ?? 0}
        from generate_series(1, 2)`,
    );
    const started = dataOf<{ id: number }>(await w.startRun(DECEMBER));
    const failed = await w.settled(started.id);
    expect(failed).toMatchObject({ status: 'FAILED', teachersDone: 0 });
    expect(failed.error).toMatch(/range|overflow/i);
    expect(failed.finishedAt).not.toBeNull();
    // Nothing of the failed batch was written.
    expect(await w.payslipIdOf(fine.userId, DECEMBER)).toBeUndefined();

    await w.rows(sql`delete from pay_adjustments where teacher_id = ${broken.userId}`);
    let run = failed;
    for (let i = 0; i < 100 && run.status !== 'DONE'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      run = dataOf(await w.finance().get(`/ops/pay/runs/${started.id}`));
    }
    expect(run).toMatchObject({ id: started.id, status: 'DONE', teachersDone: 1, error: null });
    expect(await w.payslipIdOf(fine.userId, DECEMBER)).toBeGreaterThan(0);
  });
});
