/**
 * A session's two limits at their exact moments: a day idle, thirty days from sign-in, and
 * activity written at most every five minutes (the other session rules: sessions.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../../test/demo-scheduling.js';
import { accountsClient, asTeacher, newEmail, tokenOf } from '../../test/accounts-client.js';
import { atMoment, sessionRow, setTimes } from '../../test/session-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let client: ReturnType<typeof accountsClient>;
beforeAll(async () => {
  t = await createTestApp();
  client = accountsClient(t.app);
});
afterAll(() => t?.close());

describe('session time limits, at the exact moment', () => {
  // A whole second, so the stored microseconds and the clock's milliseconds agree.
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const before = (ms: number) => new Date(now.getTime() - ms);
  const after = (ms: number) => new Date(now.getTime() + ms);
  const checkAtNow = (token: string) => atMoment(now, () => client.checkLogin(asTeacher(token)));

  it('end a session whose absolute end is now', async () => {
    const token = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    await setTimes(t.app, token, before(MINUTE), now);
    const ended = await checkAtNow(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('TOKEN_EXPIRED');
    await setTimes(t.app, token, before(MINUTE), after(1));
    expect((await checkAtNow(token)).statusCode).toBe(200);
  });

  it('keep a session idle for exactly a day, and end it a millisecond later', async () => {
    const token = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    await setTimes(t.app, token, before(DAY + 1), after(DAY));
    const late = await checkAtNow(token);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('TOKEN_EXPIRED');
    await setTimes(t.app, token, before(DAY), after(DAY));
    const justInTime = await checkAtNow(token);
    expect(justInTime.statusCode).toBe(200);
    expect((await sessionRow(t.app, token))?.last_seen_at).toBe(now.toISOString());
  });

  it('write activity only when more than five minutes passed since it was last written', async () => {
    const token = tokenOf(await client.register({ email: newEmail(), password: 'secret1' }));
    for (const idle of [4 * MINUTE, 5 * MINUTE]) {
      await setTimes(t.app, token, before(idle), after(DAY));
      expect((await checkAtNow(token)).statusCode).toBe(200);
      expect((await sessionRow(t.app, token))?.last_seen_at).toBe(before(idle).toISOString());
    }
    await setTimes(t.app, token, before(5 * MINUTE + 1), after(DAY));
    expect((await checkAtNow(token)).statusCode).toBe(200);
    expect((await sessionRow(t.app, token))?.last_seen_at).toBe(now.toISOString());
  });
});
