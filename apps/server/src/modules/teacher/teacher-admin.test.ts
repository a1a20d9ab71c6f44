import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { asTeacher } from '../../test/accounts-client.js';
import { expectOk, expectRefused } from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { mailTo, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { activatedTeacher, type TestTeacher } from '../../test/teachers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PAYPAL = {
  method: 'PAYPAL',
  holderFirstName: 'Ann',
  holderLastName: 'Lee',
  paypalEmail: 'ann.pays@example.com',
};

let t: TestApp;
let inbox: SmtpInbox;
const staff: Record<string, string> = {};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test' } });
  for (const role of ['OPERATIONS', 'FINANCE', 'ADMIN', 'RECRUITER', 'INTERVIEWER'] as const)
    staff[role] = await staffSession(t.app, [role]);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const asStaff = (role: string) => ({ 'x-auth-token': staff[role] ?? '' });
const staffGet = (role: string, url: string) => t.app.inject({ url, headers: asStaff(role) });
const staffPost = (role: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asStaff(role), payload });
const saveBank = (teacher: TestTeacher) =>
  t.app.inject({
    method: 'POST',
    url: '/t/tc/profile/bank/update',
    headers: asTeacher(teacher.token),
    payload: { password: 'secret1', details: PAYPAL },
  });
const auditOf = (userId: number) =>
  queryRows<{ action: string; detail: Record<string, string> }>(
    t.app.database.db,
    sql`select action, detail from staff_actions where user_id = ${userId} order by id`,
  );

describe('the teacher list', () => {
  it('lists activated teachers for OPERATIONS and FINANCE, searched and paged', async () => {
    const teacher = await activatedTeacher(t.app, {
      resume: { firstName: 'Zelda', lastName: 'Quill' },
      contract: { effectiveOn: '2025-01-01', expiresOn: '2099-01-01' },
    });
    await activatedTeacher(t.app);
    for (const role of ['OPERATIONS', 'FINANCE', 'ADMIN']) {
      const res = await staffGet(role, '/ops/teachers?search=zelda');
      expectOk(res);
      expect(res.json().data).toEqual({
        total: 1,
        records: [
          expect.objectContaining({
            userId: teacher.userId,
            name: 'Zelda Quill',
            email: teacher.email,
            gradeLabel: 'C Sophomore',
            level: 1,
            accountStatus: 'ACTIVE',
            standing: 'ACTIVE',
            blockedBy: null,
            contract: {
              contractType: 'STANDARD',
              effectiveOn: '2025/01/01',
              expiresOn: '2099/01/01',
            },
            hasBankDetails: false,
          }),
        ],
      });
    }
    const page = await staffGet('OPERATIONS', '/ops/teachers?pageIndex=1&pageSize=50');
    expect(page.json().data.total).toBeGreaterThanOrEqual(2);
    // By e-mail too.
    const byEmail = await staffGet('FINANCE', `/ops/teachers?search=${teacher.email}`);
    expect(byEmail.json().data.records).toHaveLength(1);
  });

  it('is refused to recruiters and interviewers', async () => {
    for (const role of ['RECRUITER', 'INTERVIEWER'])
      expectRefused(await staffGet(role, '/ops/teachers'), 'FORBIDDEN');
  });

  it('tells a suspension from a contract that ended (issue 36)', async () => {
    const running = { effectiveOn: '2025-01-01', expiresOn: '2099-01-01' };
    const ended = { effectiveOn: '2020-01-01', expiresOn: '2020-12-31' };
    const cases = [
      { contract: running, suspend: true, standing: 'SUSPENDED' },
      { contract: ended, suspend: false, standing: 'CONTRACT_ENDED' },
      { contract: ended, suspend: true, standing: 'SUSPENDED_CONTRACT_ENDED' },
    ];
    for (const { contract, suspend, standing } of cases) {
      const teacher = await activatedTeacher(t.app, { contract });
      if (suspend)
        expectOk(
          await staffPost('OPERATIONS', `/ops/teachers/${teacher.userId}/suspend`, {
            reason: 'Paused',
          }),
        );
      const res = await staffGet('OPERATIONS', `/ops/teachers?search=${teacher.email}`);
      expect(res.json().data.records).toEqual([expect.objectContaining({ standing })]);
    }
  });
});

