import { CONTRACT_CALLS, fillPath, STAGE, STATUS, type StaffRole } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantFor,
  consoleFor,
  dataOf,
  offered,
  reviewedApplicant,
  TERMS,
} from '../../test/contract-flow.js';
import { expectPlace, expectRefused } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens = new Map<StaffRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['RECRUITER', 'ADMIN', 'INTERVIEWER', 'FINANCE', 'OPERATIONS'] as const)
    tokens.set(role, await staffSession(t.app, [role]));
});
afterAll(() => t?.close());

const tokenOf = (role: StaffRole) => tokens.get(role) ?? '';

/** Every console call of step 5, with a body it would accept. */
const STAFF_CALLS = [
  [CONTRACT_CALLS.listApplicantContracts, undefined],
  [CONTRACT_CALLS.offerContract, TERMS],
  [CONTRACT_CALLS.readApplicantContractFile, undefined],
  [CONTRACT_CALLS.recordBackgroundConsent, {}],
  [CONTRACT_CALLS.decideBackgroundCheck, { result: 'CLEAR' }],
  [CONTRACT_CALLS.holdApplicant, { status: STATUS.Standby, reason: 'A pause.' }],
  [CONTRACT_CALLS.releaseApplicant, {}],
] as const;

describe('who manages contracts', () => {
  it('refuses interviewers, finance and operations on every call, changing nothing', async () => {
    const { userId } = await reviewedApplicant(t.app);
    const { contractId } = await offered(t.app, tokenOf('RECRUITER'), userId);
    for (const role of ['INTERVIEWER', 'FINANCE', 'OPERATIONS'] as const) {
      for (const [call, body] of STAFF_CALLS) {
        const res = await t.app.inject({
          method: call.method,
          url: fillPath(call.path, { userId, contractId }),
          headers: { 'x-auth-token': tokenOf(role) },
          ...(call.method === 'POST' ? { payload: body } : {}),
        });
        expectRefused(res, 'FORBIDDEN');
      }
    }
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.CONTRACT_INVITATION);
  });

  it('lets recruiters and admins take every step', async () => {
    for (const role of ['RECRUITER', 'ADMIN'] as const) {
      const { userId, token } = await reviewedApplicant(t.app);
      const office = consoleFor(t.app, tokenOf(role), userId);
      expect(dataOf<{ versions: unknown[] }>(await office.panel()).versions).toEqual([]);
      const { contractId } = await offered(t.app, tokenOf(role), userId);
      expect((await office.file(contractId)).statusCode).toBe(200);
      dataOf(await office.hold({ status: STATUS.Standby, reason: 'A pause.' }));
      dataOf(await office.release());
      const again = await offered(t.app, tokenOf(role), userId);
      dataOf(await applicantFor(t.app, token).sign({ contractId: again.contractId }));
      dataOf(await office.consent());
      dataOf(await office.decide({ result: 'CLEAR' }));
      await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.Finish);
    }
  });
});
