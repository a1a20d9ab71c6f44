import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantAt, asApplicant } from '../../test/demo-scheduling.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The interview state's isRegisterCollege (spec section 3, decision 075): answered from the
// saved form, true when the applicant chose to join the school's TESOL certificate programme.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function applicantWith(teachingCertificate: string | null) {
  const applicant = await applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1');
  if (teachingCertificate !== null)
    await t.app.database.db.execute(
      sql`insert into resumes (user_id, commit_step, fields, submitted_at)
        values (${applicant.userId}, 3, ${JSON.stringify({ teachingCertificate })}::jsonb, now())`,
    );
  return applicant;
}
const registered = async (token: string) =>
  (await asApplicant(t.app, token, '/t/tc/apply/interview/status')).json().data
    .isRegisterCollege as boolean;

describe('isRegisterCollege', () => {
  it('is true when the form joins the TESOL programme, alone or beside a certificate', async () => {
    expect(await registered((await applicantWith('JOIN_PROGRAM')).token)).toBe(true);
    expect(await registered((await applicantWith('TEFL,JOIN_PROGRAM')).token)).toBe(true);
  });

  it('is false for other answers and without a saved form', async () => {
    expect(await registered((await applicantWith('TEFL,PURSUING')).token)).toBe(false);
    expect(await registered((await applicantWith('NO')).token)).toBe(false);
    expect(await registered((await applicantWith(null)).token)).toBe(false);
  });
});
