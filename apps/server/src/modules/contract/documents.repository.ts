import {
  CONTRACT,
  DOCUMENT_LIFECYCLE,
  type DocumentDecision,
  type DocumentStatus,
  type DocumentType,
} from '@portal/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import {
  applicantDocuments,
  contracts,
  fileGrants,
  resumes,
  staff,
  users,
} from '../../db/schema/index.js';
import { createLifecycleWriter } from '../../status-moves/lifecycle-writer.js';

/** One slot's row, with the id of the grant its file came in by and the reviewer's name. */
export interface DocumentRow {
  useType: DocumentType;
  status: DocumentStatus;
  storageKey: string | null;
  fileName: string | null;
  contentType: string | null;
  size: number | null;
  reason: string;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  reviewerName: string | null;
  /** The grant's id: the signed read link names it (null for a file no grant brought). */
  fileId: string | null;
}

/** A received file taken up for a slot. */
export interface SlotFile {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface ApplicantRow {
  userId: number;
  email: string;
  name: string;
  stage: string;
  status: string;
}

/** The move each decision on a document takes (the contracts' table). */
const DECISION_MOVES = { PASS: 'pass', RESUBMIT: 'askAgain' } as const satisfies Record<
  DocumentDecision,
  string
>;

/**
 * Step 4's documents (decision 038): one row per applicant and slot. Every change of a slot is
 * a conditional update from the statuses that allow it, so a stale upload or two recruiters
 * judging one document at once change it once.
 */
export function createDocumentsRepository(db: Db) {
  const documents = createLifecycleWriter(db, DOCUMENT_LIFECYCLE, {
    table: applicantDocuments,
    id: applicantDocuments.id,
    status: applicantDocuments.status,
  });
  const documentColumns = {
    useType: applicantDocuments.useType,
    status: applicantDocuments.status,
    storageKey: applicantDocuments.storageKey,
    fileName: applicantDocuments.fileName,
    contentType: applicantDocuments.contentType,
    size: applicantDocuments.size,
    reason: applicantDocuments.reason,
    submittedAt: applicantDocuments.submittedAt,
    reviewedAt: applicantDocuments.reviewedAt,
    reviewerName: staff.name,
    fileId: fileGrants.id,
  };

  return {
    /** The applicant's slots that have a row (a slot without one is UN_SUBMIT). */
    async slots(userId: number): Promise<DocumentRow[]> {
      const rows = await db
        .select(documentColumns)
        .from(applicantDocuments)
        .leftJoin(staff, eq(staff.id, applicantDocuments.reviewedBy))
        .leftJoin(fileGrants, eq(fileGrants.storageKey, applicantDocuments.storageKey))
        .where(eq(applicantDocuments.userId, userId));
      return rows as DocumentRow[];
    },

    /**
     * The applicant, their row held until the transaction ends: one applicant's submissions
     * are made one after the other (the same lock the funnel's move takes).
     */
    async lockApplicant(userId: number): Promise<ApplicantRow | undefined> {
      const [row] = await queryRows<ApplicantRow>(
        db,
        sql`select u.id::int as "userId", u.email, u.stage, u.status,
                   trim(concat_ws(' ', r.first_name, r.last_name)) as name
            from users u left join resumes r on r.user_id = u.id
            where u.id = ${userId} for update of u`,
      );
      return row;
    },

    async applicant(userId: number): Promise<ApplicantRow | undefined> {
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          stage: users.stage,
          status: users.status,
          firstName: resumes.firstName,
          lastName: resumes.lastName,
        })
        .from(users)
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      const { firstName, lastName, ...rest } = row;
      return { ...rest, name: [firstName, lastName].filter(Boolean).join(' ') };
    },

    /**
     * Puts a new file in a slot that takes one (UN_SUBMIT or RESUBMIT), now SUBMITTED; false
     * when the slot is at another status.
     */
    async submit(
      userId: number,
      useType: DocumentType,
      file: SlotFile,
      at: Date,
    ): Promise<boolean> {
      const values = { ...file, reason: '', submittedAt: at, updatedAt: at };
      const applicant = { by: 'applicant', userId } as const;
      const slot = and(
        eq(applicantDocuments.userId, userId),
        eq(applicantDocuments.useType, useType),
      );
      // A slot sent back takes the new file; a slot without a row gets one (a row at another
      // status, or one a parallel submission just made, is left as it is).
      const moved = await documents.move('submit', applicant, slot, {
        ...values,
        reviewedAt: null,
        reviewedBy: null,
      });
      if (moved.length === 1) return true;
      const created = await documents.create(
        'submit',
        applicant,
        [{ userId, useType, ...values }],
        true,
      );
      return created.length === 1;
    },

    /**
     * Forgets the claimed grant that brought a replaced file: no row names its key any more,
     * so the file sweeper removes the file (`stored-files.repository.ts`).
     */
    async releaseFile(storageKey: string): Promise<void> {
      await db
        .delete(fileGrants)
        .where(and(eq(fileGrants.storageKey, storageKey), isNotNull(fileGrants.claimedAt)));
    },

    /** A recruiter's decision on a SUBMITTED document; false when it is not SUBMITTED (any more). */
    async judge(
      userId: number,
      useType: DocumentType,
      decision: { status: DocumentDecision; reason: string; staffId: number; at: Date },
    ): Promise<boolean> {
      const rows = await documents.move(
        DECISION_MOVES[decision.status],
        { by: 'staff', staffId: decision.staffId },
        and(eq(applicantDocuments.userId, userId), eq(applicantDocuments.useType, useType)),
        {
          reason: decision.reason,
          reviewedAt: decision.at,
          reviewedBy: decision.staffId,
          updatedAt: decision.at,
        },
      );
      return rows.length === 1;
    },

    /** The stored file of a slot, if it has one. */
    async fileOf(userId: number, useType: DocumentType): Promise<SlotFile | undefined> {
      const [row] = await db
        .select({
          storageKey: applicantDocuments.storageKey,
          fileName: applicantDocuments.fileName,
          contentType: applicantDocuments.contentType,
          size: applicantDocuments.size,
        })
        .from(applicantDocuments)
        .where(and(eq(applicantDocuments.userId, userId), eq(applicantDocuments.useType, useType)));
      return row?.storageKey ? (row as SlotFile) : undefined;
    },

    /** The file a signed link names: a slot's current file only (a replaced one is gone). */
    async fileByGrant(fileId: string): Promise<SlotFile | undefined> {
      const [row] = await db
        .select({
          storageKey: fileGrants.storageKey,
          fileName: applicantDocuments.fileName,
          contentType: applicantDocuments.contentType,
          size: applicantDocuments.size,
        })
        .from(fileGrants)
        .innerJoin(applicantDocuments, eq(applicantDocuments.storageKey, fileGrants.storageKey))
        .where(eq(fileGrants.id, fileId));
      return row as SlotFile | undefined;
    },

    /** Whether the applicant has signed a contract (the contract's own status on the wire). */
    async hasSignedContract(userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(and(eq(contracts.userId, userId), eq(contracts.status, CONTRACT.SIGNED)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
