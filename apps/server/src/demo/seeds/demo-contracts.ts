import {
  CONTRACT,
  DAY_MS,
  DOCUMENT,
  DEFAULT_TERMS,
  DOCUMENT_TYPES,
  isoDateOf,
  maskedAccount,
  STAGE,
  STATUS,
  termLastDay,
  utcDay,
  type ContractTerms,
  type DocumentType,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../../db/database.js';
import {
  applicantDocuments,
  applicationEvents,
  backgroundChecks,
  bankDetails,
  contracts,
  fileGrants,
  resumes,
  staff,
  teachers,
  users,
} from '../../db/schema/index.js';
import { randomToken } from '../../lib/tokens.js';
import { createPasswordHasher } from '../../modules/auth/password-hasher.js';
import { appendSignaturePage, renderContract } from '../../modules/contract/contract-pdf.js';
import { sha256Hex } from '../../modules/contract/pdf-digest.js';
import { storageKeyFor } from '../../modules/storage/file-purposes.js';
import type { DemoContext, DemoSeed } from '../demo-seeds.js';
import { DEMO_TEACHER_PASSWORD } from './demo-accounts.js';
import { CONTRACT_APPLICANTS, type ContractApplicant } from './contract-applicants.js';
import { createApplicant } from './demo-sessions.js';

const hasher = createPasswordHasher({ memoryKib: 19_456, iterations: 2 });

/** A one-page PDF standing in for a scanned document. */
async function sampleDocument(title: string, owner: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([420, 300]);
  page.drawText(title, { x: 30, y: 240, size: 18, font });
  page.drawText(`${owner} (demo data)`, { x: 30, y: 210, size: 12, font });
  return Buffer.from(await doc.save());
}

const DOCUMENT_TITLES: Record<DocumentType, string> = {
  TEACHER_CERTIFICATE: 'TEFL certificate, 120 hours',
  PROOF_CERTIFICATE: 'Certificate verification letter',
  PASSPORT: 'Passport',
  EDU_CERTIFICATE: "Bachelor's degree",
};

export const demoContracts: DemoSeed = {
  id: '2026-11-contracts',
  async run(db: Db, context: DemoContext) {
    const [recruiter] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, 'recruiter@portal.demo'));
    if (!recruiter) throw new Error('the demo recruiter is missing');
    const passwordHash = await hasher.hash(DEMO_TEACHER_PASSWORD);
    const now = Date.now();
    for (const [index, applicant] of CONTRACT_APPLICANTS.entries()) {
      const { userId, owner } = applicant.name
        ? {
            userId: await createApplicant(
              db,
              { email: applicant.email, name: applicant.name, place: applicant.place },
              passwordHash,
              10_000_401 + index,
            ),
            owner: applicant.name.join(' '),
          }
        : await existingAccount(db, applicant.email);
      await seedDocuments(db, context, userId, owner, applicant, recruiter.id, now);
      if (applicant.contract)
        await seedContract(
          db,
          context,
          { userId, owner, email: applicant.email },
          applicant,
          recruiter.id,
          now,
        );
      if (applicant.consent)
        await db.insert(backgroundChecks).values({
          userId,
          consentAt: new Date(now - 6 * DAY_MS),
          consentBy: recruiter.id,
          ...(applicant.background
            ? {
                result: applicant.background.result,
                reason: applicant.background.reason,
                decidedAt: new Date(now - 4 * DAY_MS),
                decidedBy: recruiter.id,
              }
            : {}),
        });
      if (applicant.teacher)
        await db.insert(teachers).values({
          userId,
          accountStatus: applicant.teacher.accountStatus,
          statusReason: applicant.teacher.reason ?? '',
          ...(applicant.teacher.reason ? { statusChangedAt: new Date(now - DAY_MS) } : {}),
          activatedAt: new Date(now - 4 * DAY_MS),
          activatedBy: recruiter.id,
        });
      const bank = applicant.teacher?.bank;
      if (bank)
        await db.insert(bankDetails).values({
          userId,
          method: bank.method,
          masked: maskedAccount(bank),
          ...context.bankVault.seal(userId, bank),
        });
      if (applicant.holdReason)
        await db.insert(applicationEvents).values({
          userId,
          staffId: recruiter.id,
          fromStage: STAGE.CONTRACT,
          fromStatus: STATUS.PENDING_REVIEW,
          toStage: applicant.place.stage,
          toStatus: applicant.place.status,
          reason: applicant.holdReason,
          createdAt: new Date(now - 2 * DAY_MS),
        });
    }
  },
};

