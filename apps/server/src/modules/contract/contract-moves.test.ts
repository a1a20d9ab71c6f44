import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantFor,
  consoleFor,
  dataOf,
  offered,
  reviewedApplicant,
  TERMS,
} from '../../test/contract-flow.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { staffIdOf, trailOf } from '../../test/status-trail.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

// Every status a contract version takes is written by its lifecycle's writer (issue 35): the
// offer, its replacement by new terms, the applicant's signature, each a trail row.
const clock = testClock(Date.UTC(2026, 10, 24, 9, 0));
let t: TestApp;
let recruiter: string;
let recruiterId: number;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  recruiter = await staffSession(t.app, ['RECRUITER']);
  recruiterId = await staffIdOf(t.app, recruiter);
});
afterAll(async () => {
  await t?.close();
});

describe('a contract’s status trail', () => {
  it('records the offer, the replacement by new terms and the signature', async () => {
    const { userId, token } = await reviewedApplicant(t.app);
    const first = await offered(t.app, recruiter, userId);
    clock.advance(60_000);
    dataOf(await consoleFor(t.app, recruiter, userId).offer({ ...TERMS, payPerClassCents: 1100 }));
    const { versions } = dataOf<{ versions: { contractId: number; version: number }[] }>(
      await consoleFor(t.app, recruiter, userId).panel(),
    );
    const latest = versions.find((v) => v.version === 2)?.contractId ?? 0;
    dataOf(await applicantFor(t.app, token).sign({ contractId: latest }));

    const byRecruiter = { actor: 'staff', actorId: recruiterId };
    const offer = { move: 'offer', from: null, to: 'INVITED', ...byRecruiter };
    expect(await trailOf(t.app, 'contract', first.contractId)).toEqual([
      offer,
      { move: 'replace', from: 'INVITED', to: 'VOID', ...byRecruiter },
    ]);
    expect(await trailOf(t.app, 'contract', latest)).toEqual([
      offer,
      { move: 'sign', from: 'INVITED', to: 'SIGNED', actor: 'applicant', actorId: userId },
    ]);
  });
});
