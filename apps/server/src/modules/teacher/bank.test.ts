import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { asTeacher } from '../../test/accounts-client.js';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import {
  mailTo,
  startSmtpInbox,
  type ReceivedMail,
  type SmtpInbox,
} from '../../test/smtp-inbox.js';
import { activatedTeacher, type TestTeacher } from '../../test/teachers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ACCOUNT = '000123456789';
const ROUTING = '021000021';
const ABA = {
  method: 'ABA_BANK',
  holderFirstName: 'Ann',
  holderMiddleName: 'B',
  holderLastName: 'Lee',
  bankName: 'First Bank',
  routingNumber: ROUTING,
  accountNumber: ACCOUNT,
  accountType: 'CHECKING',
};

let t: TestApp;
let inbox: SmtpInbox;
let logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test', LOG_LEVEL: 'info' },
    logStream,
  });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const updateBank = (teacher: TestTeacher, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/t/tc/profile/bank/update',
    headers: asTeacher(teacher.token),
    payload: body,
  });
const bankInfo = (teacher: TestTeacher, query = '') =>
  t.app.inject({ url: `/t/tc/profile/bank/info${query}`, headers: asTeacher(teacher.token) });
const rawRow = async (userId: number) =>
  (
    await queryRows<Record<string, string>>(
      t.app.database.db,
      sql`select * from bank_details where user_id = ${userId}`,
    )
  )[0];
const textOf = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

describe('a password asked again, wrong (issue 37)', () => {
  it('counts for the account across the bank details and the password change, then ends its sessions', async () => {
    const teacher = await activatedTeacher(t.app);
    const changePassword = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/t/tc/user/update/password',
        headers: asTeacher(teacher.token),
        payload: { password, newPassword: 'secret9', repeatPassword: 'secret9' },
      });
    const limit = t.config.SIGN_OUT_AFTER_RECHECK_FAILURES;
    for (let i = 1; i < limit; i += 1) {
      const res = await (i % 2
        ? updateBank(teacher, { password: 'wrong-pass', details: ABA })
        : changePassword('wrong-pass'));
      expectRefused(res, 'BIZ_TEACHER_PASSWORD_ORIGIN_ERROR');
    }
    expect((await bankInfo(teacher)).statusCode).toBe(200);
    // The last wrong one ends every session of the account: this one is refused from now on.
    expectRefused(await changePassword('wrong-pass'), 'LOGIN_REQUIRED');
    expect((await bankInfo(teacher)).statusCode).toBe(401);
    expect(await rawRow(teacher.userId)).toBeUndefined();
  });
});

