import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText, multiLineText } from '../plain-text.js';
import { optionalText, wireInt } from '../wire.js';
import {
  DOCUMENT,
  DOCUMENT_DECISIONS,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  RESOURCE_TYPES,
  type DOCUMENT_WIRE_KEYS,
  type DocumentType,
} from './documents.js';
import { contractSignatureRequest } from './signature.js';

const documentStatus = z.enum(DOCUMENT_STATUSES);

/** `getResourceStatus`: each slot's status under its wire key (spec section 3). */
export const resourceStatus = z.object({
  eduCertificate: documentStatus,
  teacherCertificate: documentStatus,
  passport: documentStatus,
  proofCertificate: documentStatus,
});
export type ResourceStatus = z.infer<typeof resourceStatus>;
// The wire keys above are contracts' DOCUMENT_WIRE_KEYS, checked at compile time.
const _sameKeys: Record<(typeof DOCUMENT_WIRE_KEYS)[DocumentType], unknown> = resourceStatus.shape;
void _sameKeys;

/**
 * `getContractStatus`: the applicant's status and every slot's, with the contract's own:
 * UN_SUBMIT until signed, SUBMITTED once signed, PASS once the account is activated.
 */
export const applicantContractStatus = z.object({
  teacherApplyStatus: z.string(),
  resourceUploadDTO: resourceStatus.extend({ contract: documentStatus }),
});
export type ApplicantContractStatus = z.infer<typeof applicantContractStatus>;

/** `getResourceList?useTypes=EDU_CERTIFICATE,PASSPORT`: a comma list, each slot once. */
export const resourceListQuery = z.object({
  useTypes: z
    .string()
    .max(200)
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))])
    .pipe(z.array(z.enum(DOCUMENT_TYPES)).min(1)),
});
export type ResourceListQuery = z.input<typeof resourceListQuery>;

/** One slot as the applicant reads it; empty strings and nulls where no file was sent. */
export const resourceItem = z.object({
  useType: z.enum(DOCUMENT_TYPES),
  resourceType: z.enum(RESOURCE_TYPES),
  status: documentStatus,
  fileName: z.string(),
  fileType: z.enum(DOCUMENT_FILE_TYPES).nullable(),
  /** A short-lived signed link to the file, or '' when there is none. */
  url: z.string(),
  /** Why staff sent it back ('' unless RESUBMIT). */
  reason: z.string(),
  submittedAt: z.number().int().nullable(),
  reviewedAt: z.number().int().nullable(),
});
export type ResourceItem = z.infer<typeof resourceItem>;
export const resourceList = z.array(resourceItem);

/** A granted file's id (the grant's `objectName`). */
const objectName = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: FIELD_MESSAGES.invalid });

/** One uploaded file named for a slot (spec section 3, "Upload item"). */
export const uploadItem = z
  .object({
    url: objectName,
    fileName: lineText().max(200, FIELD_MESSAGES.invalid),
    useType: z.enum(DOCUMENT_TYPES, { error: FIELD_MESSAGES.required }),
    resourceType: z.enum(DOCUMENT_TYPES, { error: FIELD_MESSAGES.required }),
    /** As the sender says; the server keeps the type it checked. */
    fileType: z.enum(DOCUMENT_FILE_TYPES, { error: FIELD_MESSAGES.invalid }),
  })
  .refine((item) => item.resourceType === item.useType, {
    path: ['resourceType'],
    error: FIELD_MESSAGES.invalid,
  });
export type UploadItem = z.infer<typeof uploadItem>;

/** The list inside `uploadReq`: one file per slot. An empty list is answered "No File". */
export const uploadReqList = z.object({
  uploadReqList: z
    .array(uploadItem)
    .max(DOCUMENT_TYPES.length)
    .refine((items) => new Set(items.map((item) => item.useType)).size === items.length, {
      error: FIELD_MESSAGES.invalid,
    }),
});
export type UploadReqList = z.infer<typeof uploadReqList>;

/** `submitUrl`'s document form: `uploadReq` is the list as a JSON string (spec section 7). */
export const documentSubmission = z.object({
  uploadReq: z
    .string()
    .max(10_000, FIELD_MESSAGES.invalid)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.invalid });
        return z.NEVER;
      }
    })
    .pipe(uploadReqList),
});
export type DocumentSubmission = z.output<typeof documentSubmission>;

/** `submitUrl`: the documents' form or the contract's signature (spec section 7, Group B). */
export const submitUrlRequest = z.union([documentSubmission, contractSignatureRequest], {
  error: FIELD_MESSAGES.invalid,
});
export type SubmitUrlRequest = z.input<typeof submitUrlRequest>;

/** The uploadReq JSON string of the documents' form, as a client builds it. */
export function uploadReqOf(items: readonly z.input<typeof uploadItem>[]): { uploadReq: string } {
  return { uploadReq: JSON.stringify({ uploadReqList: items }) };
}

/* The console's side (decision 038). */

export const applicantDocumentParams = z.object({
  userId: wireInt.pipe(z.number().int().positive()),
  useType: z.enum(DOCUMENT_TYPES),
});
/** `?download=1` answers the file as an attachment; else images and PDF are shown in place. */
export const documentFileQuery = z.object({ download: optionalText(z.enum(['0', '1'])) });

/** One slot as staff read it. */
export const staffDocument = z.object({
  useType: z.enum(DOCUMENT_TYPES),
  /** Whether every applicant must send it (contracts `REQUIRED_DOCUMENTS`). */
  required: z.boolean(),
  status: documentStatus,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  reason: z.string(),
  submittedAt: z.number().int().nullable(),
  reviewedAt: z.number().int().nullable(),
  reviewedBy: z.string(),
});
export type StaffDocument = z.infer<typeof staffDocument>;

export const applicantDocuments = z.object({
  userId: z.number().int(),
  stage: z.string(),
  status: z.string(),
  documents: z.array(staffDocument),
});
export type ApplicantDocuments = z.infer<typeof applicantDocuments>;

/** A recruiter's decision on one submitted document: a reason is required to send it back. */
export const DOCUMENT_REASON_MAX = 500;
export const documentDecisionRequest = z
  .object({
    decision: z.enum(DOCUMENT_DECISIONS, { error: FIELD_MESSAGES.required }),
    reason: optionalText(multiLineText().max(DOCUMENT_REASON_MAX, FIELD_MESSAGES.invalid)),
  })
  .superRefine((body, ctx) => {
    if (body.decision === DOCUMENT.RESUBMIT && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: FIELD_MESSAGES.required });
  });
export type DocumentDecisionRequest = z.input<typeof documentDecisionRequest>;
export type DocumentDecisionBody = z.output<typeof documentDecisionRequest>;
