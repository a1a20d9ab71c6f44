import { buffer } from 'node:stream/consumers';
import {
  canMove,
  CONTRACT,
  CONTRACT_LIFECYCLE,
  mayMove,
  contractFileName,
  defaultTerms,
  documentsComplete,
  FIELD_MESSAGES,
  isCalendarDate,
  isoDateOf,
  legalNameMatch,
  offerMove,
  utcDay,
  type ApplicantContract,
  type ApplicantContracts,
  type ContractSignatureRequest,
  type ContractTerms,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import type { FilesService } from '../storage/files.service.js';
import { sha256Hex } from './pdf-digest.js';
import { applicantView, versionView } from './contract-views.js';
import type { ContractRow, ContractsRepository } from './contracts.repository.js';
import { createBackgroundCheckService } from './background-check.service.js';

/**
 * pdf-lib and its font kit take a third of a second to load: they load with the first
 * contract drawn, not with every server and every test of the API (decision 050).
 */
const contractPdf = () => import('./contract-pdf.js');

export interface ContractsDeps {
  uow: Uow;
  /** Reads outside a unit of work (writes go through the unit's own repositories). */
  contracts: ContractsRepository;
  files: FilesService;
  publicUrl: string;
  clock?: () => Date;
}

/** Refuses a `YYYY/MM/DD` the calendar lacks (2027/02/30) before the database does. */
function checkDates(terms: ContractTerms): void {
  const fields: Record<string, string> = {};
  if (!isCalendarDate(terms.effectiveOn)) fields.effectiveOn = FIELD_MESSAGES.invalid;
  if (!isCalendarDate(terms.expiresOn)) fields.expiresOn = FIELD_MESSAGES.invalid;
  if (Object.keys(fields).length > 0) throw new AppError('BIZ_PARAM_INVALID', { fields });
}

const pdf = (bytes: Uint8Array) => ({
  bytes: Buffer.from(bytes),
  kind: 'pdf' as const,
  contentType: 'application/pdf',
});

/**
 * Step 5's contract (decision 038): offers as versions with their PDF, the applicant's
 * signature, and (background-check.service.ts) the check, holds and activation. Files are
 * stored before the unit of work that names them: a failed unit leaves an orphan for the
 * sweeper, never a row without its file.
 */
export function createContractsService(deps: ContractsDeps) {
  const { uow, contracts, files } = deps;
  const now = deps.clock ?? (() => new Date());
  const loginLink = `${deps.publicUrl}/v2/home?type=login`;

  async function partyOf(userId: number) {
    const party = await contracts.party(userId);
    if (!party) throw new AppError('NOT_FOUND');
    return { ...party, displayName: party.name || party.email };
  }

  async function readStored(storageKey: string) {
    const file = await files.read(storageKey);
    if (!file) throw new AppError('NOT_FOUND');
    return file;
  }

  /** A version's PDF: the signed copy once signed, else as offered. */
  async function served(row: ContractRow) {
    const signed = row.status === CONTRACT.SIGNED && row.signedStorageKey !== null;
    const file = await readStored(
      signed ? (row.signedStorageKey as string) : row.unsignedStorageKey,
    );
    return { ...file, fileName: contractFileName(row.version, signed) };
  }

  /** The console's panel: versions, the background check, the defaults for a new offer. */
  async function panel(userId: number): Promise<ApplicantContracts> {
    const party = await partyOf(userId);
    const [versions, check, statuses, activatedAt] = await Promise.all([
      contracts.versions(userId),
      contracts.backgroundCheck(userId),
      contracts.documentStatuses(userId),
      contracts.activatedAt(userId),
    ]);
    return {
      userId,
      stage: party.stage,
      status: party.status,
      applicationName: party.name,
      documentsComplete: documentsComplete(statuses),
      versions: versions.map(versionView),
      backgroundCheck: check
        ? {
            consentAt: check.consentAt?.getTime() ?? null,
            consentBy: check.consentBy,
            result: check.result,
            reason: check.reason,
            decidedAt: check.decidedAt?.getTime() ?? null,
            decidedBy: check.decidedBy,
          }
        : null,
      defaults: defaultTerms(utcDay(now())),
      activatedAt: activatedAt?.getTime() ?? null,
    };
  }

  /** The latest version offered or signed (a replaced one is not the applicant's concern). */
  async function current(userId: number): Promise<ApplicantContract | null> {
    const party = await partyOf(userId);
    const shown = (await contracts.versions(userId)).find((row) => row.status !== CONTRACT.VOID);
    return shown ? applicantView(shown, party) : null;
  }

  return {
    current,
    panel,
    ...createBackgroundCheckService({ ...deps, now, loginLink, panel }),

    /** The applicant's own PDF; anyone else's, or none, is refused alike. */
    async applicantFile(userId: number, contractId: number) {
      const row = await contracts.find(contractId);
      if (!row || row.userId !== userId) throw new AppError('FORBIDDEN');
      if (row.status === CONTRACT.VOID) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      return served(row);
    },

    /** Any version's PDF for the console; each reading lands in the audit trail. */
    async staffFile(userId: number, contractId: number, staffId: number) {
      const row = await contracts.find(contractId);
      if (!row || row.userId !== userId) throw new AppError('NOT_FOUND');
      const file = await served(row);
      await uow.run((tx) =>
        tx.staffActions.record({
          staffId,
          action: 'viewContract',
          userId,
          detail: {
            contractId,
            version: row.version,
            signed: row.status === CONTRACT.SIGNED ? 1 : 0,
          },
        }),
      );
      return file;
    },

    /**
     * A new version with these terms: the first offer once every required document passed,
     * or new terms for an offer not yet signed (the open one is replaced, VOID). The PDF is
     * made and stored first; the move, the rows, the audit and the mail are one unit.
     */
    async offer(userId: number, staffId: number, terms: ContractTerms) {
      checkDates(terms);
      const party = await partyOf(userId);
      const move = offerMove(party);
      if (!move) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      if (!documentsComplete(await contracts.documentStatuses(userId)))
        throw new AppError('BIZ_DOCUMENTS_NOT_COMPLETE');
      const version = await contracts.nextVersion(userId);
      const offeredAt = now();
      const { renderContract } = await contractPdf();
      const bytes = await renderContract({
        version,
        terms,
        name: party.displayName,
        email: party.email,
        offeredAt,
      });
      const storageKey = await files.store('CONTRACT_PDF', pdf(bytes));
      await uow.run(async (tx) => {
        if (!(await tx.funnel.move(move, { userId, staffId })))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        // The move holds the applicant's row: the documents and versions read now stay so.
        if (!documentsComplete(await tx.contracts.documentStatuses(userId)))
          throw new AppError('BIZ_DOCUMENTS_NOT_COMPLETE');
        // Another offer got in since the PDF was made: its version number is taken.
        if ((await tx.contracts.nextVersion(userId)) !== version)
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        await tx.contracts.voidOpen(userId, staffId, offeredAt);
        const contractId = await tx.contracts.insert({
          userId,
          version,
          contractType: terms.contractType,
          payPerClassCents: terms.payPerClassCents,
          basicIncreaseCents: terms.basicIncreaseCents,
          peakCarrots: terms.peakCarrots,
          effectiveOn: isoDateOf(terms.effectiveOn),
          expiresOn: isoDateOf(terms.expiresOn),
          createdBy: staffId,
          createdAt: offeredAt,
          unsignedStorageKey: storageKey,
          unsignedSha256: sha256Hex(bytes),
        });
        await tx.staffActions.record({
          staffId,
          action: 'offerContract',
          userId,
          detail: { contractId, version },
        });
        await tx.mail.send(party.email, 'contractOffered', {
          link: loginLink,
          name: party.displayName,
        });
      });
      return panel(userId);
    },

    /**
     * The applicant signs the open version (the contract form of `submitUrl`): the stored
     * offer is checked against its hash, the signature page appended and the copy stored;
     * then the row is signed (only if still open), the funnel moved and the mail sent, as one.
     */
    async sign(userId: number, request: ContractSignatureRequest, ip: string) {
      const row = await contracts.find(request.contractId);
      if (!row || row.userId !== userId) throw new AppError('FORBIDDEN');
      const party = await partyOf(userId);
      if (!mayMove(CONTRACT_LIFECYCLE, 'sign', row.status) || !canMove('signContract', party))
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      // Close enough to the application's name (a middle name, a typo): signed, and staff see
      // both; another person's name is refused at the field (issue 37).
      if (legalNameMatch(request.legalName, party.name) === 'far')
        throw new AppError('BIZ_PARAM_INVALID', {
          fields: { legalName: FIELD_MESSAGES.legalNameMismatch },
        });
      const unsigned = await buffer((await readStored(row.unsignedStorageKey)).stream);
      // A stored offer that no longer matches its hash must not be signed: a server error.
      if (sha256Hex(unsigned) !== row.unsignedSha256)
        throw new Error(`contract ${row.id}: the stored offer does not match its SHA-256`);
      const signedAt = now();
      const { appendSignaturePage } = await contractPdf();
      const signed = await appendSignaturePage(unsigned, {
        contractId: row.id,
        version: row.version,
        name: request.legalName,
        email: party.email,
        signedAt,
        ip,
        unsignedSha256: row.unsignedSha256,
      });
      const storageKey = await files.store('CONTRACT_PDF', pdf(signed));
      await uow.run(async (tx) => {
        // The move first: it takes the applicant's row, in the same order an offer does.
        if (!(await tx.funnel.move('signContract', { userId })))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const marked = await tx.contracts.markSigned({
          contractId: row.id,
          userId,
          name: request.legalName,
          at: signedAt,
          ip,
          storageKey,
        });
        if (!marked) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        await tx.mail.send(party.email, 'contractSigned', {
          link: loginLink,
          name: party.displayName,
        });
      });
      return current(userId);
    },
  };
}
export type ContractsService = ReturnType<typeof createContractsService>;
