import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { hashToken } from '../../lib/tokens.js';
import { accountsClient, newEmail } from '../../test/accounts-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOCK_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT: '12' } });
});
afterAll(() => t?.close());

/**
 * Gets a captcha and reads its answer as a person would read the picture, and solves the
 * proof of work beside it as the browser's widget does.
 */
async function solvedCaptcha(
  client: ReturnType<typeof accountsClient>,
  scene: string,
  /** A sign-in's account, as the widget names it (its proof is bound to it: issue 37). */
  email?: string,
) {
  const res = await client.captcha(scene);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  expect(res.headers['cache-control']).toBe('no-store');
  const ticket = String(res.headers['x-captcha-token']);
  const [row] = await queryRows<{ answer: string }>(
    t.app.database.db,
    sql`select answer from captcha_challenges where ticket_hash = ${hashToken(ticket)}`,
  );
  return { ticket, answer: row?.answer ?? '', altcha: await solvedProof(client, scene, email) };
}

/** The widget's payload for a solved proof-of-work challenge of a scene. */
async function solvedProof(
  client: ReturnType<typeof accountsClient>,
  scene: string,
  email?: string,
) {
  const res = await client.proofChallenge(scene, email);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('captcha', () => {
  it('is demanded after 5 failed sign-ins for an account, and accepted when solved', async () => {
    const email = newEmail();
    await accountsClient(t.app).register({ email, password: 'secret1' });
    const attacker = accountsClient(t.app, '192.0.2.50');
    for (let i = 0; i < 5; i += 1) {
      expect((await attacker.signIn({ email, password: 'wrong-1' })).json().code).toBe(
        'BIZ_TEACHER_LOGIN_ERROR',
      );
    }
    // The real user, elsewhere, now needs the captcha too: the rule is per account.
    const user = accountsClient(t.app, '192.0.2.51');
    const demanded = await user.signIn({ email, password: 'secret1' });
    expect(demanded.statusCode).toBe(400);
    expect(demanded.json().code).toBe('BIZ_TEACHER_CAPTCHA_REQUIRED');

    const wrong = await solvedCaptcha(user, 'LOGIN');
    const refused = await user.signIn({
      email,
      password: 'secret1',
      captcha: 'zzzz',
      token: wrong.ticket,
      altcha: wrong.altcha,
    });
    expect(refused.json().code).toBe('BIZ_TEACHER_CAPTCHA_ERROR');

    const right = await solvedCaptcha(user, 'LOGIN');
    const ok = await user.signIn({
      email,
      password: 'secret1',
      captcha: right.answer.toUpperCase(),
      token: right.ticket,
      altcha: right.altcha,
    });
    expect(ok.statusCode).toBe(200);
    // The ticket was used once; it cannot be used again.
    const reuse = await user.signIn({
      email,
      password: 'secret1',
      captcha: right.answer,
      token: right.ticket,
      altcha: right.altcha,
    });
    expect(reuse.json().code).toBe('BIZ_TEACHER_CAPTCHA_ERROR');
  });

  it('is not accepted for another scene or after five minutes', async () => {
    const email = newEmail();
    await accountsClient(t.app).register({ email, password: 'secret1' });
    const client = accountsClient(t.app, '192.0.2.60');
    for (let i = 0; i < 5; i += 1) await client.signIn({ email, password: 'wrong-1' });
    const forRegister = await solvedCaptcha(client, 'REGISTER');
    const otherScene = await client.signIn({
      email,
      password: 'secret1',
      captcha: forRegister.answer,
      token: forRegister.ticket,
      altcha: forRegister.altcha,
    });
    expect(otherScene.json().code).toBe('BIZ_TEACHER_CAPTCHA_ERROR');
    const late = await solvedCaptcha(client, 'LOGIN');
    await t.app.database.db.execute(
      sql`update captcha_challenges set expires_at = now() - interval '1 second' where ticket_hash = ${hashToken(late.ticket)}`,
    );
    const expired = await client.signIn({
      email,
      password: 'secret1',
      captcha: late.answer,
      token: late.ticket,
      altcha: late.altcha,
    });
    expect(expired.json().code).toBe('BIZ_TEACHER_CAPTCHA_ERROR');
  });

  it('is demanded after 5 registrations from one address within the hour', async () => {
    const client = accountsClient(t.app, '192.0.2.70');
    for (let i = 0; i < 5; i += 1) {
      expect((await client.register({ email: newEmail(), password: 'secret1' })).statusCode).toBe(
        200,
      );
    }
    expect((await client.register({ email: newEmail(), password: 'secret1' })).json().code).toBe(
      'BIZ_TEACHER_CAPTCHA_REQUIRED',
    );
    const { ticket, answer, altcha } = await solvedCaptcha(client, 'REGISTER');
    expect(
      (
        await client.register({
          email: newEmail(),
          password: 'secret1',
          captcha: answer,
          token: ticket,
          altcha,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('is demanded after 5 registrations answered "e-mail used" from one address (issue 37)', async () => {
    const owner = { email: newEmail(), password: 'secret1' };
    expect((await accountsClient(t.app, '192.0.2.71').register(owner)).statusCode).toBe(200);
    const lister = accountsClient(t.app, '192.0.2.72');
    // The first answers are the spec's "e-mail used"; then the address needs a captcha even
    // to learn that, while another address still registers freely.
    for (let i = 0; i < 5; i += 1)
      expect((await lister.register(owner)).json().code).toBe('BIZ_TEACHER_EMAIL_HAS_BEEN_USED');
    expect((await lister.register(owner)).json().code).toBe('BIZ_TEACHER_CAPTCHA_REQUIRED');
    expect((await lister.register({ email: newEmail(), password: 'secret1' })).json().code).toBe(
      'BIZ_TEACHER_CAPTCHA_REQUIRED',
    );
    const other = accountsClient(t.app, '192.0.2.73');
    expect((await other.register({ email: newEmail(), password: 'secret1' })).statusCode).toBe(200);
  });

  it('is demanded after 3 reset e-mails from one address within the hour, and not before', async () => {
    const client = accountsClient(t.app, '192.0.2.80');
    for (let i = 0; i < 3; i += 1)
      expect((await client.forgot({ email: newEmail() })).statusCode).toBe(200);
    expect((await client.forgot({ email: newEmail() })).json().code).toBe(
      'BIZ_TEACHER_CAPTCHA_REQUIRED',
    );
    const { ticket, answer, altcha } = await solvedCaptcha(client, 'RESET');
    expect(
      (await client.forgot({ email: newEmail(), code: answer, ticket, altcha })).statusCode,
    ).toBe(200);
  });

  it('refuses an attacking address with 429 past the lock threshold, not the real user with a captcha', async () => {
    const email = newEmail();
    await accountsClient(t.app).register({ email, password: 'secret1' });
    const attacker = accountsClient(t.app, '192.0.2.90');
    // Below the lock, the attacker must solve a captcha for every further attempt.
    for (let i = 0; i < 12; i += 1) {
      const captcha = i >= 5 ? await solvedCaptcha(attacker, 'LOGIN', email) : undefined;
      await attacker.signIn({
        email,
        password: `wrong-${i}`,
        ...(captcha
          ? { captcha: captcha.answer, token: captcha.ticket, altcha: captcha.altcha }
          : {}),
      });
    }
    const locked = await attacker.signIn({ email, password: 'secret1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('BIZ_TOO_MANY_REQUESTS');
    const user = accountsClient(t.app, '192.0.2.91');
    const { ticket, answer, altcha } = await solvedCaptcha(user, 'LOGIN', email);
    expect(
      (await user.signIn({ email, password: 'secret1', captcha: answer, token: ticket, altcha }))
        .statusCode,
    ).toBe(200);
  });

  it('asks for the proof of work beside the picture, one use each, for its own scene', async () => {
    const email = newEmail();
    await accountsClient(t.app).register({ email, password: 'secret1' });
    const client = accountsClient(t.app, '192.0.2.100');
    for (let i = 0; i < 5; i += 1) await client.signIn({ email, password: 'wrong-1' });

    // The picture alone is not enough; asking again leaves the ticket unspent.
    const picture = await solvedCaptcha(client, 'LOGIN');
    const signIn = (fields: object) =>
      client.signIn({
        email,
        password: 'secret1',
        captcha: picture.answer,
        token: picture.ticket,
        ...fields,
      });
    expect((await signIn({})).json().code).toBe('BIZ_TEACHER_CAPTCHA_REQUIRED');
    const otherScene = await solvedProof(client, 'REGISTER');
    expect((await signIn({ altcha: otherScene })).json().code).toBe('BIZ_TEACHER_CAPTCHA_ERROR');

    const proof = await solvedProof(client, 'LOGIN');
    const next = await solvedCaptcha(client, 'LOGIN');
    const fields = { email, password: 'secret1', captcha: next.answer, token: next.ticket };
    expect((await client.signIn({ ...fields, altcha: proof })).statusCode).toBe(200);
    const again = await solvedCaptcha(client, 'LOGIN');
    const replayed = await client.signIn({
      ...fields,
      captcha: again.answer,
      token: again.ticket,
      altcha: proof,
    });
    expect(replayed.json().code).toBe('BIZ_TEACHER_CAPTCHA_ERROR');
  });

  it('ignores captcha fields that a call was not asked for, as the original clients send them', async () => {
    const client = accountsClient(t.app, '192.0.2.110');
    const email = newEmail();
    const stray = { captcha: 'ab', token: 'old-ticket', altcha: 'not-a-proof' };
    const registered = await client.register({ email, password: 'secret1', ...stray });
    expect(registered.statusCode).toBe(200);
    const signedIn = await client.signIn({ email, password: 'secret1', ...stray, captcha: 1234 });
    expect(signedIn.statusCode).toBe(200);
    const form = await client.register(
      `email=${encodeURIComponent(newEmail())}&password=secret1&captcha=toolongvalue&token=x`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form.statusCode).toBe(200);
    const reset = await client.forgot({ email, code: 'x', ticket: 'y', altcha: 'z' });
    expect(reset.statusCode).toBe(200);
  });

  it('serves a signed proof-of-work challenge for a scene', async () => {
    const client = accountsClient(t.app);
    const res = await client.proofChallenge('LOGIN');
    expect(res.statusCode).toBe(200);
    const { parameters, signature } = res.json();
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', data: { scene: 'LOGIN' } });
    expect(parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await client.proofChallenge('OTHER')).json().code).toBe('BIZ_PARAM_INVALID');
  });

  it('answers an unknown scene with a field error', async () => {
    const res = await t.app.inject({ url: '/t/tn/captcha?scene=OTHER' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BIZ_PARAM_INVALID');
  });
});
