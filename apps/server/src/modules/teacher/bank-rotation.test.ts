import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bankDetails } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { users } from '../../db/schema/index.js';
import { keyIdOf } from '../../lib/data-keys.js';
import { asTeacher, newEmail } from '../../test/accounts-client.js';
import { capturedLogs } from '../../test/captured-logs.js';
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
const REKEYED_MESSAGE = 'bank details sealed under the current key';
const UNREADABLE_MESSAGE = 'bank details no configured key opens';
const CANNOT_OPEN_MESSAGE = 'bank details cannot be opened';
/** More than one batch of the rekeying (100 rows). */
const BEYOND_A_BATCH = 101;
const logs = capturedLogs();

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      BANK_DATA_KEY: NEW_KEY.toString('base64'),
      BANK_DATA_KEY_PREVIOUS: OLD_KEY.toString('hex'),
      LOG_LEVEL: 'info',
    },
    logStream: logs.stream,
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

/** The log lines about bank details written while `call` ran, by level, message and counts. */
async function bankLogsDuring(call: () => Promise<unknown>) {
  const lines = await logs.during(call);
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => String(line.msg).startsWith('bank details'))
    .map(({ level, msg, rekeyed, unreadable, userId, keyId }) => ({
      level,
      msg,
      ...(rekeyed === undefined ? {} : { rekeyed }),
      ...(unreadable === undefined ? {} : { unreadable }),
      ...(userId === undefined ? {} : { userId, keyId }),
    }));
}

/** Accounts with details sealed under `key`, written straight to the tables (many at once). */
async function manySealedUnder(key: Buffer, count: number) {
  const stamp = Date.now();
  const inserted = await t.app.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: newEmail(),
        passwordHash: 'not-a-hash',
        referralCode: `9${stamp}${String(i).padStart(4, '0')}`,
      })),
    )
    .returning({ id: users.id });
  const vault = createBankVault({ current: key });
  for (const { id } of inserted) {
    const sealed = vault.seal(id, details);
    await t.app.database.db.execute(
      sql`insert into bank_details (user_id, method, sealed, key_id, masked)
        values (${id}, 'ABA_BANK', ${sealed.sealed}, ${sealed.keyId}, '•••• 1000')`,
    );
  }
  return inserted.map(({ id }) => id);
}

const unreadableCount = async () =>
  (
    await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from bank_details
          where key_id not in (${keyIdOf(NEW_KEY)}, ${keyIdOf(OLD_KEY)})`,
    )
  )[0]?.n ?? 0;

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
    // The operators are told, each time, which row and key: never its contents.
    const told = await bankLogsDuring(async () => {
      await info(teacher);
      expectRefused(await reveal(teacher), 'SERVER_ERR');
    });
    const cannotOpen = {
      level: 50,
      msg: CANNOT_OPEN_MESSAGE,
      userId: teacher.userId,
      keyId: lost.keyId,
    };
    expect(told).toEqual([cannotOpen, cannotOpen]);
  });

  it('seals new details under the new key, and finds nothing more to rotate', async () => {
    const teacher = await activatedTeacher(t.app);
    expect((await info(teacher)).json().data).toEqual({
      teacherId: teacher.userId,
      hasDetails: false,
      method: null,
      holderName: '',
      masked: '',
      fieldsSet: [],
      updatedAt: null,
    });
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

  it('seals rows past the first batch, and logs each count once, nothing when nothing moved', async () => {
    const ids = await manySealedUnder(OLD_KEY, BEYOND_A_BATCH);
    const unreadable = await unreadableCount();
    expect(unreadable).toBeGreaterThanOrEqual(1);
    let result: unknown;
    const told = await bankLogsDuring(async () => {
      result = await t.app.services.teacherBank.rekeyAll();
    });
    expect(result).toEqual({ rekeyed: BEYOND_A_BATCH, unreadable });
    expect(told).toEqual([
      { level: 30, msg: REKEYED_MESSAGE, rekeyed: BEYOND_A_BATCH },
      { level: 50, msg: UNREADABLE_MESSAGE, unreadable },
    ]);
    const last = await rowOf(ids[ids.length - 1] ?? 0);
    expect(last?.keyId).toBe(keyIdOf(NEW_KEY));

    const again = await bankLogsDuring(async () => {
      result = await t.app.services.teacherBank.rekeyAll();
    });
    expect(result).toEqual({ rekeyed: 0, unreadable });
    expect(again).toEqual([{ level: 50, msg: UNREADABLE_MESSAGE, unreadable }]);
  });
});
