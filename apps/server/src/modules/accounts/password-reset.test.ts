import { FIELD_MESSAGES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { accountsClient, asTeacher, newEmail, tokenOf } from '../../test/accounts-client.js';
import { linkIn, mailTo, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let inbox: SmtpInbox;
let t: TestApp;
let client: ReturnType<typeof accountsClient>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    env: {
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://portal.test',
      MAIL_FROM: 'Portal <no-reply@portal.test>',
    },
  });
  client = accountsClient(t.app);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

async function resetLinkFor(email: string): Promise<{ userId: string; code: string }> {
  const res = await client.forgot({ email });
  expect(res.statusCode).toBe(200);
  const mail = await inbox.waitFor(mailTo(email));
  inbox.messages.splice(inbox.messages.indexOf(mail), 1);
  const link = linkIn(mail, 'https://portal.test/v2/reset?');
  return {
    userId: link.searchParams.get('userId') ?? '',
    code: link.searchParams.get('code') ?? '',
  };
}

describe('forgot password and reset', () => {
  it('mails a single-use link that resets the password and ends every session', async () => {
    const email = newEmail();
    const session = tokenOf(await client.register({ email, password: 'secret1' }));
    const { userId, code } = await resetLinkFor(email);
    expect(code.length).toBeGreaterThanOrEqual(43);

    const mismatch = await client.reset({
      userId,
      verifyCode: code,
      newPassword: 'secret2',
      repeatPassword: 'secret3',
    });
    expect(mismatch.json().data.fields.repeatPassword).toBe(FIELD_MESSAGES.resetMismatch);
    const short = await client.reset({
      userId,
      verifyCode: code,
      newPassword: '123',
      repeatPassword: '123',
    });
    expect(short.json().data.fields.newPassword).toBe(FIELD_MESSAGES.resetFormat);

    const ok = await client.reset({
      userId,
      verifyCode: code,
      newPassword: ' secret2 ',
      repeatPassword: 'secret2',
    });
    expect(ok.statusCode).toBe(200);
    expect((await client.checkLogin(asTeacher(session))).statusCode).toBe(401);
    expect((await client.signIn({ email, password: 'secret1' })).json().code).toBe(
      'BIZ_TEACHER_LOGIN_ERROR',
    );
    expect((await client.signIn({ email, password: 'secret2' })).statusCode).toBe(200);

    const reuse = await client.reset({
      userId,
      verifyCode: code,
      newPassword: 'secret3',
      repeatPassword: 'secret3',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('BIZ_TEACHER_VERIFICATION_CODE');
  });

  it('stores only a hash of the link code', async () => {
    const email = newEmail();
    await client.register({ email, password: 'secret1' });
    const { code } = await resetLinkFor(email);
    const rows = await queryRows<{ token_hash: string }>(
      t.app.database.db,
      sql`select token_hash from one_time_tokens`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === code)).toBe(false);
  });

  it('refuses an expired link, and an older link once a newer one was used', async () => {
    const email = newEmail();
    await client.register({ email, password: 'secret1' });
    const older = await resetLinkFor(email);
    const newer = await resetLinkFor(email);
    await t.app.database.db.execute(
      sql`update one_time_tokens set expires_at = now() - interval '1 minute' where subject_id = ${Number(newer.userId)} and used_at is null and created_at = (select max(created_at) from one_time_tokens where subject_id = ${Number(newer.userId)})`,
    );
    const expired = await client.reset({
      ...newer,
      verifyCode: newer.code,
      newPassword: 'secret2',
      repeatPassword: 'secret2',
    });
    expect(expired.json().code).toBe('BIZ_TEACHER_VERIFICATION_CODE');
    const third = await resetLinkFor(email);
    expect(
      (
        await client.reset({
          userId: third.userId,
          verifyCode: third.code,
          newPassword: 'secret2',
          repeatPassword: 'secret2',
        })
      ).statusCode,
    ).toBe(200);
    const stale = await client.reset({
      userId: older.userId,
      verifyCode: older.code,
      newPassword: 'secret4',
      repeatPassword: 'secret4',
    });
    expect(stale.json().code).toBe('BIZ_TEACHER_VERIFICATION_CODE');
  });

  it('does the same work for a known and an unknown address; only the job tells them apart', async () => {
    const known = newEmail();
    const unknown = newEmail();
    await client.register({ email: known, password: 'secret1' });
    const answers = [
      await client.forgot({ email: known }),
      await client.forgot({ email: unknown }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 'OK', msg: 'success', data: null });
    }
    // The request only enqueues: one job per address, whether it has an account or not.
    const jobs = await queryRows<{ email: string }>(
      t.app.database.db,
      sql`select data->>'email' as email from pgboss.job where name = 'password-reset' and data->>'email' in (${known}, ${unknown})`,
    );
    expect(jobs.map((job) => job.email).sort()).toEqual([known, unknown].sort());
    // The job looks the address up: mail for the account, nothing for the stranger.
    await inbox.waitFor(mailTo(known));
    await waitForResetJobDone(unknown);
    expect(inbox.messages.filter(mailTo(unknown))).toEqual([]);
  });
});

/** Waits until the reset job of this address has run. */
async function waitForResetJobDone(email: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const open = await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'password-reset' and data->>'email' = ${email} and state <> 'completed'`,
    );
    if (open[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('reset jobs did not finish');
}
