import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bankDetails } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { keyIdOf } from '../../lib/data-keys.js';
import { asTeacher } from '../../test/accounts-client.js';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { activatedTeacher, type TestTeacher } from '../../test/teachers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createBankVault } from './bank-vault.js';

/**
 * Key rotation (decision 038): BANK_DATA_KEY is the new key, BANK_DATA_KEY_PREVIOUS the old
 * one. Rows sealed under the old key still open, and the maintenance seals them again.
 */
const OLD_KEY = randomBytes(32);
const NEW_KEY = randomBytes(32);
const LOST_KEY = randomBytes(32);
const ACCOUNT = '987654321000';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      BANK_DATA_KEY: NEW_KEY.toString('base64'),
      BANK_DATA_KEY_PREVIOUS: OLD_KEY.toString('hex'),
    },
  });
  finance = await staffSession(t.app, ['FINANCE']);
});
afterAll(() => t?.close());

const details = bankDetails.parse({
  method: 'ABA_BANK',
  holderFirstName: 'Ann',
  holderLastName: 'Lee',
  bankName: 'Old Bank',
  routingNumber: '021000021',
  accountNumber: ACCOUNT,
  accountType: 'SAVINGS',
});

/** A record as a server running with `key` sealed it. */
async function sealedUnder(key: Buffer, teacher: TestTeacher) {
  const sealed = createBankVault({ current: key }).seal(teacher.userId, details);
  await t.app.database.db.execute(
    sql`insert into bank_details (user_id, method, sealed, key_id, masked)
      values (${teacher.userId}, 'ABA_BANK', ${sealed.sealed}, ${sealed.keyId}, '•••• 1000')`,
  );
  return sealed;
}
const rowOf = async (userId: number) =>
  (
    await queryRows<{ sealed: string; keyId: string }>(
      t.app.database.db,
      sql`select sealed, key_id as "keyId" from bank_details where user_id = ${userId}`,
    )
  )[0];
const info = (teacher: TestTeacher) =>
  t.app.inject({ url: '/t/tc/profile/bank/info', headers: asTeacher(teacher.token) });
const reveal = (teacher: TestTeacher) =>
  t.app.inject({
    url: `/ops/teachers/${teacher.userId}/bank`,
    headers: { 'x-auth-token': finance },
  });

describe('rotating BANK_DATA_KEY', () => {
  it('opens rows sealed under the previous key, then seals them under the new one', async () => {
    const teacher = await activatedTeacher(t.app);
    const before = await sealedUnder(OLD_KEY, teacher);
    expect(before.keyId).toBe(keyIdOf(OLD_KEY));
    expect((await info(teacher)).json().data).toMatchObject({ holderName: 'Ann Lee' });
    expect((await reveal(teacher)).json().data.details.accountNumber).toBe(ACCOUNT);

    await t.app.services.maintenance.run();

    const after = await rowOf(teacher.userId);
    if (!after) throw new Error('the row is gone');
    expect(after.keyId).toBe(keyIdOf(NEW_KEY));
    expect(after.sealed).not.toBe(before.sealed);
    // The new text opens with the new key alone: the old key can go once no row names it.
    expect(createBankVault({ current: NEW_KEY }).open(teacher.userId, after)).toMatchObject({
      accountNumber: ACCOUNT,
    });
    expect(createBankVault({ current: OLD_KEY }).open(teacher.userId, after)).toBeUndefined();
    expect((await reveal(teacher)).json().data.details).toMatchObject({ accountNumber: ACCOUNT });
  });

  it('leaves rows no configured key opens, counts them, and tells the teacher only the hint', async () => {
    const teacher = await activatedTeacher(t.app);
    const lost = await sealedUnder(LOST_KEY, teacher);
    const result = await t.app.services.teacherBank.rekeyAll();
    expect(result.unreadable).toBeGreaterThanOrEqual(1);
    expect(await rowOf(teacher.userId)).toEqual({ sealed: lost.sealed, keyId: lost.keyId });
    const res = await info(teacher);
    expectOk(res);
    expect(res.json().data).toMatchObject({
      hasDetails: true,
      masked: '•••• 1000',
      holderName: '',
      fieldsSet: [],
    });
    expectRefused(await reveal(teacher), 'SERVER_ERR');
  });

  it('seals new details under the new key, and finds nothing more to rotate', async () => {
    const teacher = await activatedTeacher(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/t/tc/profile/bank/update',
      headers: asTeacher(teacher.token),
      payload: { password: 'secret1', details },
    });
    expectOk(saved);
    expect((await rowOf(teacher.userId))?.keyId).toBe(keyIdOf(NEW_KEY));
    expect((await t.app.services.teacherBank.rekeyAll()).rekeyed).toBe(0);
  });
});
