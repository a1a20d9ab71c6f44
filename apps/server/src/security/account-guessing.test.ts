import { MAIL_TEXTS } from '@portal/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { hashToken } from '../lib/tokens.js';
import { accountsClient, newEmail } from '../test/accounts-client.js';
import { mailTo, startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { OWNER_MAIL_AFTER, PROOF_DOUBLES_EVERY } from '../modules/security/abuse-guard.service.js';

/*
 * Issue 37: guessing one account from many addresses. Past the captcha, every few failures
 * double the proof of work that account's sign-in needs; the proof is bound to the account;
 * a good sign-in resets it; the owner is mailed once.
 */
const CAPTCHA_AFTER = 2;
let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    env: {
      SMTP_URL: inbox.url,
      CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT: String(CAPTCHA_AFTER),
      LOCK_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT: '1000',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

type Client = ReturnType<typeof accountsClient>;
let addresses = 0;
/** Each guess from a new address: only the per-account rules can slow it. */
const somewhere = () => accountsClient(t.app, `198.51.100.${(addresses += 1) % 250}`);

async function challengeFor(client: Client, email?: string) {
  const res = await client.proofChallenge('LOGIN', email);
  expect(res.statusCode).toBe(200);
  return res.json() as { parameters: { data?: Record<string, unknown> } };
}

/** A picture read right and a proof solved for `email`'s challenge (or an unbound one). */
async function solved(client: Client, proofEmail?: string) {
  const picture = await client.captcha('LOGIN');
  const ticket = String(picture.headers['x-captcha-token']);
  const [row] = await queryRows<{ answer: string }>(
    t.app.database.db,
    sql`select answer from captcha_challenges where ticket_hash = ${hashToken(ticket)}`,
  );
  const challenge = await challengeFor(client, proofEmail);
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return { token: ticket, captcha: row?.answer ?? '', altcha };
}

/** A wrong password from a new address, with the captcha and proof once they are needed. */
async function guess(email: string, failed: number) {
  const client = somewhere();
  const extra = failed >= CAPTCHA_AFTER ? await solved(client, email) : {};
  const res = await client.signIn({ email, password: 'not-it', ...extra });
  expect(res.json().code).toBe('BIZ_TEACHER_LOGIN_ERROR');
}

const levelOf = async (email: string) =>
  (await challengeFor(somewhere(), email)).parameters.data?.level;

describe('sign-in guessed from many addresses (issue 37)', () => {
  it('doubles the account’s proof of work, binds it to the account, and resets on success', async () => {
    const email = newEmail();
    const other = newEmail();
    await accountsClient(t.app).register({ email, password: 'secret1' });
    expect(await levelOf(email)).toBe(0);
    for (let failed = 0; failed < CAPTCHA_AFTER + PROOF_DOUBLES_EVERY; failed += 1)
      await guess(email, failed);
    expect(await levelOf(email)).toBe(1);
    // Another address's challenge is not raised: its data names its own account.
    expect(await levelOf(other)).toBe(0);

    const owner = somewhere();
    // A proof without the account, or another account's, is refused with a right picture.
    for (const proofFor of [undefined, other]) {
      const res = await owner.signIn({
        email,
        password: 'secret1',
        ...(await solved(owner, proofFor)),
      });
      expect(res.json().code).toBe('BIZ_TEACHER_CAPTCHA_ERROR');
    }
    // The owner solves the larger proof and is in; the account's work is back to the start.
    const res = await owner.signIn({ email, password: 'secret1', ...(await solved(owner, email)) });
    expect(res.statusCode).toBe(200);
    expect(await levelOf(email)).toBe(0);
  });

  it('doubles again with every few more failures', async () => {
    const email = newEmail();
    await accountsClient(t.app).register({ email, password: 'secret1' });
    for (let failed = 0; failed < CAPTCHA_AFTER + 2 * PROOF_DOUBLES_EVERY; failed += 1)
      await guess(email, failed);
    expect(await levelOf(email)).toBe(2);
  });

  it('mails the owner once, at the threshold, and nobody for an unknown address', async () => {
    const email = newEmail();
    const unknown = newEmail();
    await accountsClient(t.app).register({ email, password: 'secret1' });
    for (let failed = 0; failed < OWNER_MAIL_AFTER + 2; failed += 1) {
      await guess(email, failed);
      await guess(unknown, failed);
    }
    const subject = MAIL_TEXTS.signInAttempts.subject;
    const mail = await inbox.waitFor(mailTo(email));
    expect(mail.raw).toContain(subject);
    expect(mail.raw).toContain(`${OWNER_MAIL_AFTER} failed attempts`);
    // Later failures within the day send no second mail; the unknown address gets none.
    await new Promise((done) => setTimeout(done, 1_500));
    expect(inbox.messages.filter(mailTo(email))).toHaveLength(1);
    expect(inbox.messages.filter(mailTo(unknown))).toHaveLength(0);
    const [row] = await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from security_events
           where kind = 'SIGN_IN_ALERT_MAILED' and email in (${email}, ${unknown})`,
    );
    expect(row?.n).toBe(1);
  });
});
