import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../db/schema/index.js';
import { deriveKey } from '../../lib/derived-keys.js';
import { createSealedBox } from '../../lib/sealed-box.js';
import { newEmail } from '../../test/accounts-client.js';
import { capturedLogs } from '../../test/captured-logs.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The maintenance's rekeying of the two-factor secrets (decision 048), on a server with
 * SESSION_SECRET=B and SESSION_SECRET_PREVIOUS=A: what it seals again, what no key opens, in
 * batches past the first, and the one log line of each count.
 */
const SECRET_A = 'rekey-test-secret-A-of-at-least-32-characters';
const SECRET_B = 'rekey-test-secret-B-of-at-least-32-characters';
/** A secret this server was never given: what it sealed, no configured key opens. */
const SECRET_C = 'rekey-test-secret-C-of-at-least-32-characters';
const REKEYED_MESSAGE = 'two-factor secrets sealed under the current key';
const UNREADABLE_MESSAGE = 'two-factor secrets no configured key opens';
/** More than one batch of the rekeying (200 rows) together with the rows inserted before. */
const UNDER_A = 203;

const boxOf = (secret: string) => createSealedBox(deriveKey(secret, 'two-factor-secrets'));
const logs = capturedLogs();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SESSION_SECRET: SECRET_B, SESSION_SECRET_PREVIOUS: SECRET_A, LOG_LEVEL: 'info' },
    logStream: logs.stream,
  });
});
afterAll(() => t?.close());

/** Members with a secret sealed under `secret` (the plain secret is their index). */
async function membersSealedUnder(secret: string, count: number, enabled = true) {
  const box = boxOf(secret);
  const rows = Array.from({ length: count }, (_, i) => ({
    email: newEmail(),
    name: 'Rex Rekey',
    roles: ['FINANCE'],
    totpSecretSealed: box.seal(`PLAIN${i}`),
    totpEnabledAt: enabled ? new Date() : null,
  }));
  const inserted = await t.app.database.db.insert(staff).values(rows).returning({ id: staff.id });
  return inserted.map((row) => row.id);
}

const sealedOf = async (ids: number[]) =>
  (
    await t.app.database.db
      .select({ sealed: staff.totpSecretSealed })
      .from(staff)
      .where(inArray(staff.id, ids))
      .orderBy(asc(staff.id))
  ).map((row) => row.sealed ?? '');

/** The rekeying's answer, and the lines it logged about the two-factor secrets. */
async function rekey() {
  let result: unknown;
  const lines = await logs.during(async () => {
    result = await t.app.services.twoFactor.rekeyAll();
  });
  const about = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter(
      (line) =>
        'rekeyed' in line || 'unreadable' in line || String(line.msg).includes('two-factor'),
    )
    .map(({ level, msg, rekeyed, unreadable }) => ({ level, msg, rekeyed, unreadable }));
  return { result, lines: about };
}

describe('rekeying the staff two-factor secrets', () => {
  it('leaves secrets of the current key alone and logs nothing', async () => {
    await membersSealedUnder(SECRET_B, 2);
    await membersSealedUnder(SECRET_B, 1, false);
    const { result, lines } = await rekey();
    expect(result).toEqual({ rekeyed: 0, unreadable: 0 });
    expect(lines).toEqual([]);
  });

  it('seals the previous key’s secrets again, past the first batch, and counts what no key opens', async () => {
    const unreadable = await membersSealedUnder(SECRET_C, 2);
    const pending = await membersSealedUnder(SECRET_A, 3, false);
    const enabled = await membersSealedUnder(SECRET_A, UNDER_A - 3);
    const underA = [...pending, ...enabled];
    const unreadableBefore = await sealedOf(unreadable);

    const { result, lines } = await rekey();
    expect(result).toEqual({ rekeyed: UNDER_A, unreadable: 2 });
    expect(lines).toEqual([
      { level: 30, msg: REKEYED_MESSAGE, rekeyed: UNDER_A, unreadable: undefined },
      { level: 50, msg: UNREADABLE_MESSAGE, rekeyed: undefined, unreadable: 2 },
    ]);
    // Every one, the last rows of the second batch too, opens under B now and no longer under A.
    const resealed = await sealedOf(underA);
    expect(resealed.map((text) => boxOf(SECRET_B).open(text))).toEqual([
      ...pending.map((_, i) => `PLAIN${i}`),
      ...enabled.map((_, i) => `PLAIN${i}`),
    ]);
    expect(resealed.filter((text) => boxOf(SECRET_A).open(text) !== undefined)).toEqual([]);
    // What no key opens is left as it was, for whoever holds its key.
    expect(await sealedOf(unreadable)).toEqual(unreadableBefore);
  });

  it('logs only what is left to do on the next run', async () => {
    const { result, lines } = await rekey();
    expect(result).toEqual({ rekeyed: 0, unreadable: 2 });
    expect(lines).toEqual([
      { level: 50, msg: UNREADABLE_MESSAGE, rekeyed: undefined, unreadable: 2 },
    ]);
  });
});