describe('changing the bank details', () => {
  it('refuses a wrong password and stores nothing', async () => {
    const teacher = await activatedTeacher(t.app);
    const res = await updateBank(teacher, { password: 'wrong-pass', details: ABA });
    expectRefused(res, 'BIZ_TEACHER_PASSWORD_ORIGIN_ERROR');
    expect(await rawRow(teacher.userId)).toBeUndefined();
    expect((await bankInfo(teacher)).json().data).toMatchObject({ hasDetails: false });
  });

  it('refuses details the form would refuse, by field', async () => {
    const teacher = await activatedTeacher(t.app);
    const res = await updateBank(teacher, {
      password: 'secret1',
      details: { ...ABA, routingNumber: '12' },
    });
    expectRefused(res, 'BIZ_PARAM_INVALID');
    expect(Object.keys(res.json().data.fields)).toEqual(['details.routingNumber']);
  });

  it('seals the details, answers only the hint, mails the teacher and logs no number', async () => {
    const teacher = await activatedTeacher(t.app, { timeZone: 'Asia/Shanghai' });
    logLines = [];
    const res = await updateBank(teacher, { password: 'secret1', details: ABA });
    expectOk(res);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json().data;
    expect(answer).toEqual({
      teacherId: teacher.userId,
      hasDetails: true,
      method: 'ABA_BANK',
      holderName: 'Ann B Lee',
      masked: '•••• 6789',
      fieldsSet: [
        'holderFirstName',
        'holderMiddleName',
        'holderLastName',
        'bankName',
        'routingNumber',
        'accountNumber',
        'accountType',
      ],
      updatedAt: expect.any(Number),
    });
    expect(res.body).not.toContain(ACCOUNT);
    expect(res.body).not.toContain(ROUTING);

    // At rest: no plain number, holder or bank name anywhere in the row.
    const row = await rawRow(teacher.userId);
    expect(row).toMatchObject({ method: 'ABA_BANK', masked: '•••• 6789' });
    const stored = JSON.stringify(row);
    for (const secret of [ACCOUNT, ROUTING, 'First Bank', 'Ann B Lee', 'CHECKING'])
      expect(stored).not.toContain(secret);
    expect(row?.key_id).toMatch(/^k[0-9a-f]{16}$/);

    const mail = textOf(await inbox.waitFor(mailTo(teacher.email)));
    expect(mail).toContain('Your bank details were changed');
    expect(mail).toContain('6789');
    expect(mail).toContain('support@portal.test');
    expect(mail).toMatch(/\(Asia\/Shanghai, UTC\+08:00\)/);
    expect(mail).not.toContain(ACCOUNT);

    const logged = logLines.join('');
    expect(logged).toContain('bank details changed');
    for (const secret of [ACCOUNT, ROUTING, 'First Bank', 'secret1'])
      expect(logged).not.toContain(secret);
  });

  it('replaces the record with a new method and shows it masked on reading', async () => {
    const teacher = await activatedTeacher(t.app);
    expectOk(await updateBank(teacher, { password: 'secret1', details: ABA }));
    const paypal = {
      method: 'PAYPAL',
      holderFirstName: 'Ann',
      holderLastName: 'Lee',
      paypalEmail: 'ann.lee@example.com',
    };
    expectOk(await updateBank(teacher, { password: 'secret1', details: paypal }));
    const res = await bankInfo(teacher);
    expect(res.json().data).toMatchObject({
      method: 'PAYPAL',
      holderName: 'Ann Lee',
      masked: '•••@example.com',
      fieldsSet: ['holderFirstName', 'holderLastName', 'paypalEmail'],
    });
    expect(res.body).not.toContain('ann.lee@');
    expect(res.body).not.toContain(ACCOUNT);
  });
});

describe('reading bank info by teacherId (spec Group B)', () => {
  it('answers one’s own, with or without the id, and refuses anybody else’s', async () => {
    const owner = await activatedTeacher(t.app);
    const other = await activatedTeacher(t.app);
    expectOk(await updateBank(owner, { password: 'secret1', details: ABA }));
    expect((await bankInfo(owner, `?teacherId=${owner.userId}`)).json().data).toMatchObject({
      teacherId: owner.userId,
      hasDetails: true,
    });
    const refused = await bankInfo(other, `?teacherId=${owner.userId}`);
    expectRefused(refused, 'FORBIDDEN');
    expect(refused.body).not.toContain('6789');
    expect((await bankInfo(other)).json().data).toMatchObject({
      teacherId: other.userId,
      hasDetails: false,
    });
  });

  it('cannot be read through another teacher’s row: the sealed text is bound to its owner', async () => {
    const owner = await activatedTeacher(t.app);
    const thief = await activatedTeacher(t.app);
    expectOk(await updateBank(owner, { password: 'secret1', details: ABA }));
    // Somebody with write access to the table copies the owner's record to another teacher.
    await t.app.database.db.execute(
      sql`insert into bank_details (user_id, method, sealed, key_id, masked)
        select ${thief.userId}, method, sealed, key_id, masked from bank_details
        where user_id = ${owner.userId}`,
    );
    expect((await bankInfo(thief)).json().data).toMatchObject({
      hasDetails: true,
      holderName: '',
      fieldsSet: [],
    });
  });
});
