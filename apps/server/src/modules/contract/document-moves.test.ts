import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { applicantAt, asStaff, expectOk } from '../../test/demo-scheduling.js';
import { sendDocuments, submitFiles, uploadDocument } from '../../test/documents-flow.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { staffIdOf, trailOf } from '../../test/status-trail.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Every status a document takes is written by its lifecycle's writer (issue 35): the
// applicant's submission, the recruiter's pass or request for a new file, the new file.
let t: TestApp;
let recruiter: string;
let recruiterId: number;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = await staffSession(t.app, ['RECRUITER']);
  recruiterId = await staffIdOf(t.app, recruiter);
});
afterAll(async () => {
  await t?.close();
});

const judge = (userId: number, useType: string, body: object) =>
  asStaff(t.app, recruiter, `/ops/applicants/${userId}/documents/${useType}/decision`, body);
const idOf = async (userId: number, useType: string) => {
  const [row] = await queryRows<{ id: number }>(
    t.app.database.db,
    sql`select id::int as id from applicant_documents
        where user_id = ${userId} and use_type = ${useType}`,
  );
  return row?.id ?? 0;
};

describe('a document’s status trail', () => {
  it('records the submission, the recruiter’s decisions and the new file', async () => {
    const applicant = await applicantAt(t.app, 'CONTRACT', 'Contract');
    expectOk(await sendDocuments(t.app, applicant.token));
    expectOk(
      await judge(applicant.userId, 'PASSPORT', { decision: 'RESUBMIT', reason: 'Blurred.' }),
    );
    expectOk(await judge(applicant.userId, 'EDU_CERTIFICATE', { decision: 'PASS' }));
    const objectName = await uploadDocument(t.app, applicant.token, 'PASSPORT');
    expectOk(await submitFiles(t.app, applicant.token, [{ useType: 'PASSPORT', objectName }]));

    const byApplicant = { actor: 'applicant', actorId: applicant.userId };
    const byRecruiter = { actor: 'staff', actorId: recruiterId };
    const submit = { move: 'submit', from: null, to: 'SUBMITTED', ...byApplicant };
    expect(
      await trailOf(t.app, 'applicantDocument', await idOf(applicant.userId, 'PASSPORT')),
    ).toEqual([
      submit,
      { move: 'askAgain', from: 'SUBMITTED', to: 'RESUBMIT', ...byRecruiter },
      { move: 'submit', from: 'RESUBMIT', to: 'SUBMITTED', ...byApplicant },
    ]);
    expect(
      await trailOf(t.app, 'applicantDocument', await idOf(applicant.userId, 'EDU_CERTIFICATE')),
    ).toEqual([submit, { move: 'pass', from: 'SUBMITTED', to: 'PASS', ...byRecruiter }]);
    expect(
      await trailOf(
        t.app,
        'applicantDocument',
        await idOf(applicant.userId, 'TEACHER_CERTIFICATE'),
      ),
    ).toEqual([submit]);
  });
});