describe('bank details in full', () => {
  it('are read by FINANCE and ADMIN, each reading audited', async () => {
    const teacher = await activatedTeacher(t.app);
    expectOk(await saveBank(teacher));
    const res = await staffGet('FINANCE', `/ops/teachers/${teacher.userId}/bank`);
    expectOk(res);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({
      teacherId: teacher.userId,
      method: 'PAYPAL',
      holderName: 'Ann Lee',
      masked: '•••@example.com',
      updatedAt: expect.any(Number),
      details: { ...PAYPAL, holderMiddleName: '' },
    });
    expectOk(await staffGet('ADMIN', `/ops/teachers/${teacher.userId}/bank`));
    expect(await auditOf(teacher.userId)).toEqual([
      { action: 'viewBankDetails', detail: { method: 'PAYPAL' } },
      { action: 'viewBankDetails', detail: { method: 'PAYPAL' } },
    ]);
  });

  it('are refused to every other role, and nothing is audited', async () => {
    const teacher = await activatedTeacher(t.app);
    expectOk(await saveBank(teacher));
    for (const role of ['OPERATIONS', 'RECRUITER', 'INTERVIEWER']) {
      const res = await staffGet(role, `/ops/teachers/${teacher.userId}/bank`);
      expectRefused(res, 'FORBIDDEN');
      expect(res.body).not.toContain('ann.pays');
    }
    expect(await auditOf(teacher.userId)).toEqual([]);
  });

  it('answer NOT_FOUND for a teacher without details', async () => {
    const teacher = await activatedTeacher(t.app);
    expectRefused(await staffGet('FINANCE', `/ops/teachers/${teacher.userId}/bank`), 'NOT_FOUND');
  });
});

describe('suspending and restoring an account', () => {
  it('stops the teacher acting while they still read their state, and mails them', async () => {
    const teacher = await activatedTeacher(t.app);
    const url = `/ops/teachers/${teacher.userId}`;
    const suspended = await staffPost('OPERATIONS', `${url}/suspend`, { reason: 'Missed classes' });
    expectOk(suspended);
    expect(suspended.json().data).toMatchObject({
      accountStatus: 'DISABLED',
      statusReason: 'Missed classes',
      blockedBy: 'BIZ_TEACHER_STATUS_DISABLE',
      blockedLabel: 'Contract expired/Account disabled',
      // No signed contract here: nothing has expired, so staff read the suspension alone.
      standing: 'SUSPENDED',
    });
    const mail = await inbox.waitFor(mailTo(teacher.email));
    expect(mail.raw).toContain('Your teacher account is suspended');
    expect(mail.raw).toContain('Missed classes');

    // Writes refused with the catalogue's message; reads answer, with the state.
    const write = await saveBank(teacher);
    expectRefused(write, 'BIZ_TEACHER_STATUS_DISABLE');
    expect(write.json().msg).toBe(
      `Sorry, your account has been suspended.Please email ${t.config.SUPPORT_EMAIL}`,
    );
    const read = await t.app.inject({
      url: '/t/tc/user/get/teacher',
      headers: asTeacher(teacher.token),
    });
    expect(read.json().data).toMatchObject({ blockedBy: 'BIZ_TEACHER_STATUS_DISABLE' });
    const checks = await t.app.inject({
      url: '/t/tc/profile/update/checks',
      headers: asTeacher(teacher.token),
    });
    expect(checks.json().data).toMatchObject({
      profile: false,
      bankDetails: false,
      timeZone: true,
    });

    // A second suspension finds the state changed.
    expectRefused(
      await staffPost('OPERATIONS', `${url}/suspend`, { reason: 'Again' }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );

    const restored = await staffPost('OPERATIONS', `${url}/restore`, { reason: 'Talked it over' });
    expectOk(restored);
    expect(restored.json().data).toMatchObject({
      accountStatus: 'ACTIVE',
      blockedBy: null,
      standing: 'ACTIVE',
    });
    await inbox.waitFor((m) => mailTo(teacher.email)(m) && m.raw.includes('active again'));
    expectOk(await saveBank(teacher));
    expect((await auditOf(teacher.userId)).map((entry) => entry.action)).toEqual([
      'suspendTeacher',
      'restoreTeacher',
    ]);
  });

  it('asks for a reason, refuses other roles and unknown teachers', async () => {
    const teacher = await activatedTeacher(t.app);
    const url = `/ops/teachers/${teacher.userId}/suspend`;
    expectRefused(await staffPost('OPERATIONS', url, { reason: ' ' }), 'BIZ_PARAM_INVALID');
    for (const role of ['FINANCE', 'RECRUITER', 'INTERVIEWER'])
      expectRefused(await staffPost(role, url, { reason: 'x' }), 'FORBIDDEN');
    expectRefused(
      await staffPost('OPERATIONS', '/ops/teachers/999999/suspend', { reason: 'x' }),
      'NOT_FOUND',
    );
    expectRefused(
      await staffPost('OPERATIONS', `/ops/teachers/${teacher.userId}/restore`, { reason: 'x' }),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
  });
});
