import {
  collectsDocuments,
  DOCUMENT,
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  DOCUMENT_WIRE_KEYS,
  documentFileType,
  documentsPlace,
  documentsToSend,
  mayUploadDocument,
  NO_DOCUMENTS,
  UN_SUBMIT,
  REQUIRED_DOCUMENTS,
  STATUS,
  type ApplicantContractStatus,
  type ApplicantDocuments,
  type DocumentDecisionBody,
  type DocumentStatus,
  type DocumentStatuses,
  type DocumentType,
  type ResourceItem,
  type ResourceStatus,
  type UploadItem,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { FileLinks } from '../storage/file-links.js';
import type { FilesService } from '../storage/files.service.js';
import type { DocumentRow, DocumentsRepository } from './documents.repository.js';

interface Deps {
  uow: Uow;
  documents: DocumentsRepository;
  staffActions: Repositories['staffActions'];
  files: Pick<FilesService, 'read'>;
  /** Signed read links of the documents' own read call (`DOCUMENT_CALLS.readDocumentFile`). */
  links: FileLinks;
  publicUrl: string;
  clock?: () => Date;
}

const ms = (at: Date | null) => at?.getTime() ?? null;

function statusesOf(rows: readonly DocumentRow[]): DocumentStatuses {
  const statuses: Record<DocumentType, DocumentStatus> = { ...NO_DOCUMENTS };
  for (const row of rows) statuses[row.useType] = row.status;
  return statuses;
}

function wireStatuses(statuses: DocumentStatuses): ResourceStatus {
  return Object.fromEntries(
    DOCUMENT_TYPES.map((type) => [DOCUMENT_WIRE_KEYS[type], statuses[type]]),
  ) as ResourceStatus;
}

/**
 * Step 4, material collection (decision 038): the applicant uploads the four documents through
 * upload grants and submits them; recruiters pass each one or send it back with a reason. A
 * submission and a decision each run in one unit of work, with the funnel's move and the mail.
 */
export function createDocumentsService(deps: Deps) {
  const { uow, documents, links } = deps;
  const now = deps.clock ?? (() => new Date());

  async function applicantOf(userId: number) {
    const applicant = await documents.applicant(userId);
    if (!applicant) throw new AppError('NOT_FOUND');
    return applicant;
  }

  /** Uploads and submissions only while documents are collected (else the Refresh dialog). */
  async function checkCollecting(userId: number): Promise<void> {
    if (!collectsDocuments(await applicantOf(userId)))
      throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
  }

  async function staffView(userId: number): Promise<ApplicantDocuments> {
    const [applicant, rows] = await Promise.all([applicantOf(userId), documents.slots(userId)]);
    return {
      userId,
      stage: applicant.stage,
      status: applicant.status,
      documents: DOCUMENT_TYPES.map((useType) => {
        const row = rows.find((slot) => slot.useType === useType);
        return {
          useType,
          required: REQUIRED_DOCUMENTS.includes(useType),
          status: row?.status ?? UN_SUBMIT,
          fileName: row?.fileName ?? '',
          contentType: row?.contentType ?? '',
          size: row?.size ?? 0,
          reason: row?.reason ?? '',
          submittedAt: ms(row?.submittedAt ?? null),
          reviewedAt: ms(row?.reviewedAt ?? null),
          reviewedBy: row?.reviewerName ?? '',
        };
      }),
    };
  }

  /** Takes each named file up for its slot, and answers the slots' statuses after it. */
  async function storeFiles(
    tx: Repositories,
    userId: number,
    items: readonly UploadItem[],
    slots: readonly DocumentRow[],
  ): Promise<DocumentStatuses> {
    const statuses: Record<DocumentType, DocumentStatus> = { ...statusesOf(slots) };
    for (const item of items) {
      if (!mayUploadDocument(statuses[item.useType]))
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      // Once, by its owner, received: another's file, an unknown or used id, an unsent grant.
      const claimed = await tx.files.claim(item.url, userId, 'CONTRACT_DOCUMENT');
      if (!claimed || claimed.size === null) throw new AppError('FORBIDDEN');
      const file = {
        storageKey: claimed.storageKey,
        fileName: claimed.fileName,
        contentType: claimed.contentType,
        size: claimed.size,
      };
      if (!(await tx.documents.submit(userId, item.useType, file, now())))
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      const replaced = slots.find((slot) => slot.useType === item.useType)?.storageKey;
      if (replaced) await tx.documents.releaseFile(replaced);
      statuses[item.useType] = DOCUMENT.SUBMITTED;
    }
    return statuses;
  }

  return {
    checkCollecting,

    async resourceStatus(userId: number): Promise<ResourceStatus> {
      return wireStatuses(statusesOf(await documents.slots(userId)));
    },

    async contractStatus(userId: number): Promise<ApplicantContractStatus> {
      const [applicant, rows, signed] = await Promise.all([
        applicantOf(userId),
        documents.slots(userId),
        documents.hasSignedContract(userId),
      ]);
      const contract =
        applicant.status === STATUS.Finish
          ? DOCUMENT.PASS
          : signed
            ? DOCUMENT.SUBMITTED
            : UN_SUBMIT;
      return {
        teacherApplyStatus: applicant.status,
        resourceUploadDTO: { ...wireStatuses(statusesOf(rows)), contract },
      };
    },

    /** The slots asked for, in the order asked, each file behind a fresh signed link. */
    async resourceList(userId: number, useTypes: readonly DocumentType[]): Promise<ResourceItem[]> {
      const rows = await documents.slots(userId);
      return useTypes.map((useType) => {
        const row = rows.find((slot) => slot.useType === useType);
        return {
          useType,
          resourceType: useType,
          status: row?.status ?? UN_SUBMIT,
          fileName: row?.fileName ?? '',
          fileType: row?.contentType ? documentFileType(row.contentType) : null,
          url: row?.fileId ? links.link(row.fileId) : '',
          reason: row?.reason ?? '',
          submittedAt: ms(row?.submittedAt ?? null),
          reviewedAt: ms(row?.reviewedAt ?? null),
        };
      });
    },

    /**
     * The documents' form of submitUrl: each named file replaces its slot's, the slots the
     * applicant owes must all be among them ("No File"), and every one sent moves the applicant
     * to the review: all of it or nothing.
     */
    async submit(userId: number, items: readonly UploadItem[]): Promise<void> {
      await uow.run(async (tx) => {
        const applicant = await tx.documents.lockApplicant(userId);
        if (!applicant) throw new AppError('NOT_FOUND');
        if (!collectsDocuments(applicant)) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const slots = await tx.documents.slots(userId);
        const owed = documentsToSend(statusesOf(slots));
        const named = new Set(items.map((item) => item.useType));
        if (items.length === 0 || owed.some((type) => !named.has(type)))
          throw new AppError('BIZ_UPLOAD_NO_FILE');
        const statuses = await storeFiles(tx, userId, items, slots);
        // Already in review (an optional document added later): nothing moves.
        const moves =
          documentsPlace(statuses) === STATUS.PENDING_REVIEW &&
          applicant.status !== STATUS.PENDING_REVIEW;
        if (moves && !(await tx.funnel.move('submitDocuments', { userId })))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      });
    },

    /** The file behind a signed link of `resourceList`: the slot's current file only. */
    async readLinked(fileId: string, expires: number, signature: string) {
      if (!links.verify(fileId, expires, signature)) throw new AppError('FORBIDDEN');
      const file = await documents.fileByGrant(fileId);
      const stored = file ? await deps.files.read(file.storageKey) : undefined;
      if (!file || !stored) throw new AppError('NOT_FOUND');
      return { ...stored, fileName: file.fileName };
    },

    staffView,

    /** A recruiter opens or downloads a document: each read is kept in the audit trail. */
    async staffRead(staffId: number, userId: number, useType: DocumentType, download: boolean) {
      const file = await documents.fileOf(userId, useType);
      const stored = file ? await deps.files.read(file.storageKey) : undefined;
      if (!file || !stored) throw new AppError('NOT_FOUND');
      await deps.staffActions.record({
        staffId,
        action: 'viewDocument',
        userId,
        detail: { useType, download: download ? 1 : 0 },
      });
      return { ...stored, fileName: file.fileName };
    },

    /**
     * A recruiter's decision on one submitted document. Sent back: the applicant is mailed and
     * moved to "Documents renewing" (unless already there). One decision wins: the update is
     * conditional on SUBMITTED, and the move, the mail and the audit row share its transaction.
     */
    async judge(
      staffId: number,
      userId: number,
      useType: DocumentType,
      body: DocumentDecisionBody,
    ): Promise<ApplicantDocuments> {
      const reason = body.decision === DOCUMENT.RESUBMIT ? (body.reason ?? '') : '';
      await uow.run(async (tx) => {
        const applicant = await tx.documents.lockApplicant(userId);
        if (!applicant) throw new AppError('NOT_FOUND');
        if (body.decision === DOCUMENT.RESUBMIT && !collectsDocuments(applicant))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const decision = { status: body.decision, reason, staffId, at: now() };
        if (!(await tx.documents.judge(userId, useType, decision)))
          throw new AppError('BIZ_DOCUMENT_NOT_SUBMITTED');
        await tx.staffActions.record({
          staffId,
          action: body.decision === DOCUMENT.PASS ? 'passDocument' : 'returnDocument',
          userId,
          detail: reason ? { useType, reason } : { useType },
        });
        if (body.decision === DOCUMENT.PASS) return;
        // A second document sent back while the first waits for its new file: no move.
        const moves = applicant.status !== STATUS.PENDING_RESUBMIT;
        if (moves && !(await tx.funnel.move('returnDocument', { userId, staffId })))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        await tx.mail.send(applicant.email, 'documentReturned', {
          name: applicant.name || applicant.email,
          document: DOCUMENT_LABELS[useType],
          reason,
          link: `${deps.publicUrl}/v2/home?type=login`,
        });
      });
      return staffView(userId);
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
