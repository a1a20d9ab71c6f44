import { STAGE, STATUS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantFor,
  consoleFor,
  dataOf,
  offered,
  reviewedApplicant,
  rowsOf,
  setDocuments,
  TERMS,
} from '../../test/contract-flow.js';
import { applicantAt, expectPlace, expectRefused } from '../../test/demo-scheduling.js';
import { pdfPageTexts, sha256 } from '../../test/pdf-text.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { mailTo, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

let inbox: SmtpInbox;
let t: TestApp;
let recruiter: string;
const clock = testClock(Date.UTC(2026, 7, 31, 9, 30));

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://portal.test' },
    clock: clock.now,
  });
  recruiter = await staffSession(t.app, ['RECRUITER']);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

interface Panel {
  status: string;
  documentsComplete: boolean;
  defaults: Record<string, unknown>;
  versions: { contractId: number; version: number; status: string; unsignedSha256: string }[];
}

describe('offering the contract', () => {
  it('starts the terms from the defaults, today (UTC) for six months', async () => {
    const { userId } = await reviewedApplicant(t.app);
    const panel = dataOf<Panel>(await consoleFor(t.app, recruiter, userId).panel());
    expect(panel).toMatchObject({ status: STATUS.PENDING_REVIEW, documentsComplete: true });
    expect(panel.versions).toEqual([]);
    expect(panel.defaults).toEqual({
      contractType: 'STANDARD',
      payPerClassCents: 1000,
      basicIncreaseCents: 0,
      peakCarrots: 1,
      effectiveOn: '2026/08/31',
      expiresOn: '2027/02/27', // six months, the last day included (issue 36)
    });
  });

  it('is refused until every required document passed', async () => {
    const { userId } = await applicantAt(t.app, STAGE.CONTRACT, STATUS.PENDING_REVIEW);
    await setDocuments(t.app, userId, {
      TEACHER_CERTIFICATE: 'PASS',
      PASSPORT: 'SUBMITTED',
      EDU_CERTIFICATE: 'PASS',
    });
    const office = consoleFor(t.app, recruiter, userId);
    expect(dataOf<Panel>(await office.panel()).documentsComplete).toBe(false);
    expectRefused(await office.offer(), 'BIZ_DOCUMENTS_NOT_COMPLETE');
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.PENDING_REVIEW);
    expect(await rowsOf(t.app, sql`select id from contracts where user_id = ${userId}`)).toEqual(
      [],
    );
  });

  it('is refused before the documents are under review, and after signing', async () => {
    const early = await applicantAt(t.app, STAGE.CONTRACT, STATUS.Contract);
    await setDocuments(t.app, early.userId);
    expectRefused(
      await consoleFor(t.app, recruiter, early.userId).offer(),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    const late = await applicantAt(t.app, STAGE.CONTRACT, STATUS.BACKGROUND_CHECK);
    await setDocuments(t.app, late.userId);
    expectRefused(
      await consoleFor(t.app, recruiter, late.userId).offer(),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
  });

  it('refuses dates the calendar lacks and an expiry before the start', async () => {
    const { userId } = await reviewedApplicant(t.app);
    const office = consoleFor(t.app, recruiter, userId);
    const badDay = await office.offer({ ...TERMS, expiresOn: '2027/02/30' });
    expectRefused(badDay, 'BIZ_PARAM_INVALID');
    expect(Object.keys(badDay.json().data.fields)).toEqual(['expiresOn']);
    const badStart = await office.offer({ ...TERMS, effectiveOn: '2026/09/31' });
    expectRefused(badStart, 'BIZ_PARAM_INVALID');
    expect(Object.keys(badStart.json().data.fields)).toEqual(['effectiveOn']);
    const backwards = await office.offer({ ...TERMS, expiresOn: '2026/11/30' });
    expectRefused(backwards, 'BIZ_PARAM_INVALID');
    expect(Object.keys(backwards.json().data.fields)).toEqual(['expiresOn']);
    expectRefused(await office.offer({ ...TERMS, payPerClassCents: 20 }), 'BIZ_PARAM_INVALID');
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.PENDING_REVIEW);
  });

  it('makes version 1 with its PDF, moves to the invitation, audits and mails', async () => {
    const { userId, token, email } = await reviewedApplicant(t.app);
    const version = await offered(t.app, recruiter, userId);
    expect(version).toMatchObject({ version: 1, status: 'INVITED' });
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.CONTRACT_INVITATION);

    const own = dataOf(await applicantFor(t.app, token).contract());
    expect(own).toEqual({
      contractId: version.contractId,
      version: 1,
      status: 'INVITED',
      terms: TERMS,
      offeredAt: clock.now().getTime(),
      signedAt: null,
      signedName: null,
      canSign: true,
      fileName: 'contract-v1.pdf',
    });

    // The stored hash is the SHA-256 of the bytes both sides download.
    const mine = await applicantFor(t.app, token).file(version.contractId);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': "attachment; filename*=UTF-8''contract-v1.pdf",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(sha256(mine.rawPayload)).toBe(version.unsignedSha256);
    const staffCopy = await consoleFor(t.app, recruiter, userId).file(version.contractId);
    expect(staffCopy.rawPayload.equals(mine.rawPayload)).toBe(true);

    // Lines wrap where the page ends them: the words are read as one run of text.
    const text = (await pdfPageTexts(mine.rawPayload)).join(' ').replace(/\s+/g, ' ');
    for (const words of ['Ada Lovelace', email, '$10.50', '$0.25', '2026/12/01', '2027/06/01'])
      expect(text).toContain(words);
    expect(text).toContain('25 minutes of live teaching followed by 5 minutes');

    const audit = await rowsOf<{ action: string; detail: Record<string, number> }>(
      t.app,
      sql`select action, detail from staff_actions where user_id = ${userId} order by id`,
    );
    expect(audit).toEqual([
      { action: 'offerContract', detail: { contractId: version.contractId, version: 1 } },
      { action: 'viewContract', detail: { contractId: version.contractId, version: 1, signed: 0 } },
    ]);
    const mail = await inbox.waitFor(mailTo(email));
    expect(mail.raw).toContain('Your contract is ready to sign');
  });

  it('makes version 2 for new terms before signing and voids version 1', async () => {
    const { userId, token } = await reviewedApplicant(t.app);
    const first = await offered(t.app, recruiter, userId);
    clock.advance(60_000);
    const panel = dataOf<Panel>(
      await consoleFor(t.app, recruiter, userId).offer({ ...TERMS, payPerClassCents: 1100 }),
    );
    expect(panel.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'INVITED'],
      [1, 'VOID'],
    ]);
    await expectPlace(t.app, userId, STAGE.CONTRACT, STATUS.CONTRACT_INVITATION);
    const [closed] = await rowsOf<{ closed: boolean }>(
      t.app,
      sql`select closed_at is not null as closed from contracts where id = ${first.contractId}`,
    );
    expect(closed?.closed).toBe(true);

    const own = dataOf<{ version: number; terms: { payPerClassCents: number } }>(
      await applicantFor(t.app, token).contract(),
    );
    expect(own).toMatchObject({ version: 2, terms: { payPerClassCents: 1100 } });
    // A replaced offer is gone for the applicant; the console keeps it.
    expectRefused(
      await applicantFor(t.app, token).file(first.contractId),
      'BIZ_STATUS_TYPE_NOT_MATCHING',
    );
    expect((await consoleFor(t.app, recruiter, userId).file(first.contractId)).statusCode).toBe(
      200,
    );
    // Each reoffer is a move of its own in the stage history.
    const moves = await rowsOf<{ to: string }>(
      t.app,
      sql`select to_status as to from application_events where user_id = ${userId} order by id`,
    );
    expect(moves.map((move) => move.to)).toEqual([
      STATUS.CONTRACT_INVITATION,
      STATUS.CONTRACT_INVITATION,
    ]);
  });

  it("answers a version only under its own applicant's address", async () => {
    const owner = await reviewedApplicant(t.app);
    const someone = await reviewedApplicant(t.app);
    const { contractId } = await offered(t.app, recruiter, owner.userId);
    expectRefused(await consoleFor(t.app, recruiter, someone.userId).file(contractId), 'NOT_FOUND');
    expectRefused(await consoleFor(t.app, recruiter, owner.userId).file(999_999), 'NOT_FOUND');
  });
});