/** An account of the accounts seed, with the name its resume gives (else its address). */
async function existingAccount(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, firstName: resumes.firstName, lastName: resumes.lastName })
    .from(users)
    .leftJoin(resumes, eq(resumes.userId, users.id))
    .where(eq(users.email, email));
  if (!row) throw new Error(`demo account ${email} is missing`);
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return { userId: row.id, owner: name || email };
}

async function seedDocuments(
  db: Db,
  context: DemoContext,
  userId: number,
  owner: string,
  applicant: ContractApplicant,
  recruiterId: number,
  now: number,
) {
  for (const type of DOCUMENT_TYPES) {
    const status = applicant.documents[type];
    if (!status) continue;
    const bytes = await sampleDocument(DOCUMENT_TITLES[type], owner);
    const storageKey = storageKeyFor('CONTRACT_DOCUMENT', 'pdf');
    await context.storage.put(storageKey, bytes, 'application/pdf');
    const fileName = `${DOCUMENT_TITLES[type].toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
    const submittedAt = new Date(now - 8 * DAY_MS);
    // The claimed grant the file came with: the document's read link is made from it.
    await db.insert(fileGrants).values({
      id: randomToken().slice(0, 22),
      ownerUserId: userId,
      purpose: 'CONTRACT_DOCUMENT',
      storageKey,
      contentType: 'application/pdf',
      fileName,
      maxBytes: bytes.length,
      size: bytes.length,
      expiresAt: submittedAt,
      usedAt: submittedAt,
      receivedAt: submittedAt,
      claimedAt: submittedAt,
      createdAt: submittedAt,
    });
    const reviewed = status === DOCUMENT.PASS || status === DOCUMENT.RESUBMIT;
    await db.insert(applicantDocuments).values({
      userId,
      useType: type,
      status,
      storageKey,
      fileName,
      contentType: 'application/pdf',
      size: bytes.length,
      reason: status === DOCUMENT.RESUBMIT ? (applicant.returned ?? '') : '',
      submittedAt,
      ...(reviewed ? { reviewedAt: new Date(now - 7 * DAY_MS), reviewedBy: recruiterId } : {}),
    });
  }
}

async function seedContract(
  db: Db,
  context: DemoContext,
  person: { userId: number; owner: string; email: string },
  applicant: ContractApplicant,
  recruiterId: number,
  now: number,
) {
  const offeredAt = new Date(now - (applicant.effectiveDaysAgo ?? 6) * DAY_MS);
  const effectiveOn = utcDay(offeredAt);
  const terms: ContractTerms = {
    contractType: DEFAULT_TERMS.contractType,
    payPerClassCents: DEFAULT_TERMS.payPerClassCents,
    basicIncreaseCents: DEFAULT_TERMS.basicIncreaseCents,
    peakCarrots: DEFAULT_TERMS.peakCarrots,
    effectiveOn,
    expiresOn: termLastDay(effectiveOn, DEFAULT_TERMS.months),
  };
  const unsigned = await renderContract({
    version: 1,
    terms,
    name: person.owner,
    email: person.email,
    offeredAt,
  });
  const unsignedStorageKey = storageKeyFor('CONTRACT_PDF', 'pdf');
  await context.storage.put(unsignedStorageKey, Buffer.from(unsigned), 'application/pdf');
  const [row] = await db
    .insert(contracts)
    .values({
      userId: person.userId,
      version: 1,
      contractType: terms.contractType,
      payPerClassCents: terms.payPerClassCents,
      basicIncreaseCents: terms.basicIncreaseCents,
      peakCarrots: terms.peakCarrots,
      effectiveOn: isoDateOf(terms.effectiveOn),
      expiresOn: isoDateOf(terms.expiresOn),
      createdBy: recruiterId,
      createdAt: offeredAt,
      unsignedStorageKey,
      unsignedSha256: sha256Hex(unsigned),
    })
    .returning({ id: contracts.id });
  if (!row || applicant.contract !== CONTRACT.SIGNED) return;
  const signedAt = new Date(offeredAt.getTime() + DAY_MS);
  const signedName = applicant.signedAs ?? person.owner;
  const signed = await appendSignaturePage(unsigned, {
    contractId: row.id,
    version: 1,
    name: signedName,
    email: person.email,
    signedAt,
    ip: '203.0.113.7',
    unsignedSha256: sha256Hex(unsigned),
  });
  const signedStorageKey = storageKeyFor('CONTRACT_PDF', 'pdf');
  await context.storage.put(signedStorageKey, Buffer.from(signed), 'application/pdf');
  await db
    .update(contracts)
    .set({
      status: CONTRACT.SIGNED,
      signedName,
      signedAt,
      signedIp: '203.0.113.7',
      signedStorageKey,
      closedAt: signedAt,
    })
    .where(eq(contracts.id, row.id));
}
