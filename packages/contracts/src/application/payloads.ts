import { z } from 'zod';
import { CONTACT_MESSAGE_MAX } from '../constants.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { acceptFor, FILE_PURPOSES, type FileKind } from '../files/purposes.js';
import { multiLineText } from '../plain-text.js';
import { optionalText } from '../wire.js';

/** What an upload is for: it decides the file types accepted (spec section 5, "Uploads"). */
export const UPLOAD_PURPOSES = [
  'PHOTO',
  'CV',
  'EDU_CERTIFICATE',
  'TEACHER_CERTIFICATE',
  'PROOF_CERTIFICATE',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Each purpose's kinds and picker names, from the files table (`files/purposes.ts`). */
export const UPLOAD_TYPES = Object.fromEntries(
  UPLOAD_PURPOSES.map((purpose) => [purpose, FILE_PURPOSES[purpose].kinds]),
) as Record<UploadPurpose, readonly FileKind[]>;
/** The `accept` attribute of each purpose's file input (by name only: the server checks bytes). */
export const UPLOAD_ACCEPT = Object.fromEntries(
  UPLOAD_PURPOSES.map((purpose) => [purpose, acceptFor(purpose)]),
) as Record<UploadPurpose, string>;

/** The answer to an application upload (multipart: `uploadFile`, and `purpose`). */
export const uploadResult = z.object({
  /** A short-lived link to the file; commit it as the field's `...Url` value. */
  url: z.string(),
  fileName: z.string(),
  /**
   * Where the client reads the file back (spec section 7: "returns url, fileName, blobUrl"):
   * the signed read route, which only the link's holder opens and which expires; decision 075.
   */
  blobUrl: z.string(),
  fileId: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** `APPLICATION_CALLS.getResume`: every field (files as fresh short-lived links), and the step. */
export const savedResume = z
  .object({
    /** The last step saved (0 when none); the form resumes at the next one, or at 1. */
    commitStep: z.number().int().min(0).max(3),
    submitted: z.boolean(),
    /** Comma-joined, as on the wire. */
    teachingCertificate: z.string(),
    personPhotoUrl: z.string(),
    fileCertificateUrl: z.string(),
    eduCertificateUrl: z.string(),
    fileCVUrl: z.string(),
    eduCertName: z.string(),
  })
  .catchall(z.union([z.string(), z.boolean(), z.number(), z.null()]));
export type SavedResume = z.infer<typeof savedResume>;

/** `APPLICATION_CALLS.getStatus` */
export const applicationStatus = z.object({
  stage: z.string(),
  status: z.string(),
  submittedAt: z.number().int().nullable(),
  /** Business days a decision usually takes at this point (spec section 9: 1-2). */
  reviewBusinessDays: z.string(),
  /** Why staff moved the application to its current status, as mailed; null when none. */
  reason: z.string().nullable(),
  /**
   * After a failed step: from when the applicant may apply again (epoch ms, contracts
   * `applyAgainOn`, decision 068); null at any other status, or when the failure's time is
   * not known (the screen then names the contact route).
   */
  applyAgainOn: z.number().int().nullable().default(null),
  /** After a failed step: the account has applied as often as it may (BIZ_APPLY_LIMIT, decision 075). */
  applyLimitReached: z.boolean().default(false),
});
export type ApplicationStatus = z.infer<typeof applicationStatus>;

/** `APPLICATION_CALLS.saveContactMessage`: a message to the applicant's success manager. */
export const contactMessageRequest = z.object({
  content: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    multiLineText({ error: FIELD_MESSAGES.required })
      .min(1, FIELD_MESSAGES.required)
      .max(CONTACT_MESSAGE_MAX, FIELD_MESSAGES.invalid),
  ),
});

export const uploadFields = z.object({ purpose: optionalText(z.enum(UPLOAD_PURPOSES)) });

/** The signed link of a stored application file (`url` of an upload or of a saved resume). */
export const applicationFileParams = z.object({ fileId: z.string().max(40) });
export const applicationFileQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});
