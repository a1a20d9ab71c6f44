import {
  CONTRACT_LIFECYCLE,
  INITIAL_GRADE,
  INITIAL_LEVEL,
  NO_DOCUMENTS,
  type BackgroundResult,
  type ContractStatus,
  type ContractType,
  type DocumentStatus,
  type DocumentStatuses,
  type DocumentType,
  TEACHER_ACCOUNT_LIFECYCLE,
} from '@portal/contracts';
import { and, desc, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { createLifecycleWriter } from '../../status-moves/lifecycle-writer.js';
import {
  applicantDocuments,
  backgroundChecks,
  contracts,
  resumes,
  staff,
  teachers,
  users,
} from '../../db/schema/index.js';

export type ContractRow = typeof contracts.$inferSelect & {
  status: ContractStatus;
  contractType: ContractType;
};
export type NewContract = Pick<
  typeof contracts.$inferInsert,
  | 'userId'
  | 'version'
  | 'contractType'
  | 'payPerClassCents'
  | 'basicIncreaseCents'
  | 'peakCarrots'
  | 'effectiveOn'
  | 'expiresOn'
  | 'createdBy'
  | 'createdAt'
  | 'unsignedStorageKey'
  | 'unsignedSha256'
>;

export interface Signing {
  contractId: number;
  userId: number;
  name: string;
  at: Date;
  ip: string;
  storageKey: string;
}

/** The applicant as the contract names them: the resume's name, else nothing. */
export interface ContractParty {
  userId: number;
  email: string;
  name: string;
  stage: string;
  status: string;
  referralCode: string;
}

/**
 * Step 5's rows (decision 038): contract versions, the background check and the teacher row
 * activation makes. A version changes only while INVITED (conditional updates), so a signed
 * or replaced one stays as it was.
 */
export function createContractsRepository(db: Db) {
  const offeredBy = alias(staff, 'offered_by');
  const consentBy = alias(staff, 'consent_by');
  const decidedBy = alias(staff, 'decided_by');
  const versions = createLifecycleWriter(db, CONTRACT_LIFECYCLE, {
    table: contracts,
    id: contracts.id,
    status: contracts.status,
  });

  return {
    async party(userId: number): Promise<ContractParty | undefined> {
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          name: sql<string>`concat_ws(' ', nullif(${resumes.firstName}, ''),
            nullif(${resumes.fields}->>'middleInitial', ''), nullif(${resumes.lastName}, ''))`,
          stage: users.stage,
          status: users.status,
          referralCode: users.referralCode,
        })
        .from(users)
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /** Each slot's status; a slot without a row has not been sent (UN_SUBMIT). */
    async documentStatuses(userId: number): Promise<DocumentStatuses> {
      const rows = await db
        .select({ useType: applicantDocuments.useType, status: applicantDocuments.status })
        .from(applicantDocuments)
        .where(eq(applicantDocuments.userId, userId));
      const statuses: Record<DocumentType, DocumentStatus> = { ...NO_DOCUMENTS };
      for (const row of rows) statuses[row.useType as DocumentType] = row.status as DocumentStatus;
      return statuses;
    },

    /** Every version, newest first, with the name of who offered it. */
    async versions(userId: number) {
      const rows = await db
        .select({ contract: contracts, offeredBy: offeredBy.name })
        .from(contracts)
        .innerJoin(offeredBy, eq(offeredBy.id, contracts.createdBy))
        .where(eq(contracts.userId, userId))
        .orderBy(desc(contracts.version));
      return rows.map((row) => ({ ...(row.contract as ContractRow), offeredBy: row.offeredBy }));
    },

    async find(contractId: number): Promise<ContractRow | undefined> {
      const [row] = await db.select().from(contracts).where(eq(contracts.id, contractId));
      return row as ContractRow | undefined;
    },

    async nextVersion(userId: number): Promise<number> {
      const [row] = await db
        .select({ last: max(contracts.version) })
        .from(contracts)
        .where(eq(contracts.userId, userId));
      return (row?.last ?? 0) + 1;
    },

    /** Replaces the open offer, if any (new terms before signing). */
    async voidOpen(userId: number, staffId: number, at: Date): Promise<void> {
      await versions.move('replace', { by: 'staff', staffId }, eq(contracts.userId, userId), {
        closedAt: at,
      });
    },

    /** Offers a new version, by the member it names. */
    async insert(row: NewContract): Promise<number> {
      const [inserted] = await versions.create('offer', { by: 'staff', staffId: row.createdBy }, [
        row,
      ]);
      if (!inserted) throw new Error('contract not inserted');
      return inserted.id;
    },

    /** Signs the version if it is still open; false when it was signed or replaced meanwhile. */
    async markSigned(signing: Signing): Promise<boolean> {
      const rows = await versions.move(
        'sign',
        { by: 'applicant', userId: signing.userId },
        and(eq(contracts.id, signing.contractId), eq(contracts.userId, signing.userId)),
        {
          signedName: signing.name,
          signedAt: signing.at,
          signedIp: signing.ip,
          signedStorageKey: signing.storageKey,
        },
      );
      return rows.length === 1;
    },

    async backgroundCheck(userId: number) {
      const [row] = await db
        .select({
          consentAt: backgroundChecks.consentAt,
          consentBy: consentBy.name,
          result: backgroundChecks.result,
          reason: backgroundChecks.reason,
          decidedAt: backgroundChecks.decidedAt,
          decidedBy: decidedBy.name,
        })
        .from(backgroundChecks)
        .leftJoin(consentBy, eq(consentBy.id, backgroundChecks.consentBy))
        .leftJoin(decidedBy, eq(decidedBy.id, backgroundChecks.decidedBy))
        .where(eq(backgroundChecks.userId, userId));
      return row && { ...row, result: row.result as BackgroundResult | null };
    },

    /** Records consent once; false when it was already recorded. */
    async recordConsent(userId: number, staffId: number, at: Date): Promise<boolean> {
      const rows = await db
        .insert(backgroundChecks)
        .values({ userId, consentAt: at, consentBy: staffId })
        .onConflictDoUpdate({
          target: backgroundChecks.userId,
          set: { consentAt: at, consentBy: staffId },
          setWhere: isNull(backgroundChecks.consentAt),
        })
        .returning({ userId: backgroundChecks.userId });
      return rows.length === 1;
    },

    /** The result, once, and only after consent; false otherwise. */
    async decide(
      userId: number,
      decision: { result: BackgroundResult; reason: string; staffId: number; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(backgroundChecks)
        .set({
          result: decision.result,
          reason: decision.reason,
          decidedAt: decision.at,
          decidedBy: decision.staffId,
        })
        .where(
          and(
            eq(backgroundChecks.userId, userId),
            isNotNull(backgroundChecks.consentAt),
            isNull(backgroundChecks.result),
          ),
        )
        .returning({ userId: backgroundChecks.userId });
      return rows.length === 1;
    },

    /** The activated teacher's row, at the starting grade and level. */
    async insertTeacher(userId: number, staffId: number, at: Date): Promise<boolean> {
      const rows = await createLifecycleWriter(db, TEACHER_ACCOUNT_LIFECYCLE, {
        table: teachers,
        id: teachers.userId,
        status: teachers.accountStatus,
      }).create(
        'activate',
        { by: 'staff', staffId },
        [
          {
            userId,
            grade: INITIAL_GRADE,
            level: INITIAL_LEVEL,
            activatedAt: at,
            activatedBy: staffId,
          },
        ],
        true,
      );
      return rows.length === 1;
    },

    async activatedAt(userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: teachers.activatedAt })
        .from(teachers)
        .where(eq(teachers.userId, userId));
      return row?.at ?? null;
    },
  };
}
export type ContractsRepository = ReturnType<typeof createContractsRepository>;
