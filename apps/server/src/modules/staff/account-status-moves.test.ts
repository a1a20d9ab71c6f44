import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyIp, newEmail } from '../../test/accounts-client.js';
import { expectOk } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { staffIdOf, trailOf } from '../../test/status-trail.js';
import { consoleFor, dataOf, signedApplicant } from '../../test/contract-flow.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The accounts' states are lifecycles too (issue 35): a staff member's (staffAccount) and a
// teacher's (teacherAccount). Every change a real flow makes leaves its status_moves row, by
// the move's name and who took it; the first member is made by the operator's command line.

let t: TestApp;
let admin: string;
let operations: string;
let recruiter: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.test' } });
  [admin, operations, recruiter] = await Promise.all([
    staffSession(t.app, ['ADMIN']),
    staffSession(t.app, ['OPERATIONS']),
    staffSession(t.app, ['RECRUITER']),
  ]);
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: anyIp(),
    headers: token ? { 'x-auth-token': token } : {},
  });

describe('account status moves', () => {
  it('follow a staff member: made by the operator, first password, disabled and enabled by an ADMIN', async () => {
    const adminId = await staffIdOf(t.app, admin);
    expect(await trailOf(t.app, 'staffAccount', adminId)).toEqual([
      { move: 'invite', from: null, to: 'INVITED', actor: 'operator', actorId: null },
      { move: 'setFirstPassword', from: 'INVITED', to: 'ACTIVE', actor: 'staff', actorId: adminId },
    ]);

    const invited = await post(
      '/ops/staff/invite',
      { email: newEmail(), name: 'Tia Trail', roles: ['OPERATIONS'] },
      admin,
    );
    expectOk(invited);
    const id = invited.json().data.id as number;
    expectOk(await post(`/ops/staff/${id}/status`, { status: 'DISABLED' }, admin));
    // Enabled without a password yet: back to waiting for it.
    expectOk(await post(`/ops/staff/${id}/status`, { status: 'ACTIVE' }, admin));
    // Already there: nothing moves, nothing is recorded.
    expectOk(await post(`/ops/staff/${id}/status`, { status: 'ACTIVE' }, admin));
    expect(await trailOf(t.app, 'staffAccount', id)).toEqual([
      { move: 'invite', from: null, to: 'INVITED', actor: 'staff', actorId: adminId },
      { move: 'disable', from: 'INVITED', to: 'DISABLED', actor: 'staff', actorId: adminId },
      { move: 'enableInvited', from: 'DISABLED', to: 'INVITED', actor: 'staff', actorId: adminId },
    ]);
  });

  it('follow a teacher account: activated, suspended and restored by OPERATIONS', async () => {
    // Activated as step 5 does: a clear background check after the signature.
    const { userId } = await signedApplicant(t.app, recruiter);
    dataOf(await consoleFor(t.app, recruiter, userId).consent());
    dataOf(await consoleFor(t.app, recruiter, userId).decide({ result: 'CLEAR' }));
    const [operationsId, recruiterId] = await Promise.all([
      staffIdOf(t.app, operations),
      staffIdOf(t.app, recruiter),
    ]);
    const url = `/ops/teachers/${userId}`;
    expectOk(await post(`${url}/suspend`, { reason: 'Missed classes' }, operations));
    // Suspending again is refused by the table (it is not ACTIVE): no second row.
    const again = await post(`${url}/suspend`, { reason: 'Twice' }, operations);
    expect(again.json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
    expectOk(await post(`${url}/restore`, { reason: 'Explained' }, operations));
    expect(await trailOf(t.app, 'teacherAccount', userId)).toEqual([
      { move: 'activate', from: null, to: 'ACTIVE', actor: 'staff', actorId: recruiterId },
      { move: 'suspend', from: 'ACTIVE', to: 'DISABLED', actor: 'staff', actorId: operationsId },
      { move: 'restore', from: 'DISABLED', to: 'ACTIVE', actor: 'staff', actorId: operationsId },
    ]);
  });
});
