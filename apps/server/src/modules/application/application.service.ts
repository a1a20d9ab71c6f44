import {
  applyAgainOn,
  applyLimitReached,
  isFailedPlace,
  basicInfoStep,
  FIELD_MESSAGES,
  friendChannelMissing,
  furtherInfoStep,
  presetForChannelCode,
  isResumeEditable,
  STATUS,
  teachingInfoStep,
  FILE_PURPOSES,
  UPLOAD_PURPOSES,
  UPLOAD_TYPES,
  type ErrorCode,
  type ApplicationStatus,
  type CommitResumeStep,
  type SavedResume,
  type UploadPurpose,
  type UploadResult,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { FileLinks } from '../storage/file-links.js';
import { randomToken } from '../../lib/tokens.js';
import type { Upload } from '../storage/read-upload.js';
import type { Uow } from '../../repositories.js';
import { displayFileName } from '../storage/display-name.js';
import type { FilesService } from '../storage/files.service.js';
import type { ResumeRepository, ResumeRow } from './resume.repository.js';
import { toFileLinks, toFileRefs } from './resume-files.js';
import type { UploadsRepository } from './uploads.repository.js';

/** The fields each step owns. */
const STEP_FIELDS: Record<number, string[]> = {
  1: Object.keys(basicInfoStep.shape),
  2: Object.keys(teachingInfoStep.shape),
  3: Object.keys(furtherInfoStep.shape),
};

/** The refusal for a file of the wrong kind, for a purpose as sent (unknown: documents). */
export function uploadFormatError(purpose: string | undefined): ErrorCode {
  return (UPLOAD_PURPOSES as readonly string[]).includes(purpose ?? '')
    ? FILE_PURPOSES[purpose as UploadPurpose].formatError
    : 'BIZ_UPLOAD_DOCUMENT_FORMAT';
}

/** Spec section 9: results come within 1-2 business days. */
const REVIEW_BUSINESS_DAYS = '1-2';

interface Deps {
  uow: Uow;
  resumes: ResumeRepository;
  uploads: UploadsRepository;
  files: FilesService;
  links: FileLinks;
  supportEmail: string;
  /** The waiting period after a failed step, in days (APPLY_AGAIN_DAYS). */
  applyAgainDays: number;
  clock?: () => Date;
}

export function createApplicationService(deps: Deps) {
  const { uow, resumes, uploads, files, links, supportEmail } = deps;
  const now = deps.clock ?? (() => new Date());

  /**
   * From when a failed applicant may apply again: null when not failed, not known, or when the
   * account has used up its applications (`limited`; the panel then names the contact route).
   */
  async function applyAgainAt(userId: number, stage: string, status: string) {
    if (!isFailedPlace(stage, status)) return { againOn: null, limited: false };
    if (applyLimitReached(await resumes.timesAppliedAgain(userId)))
      return { againOn: null, limited: true };
    const failedAt = await resumes.movedIntoAt(userId, stage, status);
    const againOn = failedAt ? applyAgainOn(failedAt.getTime(), deps.applyAgainDays) : null;
    return { againOn, limited: false };
  }

  /**
   * Until step 3 is saved, the code of the link the applicant signed up with answers "Do you
   * have a referral code?" (decision 014): they should not have to find it again.
   */
  async function referralDefaults(
    userId: number,
    saved: ResumeRow | undefined,
  ): Promise<ResumeRow['fields']> {
    if (saved && saved.commitStep >= 3) return {};
    const code = await resumes.referrerCodeOf(userId);
    return code ? { hasReferralCode: 'YES', referralCode: code } : {};
  }

  /**
   * Step 3 of an account with a channel code: Friend Referral, and which channel the friend
   * used is required (spec section 5), whatever an older client sent for "heard from".
   */
  async function withChannelCode<T extends object>(userId: number, step: T): Promise<T> {
    const preset = presetForChannelCode(step, await resumes.channelCodeOf(userId));
    if (friendChannelMissing(preset))
      throw new AppError('BIZ_PARAM_INVALID', {
        fields: { whichFriendChannel: FIELD_MESSAGES.required },
      });
    return preset;
  }

  return {
    /**
     * Saves one step. The same step again is fine (idempotent) while the form may be edited;
     * once a recruiter has decided, a commit answers BIZ_TEACHER_COMMIT_REPEAT.
     */
    async commitStep(userId: number, body: CommitResumeStep): Promise<void> {
      const state = await resumes.stageOf(userId);
      if (!state) throw new AppError('TOKEN_ILLEGAL');
      if (!isResumeEditable(state.stage, state.status))
        throw new AppError('BIZ_TEACHER_COMMIT_REPEAT');
      const step = Number(body.commitStep);
      const saved = await resumes.find(userId);
      if (step > (saved?.commitStep ?? 0) + 1) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');

      const { commitStep: _step, ...sent } = body;
      const values = body.commitStep === '3' ? await withChannelCode(userId, sent) : sent;
      // Every field of the step is written, emptied ones as '', so a cleared answer is cleared.
      const fields: Record<string, string | boolean> = Object.fromEntries(
        STEP_FIELDS[step]?.map((key) => [key, '']) ?? [],
      );
      for (const [key, value] of Object.entries(values)) {
        if (Array.isArray(value)) fields[key] = value.join(',');
        else if (typeof value === 'string' || typeof value === 'boolean') fields[key] = value;
      }
      if (fields.hasReferralCode === 'NO') fields.referralCode = '';
      Object.assign(fields, await toFileRefs(uploads, userId, values));

      // The last step and the move to "submitted" together: a form is never saved as
      // submitted while its status still says it is being filled in, nor the reverse.
      await uow.run(async (tx) => {
        await tx.resumes.saveStep(userId, step, fields, step === 3);
        if (step === 3 && state.status === STATUS.Init) {
          if (!(await tx.funnel.move('submitResume', { userId })))
            throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        }
      });
    },

    /** The saved form, files as fresh links; empty strings for missing files (spec section 3). */
    async savedResume(userId: number): Promise<SavedResume> {
      const saved = await resumes.find(userId);
      const fields = { ...(await referralDefaults(userId, saved)), ...saved?.fields };
      const files = await toFileLinks(uploads, links, fields);
      const plain = Object.fromEntries(
        Object.entries(fields).filter(
          ([, value]) => !(typeof value === 'string' && value.startsWith('file:')),
        ),
      );
      return {
        ...plain,
        ...files.names,
        commitStep: saved?.commitStep ?? 0,
        submitted: Boolean(saved?.submittedAt),
        teachingCertificate:
          typeof fields.teachingCertificate === 'string' ? fields.teachingCertificate : '',
        personPhotoUrl: files.links.personPhotoUrl ?? '',
        fileCertificateUrl: files.links.fileCertificateUrl ?? '',
        eduCertificateUrl: files.links.eduCertificateUrl ?? '',
        fileCVUrl: files.links.fileCVUrl ?? '',
        eduCertName: files.names.eduCertName ?? '',
        ...(files.links.teachCertificateUrl
          ? { teachCertificateUrl: files.links.teachCertificateUrl }
          : {}),
        ...(files.links.proofCertificateUrl
          ? { proofCertificateUrl: files.links.proofCertificateUrl }
          : {}),
      };
    },

    async status(userId: number): Promise<ApplicationStatus> {
      const state = await resumes.stageOf(userId);
      if (!state) throw new AppError('TOKEN_ILLEGAL');
      const [saved, reason, again] = await Promise.all([
        resumes.find(userId),
        resumes.reasonFor(userId, state.stage, state.status),
        applyAgainAt(userId, state.stage, state.status),
      ]);
      return {
        stage: state.stage,
        status: state.status,
        submittedAt: saved?.submittedAt?.getTime() ?? null,
        reviewBusinessDays: REVIEW_BUSINESS_DAYS,
        reason: reason || null,
        applyAgainOn: again.againOn,
        applyLimitReached: again.limited,
      };
    },

    /**
     * After a failed step, once the waiting period is over: the applicant starts again at the
     * basic information (the funnel's `applyAgain`), their saved answers kept for them to check
     * and submit again. A failure whose time is not known waits for staff (contact route).
     */
    async applyAgain(userId: number): Promise<void> {
      const state = await resumes.stageOf(userId);
      if (!state) throw new AppError('TOKEN_ILLEGAL');
      if (!isFailedPlace(state.stage, state.status))
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      const { againOn, limited } = await applyAgainAt(userId, state.stage, state.status);
      if (limited) throw new AppError('BIZ_APPLY_LIMIT');
      if (againOn === null || now().getTime() < againOn)
        throw new AppError('BIZ_APPLY_AGAIN_NOT_YET');
      await uow.run(async (tx) => {
        if (!(await tx.funnel.move('applyAgain', { userId })))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      });
    },

    /**
     * Stores a checked upload under a server-made key, within the account's quotas
     * (decision 027), and answers a short-lived link.
     */
    async upload(userId: number, upload: Upload, purpose: UploadPurpose): Promise<UploadResult> {
      if (!UPLOAD_TYPES[purpose].includes(upload.kind))
        throw new AppError(FILE_PURPOSES[purpose].formatError);
      const id = randomToken().slice(0, 22);
      const fileName = displayFileName(upload.fileName, upload.kind);
      await files.storeOwned(userId, purpose, upload, (tx, storageKey) =>
        tx.uploads.insert({
          id,
          ownerUserId: userId,
          purpose,
          storageKey,
          contentType: upload.contentType,
          fileName,
          size: upload.bytes.length,
        }),
      );
      // The link is the signed read route: the same address reads the file back (blobUrl).
      const link = links.link(id);
      return { url: link, fileName, blobUrl: link, fileId: id };
    },

    /** A file behind a valid link; the link itself is the permission (short-lived, signed). */
    async readFile(fileId: string, expires: number, signature: string) {
      if (!links.verify(fileId, expires, signature)) throw new AppError('FORBIDDEN');
      const row = await uploads.find(fileId);
      const file = row ? await files.read(row.storageKey) : undefined;
      if (!row || !file) throw new AppError('NOT_FOUND');
      return { ...file, fileName: row.fileName };
    },

    channelCode: async (userId: number) => ({
      channelCode: await resumes.channelCodeOf(userId),
    }),

    saveHelpMessage: (userId: number, content: string) => resumes.saveHelpMessage(userId, content),

    async successManagerEmail(userId: number): Promise<string> {
      return (await resumes.successManagerEmail(userId)) ?? supportEmail;
    },
  };
}
export type ApplicationService = ReturnType<typeof createApplicationService>;
