import { UPLOAD_MAX_BYTES } from '../constants.js';
import type { ErrorCode } from '../errors/catalogue.js';

/**
 * The kinds of file the portal stores, each with the one content type it is served as. The
 * server tells a kind by the file's first bytes, never by its name or the browser's claim.
 */
export const FILE_KIND_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  webm: 'audio/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
} as const;
export type FileKind = keyof typeof FILE_KIND_TYPES;

/** The names a file picker offers for a kind (by name only: the server checks bytes). */
const KIND_EXTENSIONS: Record<FileKind, readonly string[]> = {
  jpg: ['.jpg', '.jpeg'],
  png: ['.png'],
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
  webm: ['.webm'],
  mp3: ['.mp3'],
  m4a: ['.m4a'],
};

export interface FilePurposeRule {
  /** The kinds accepted, checked by content. */
  readonly kinds: readonly FileKind[];
  /** The largest file, in bytes. */
  readonly maxBytes: number;
  /** The smallest file, in bytes (recordings: spec section 5, "smaller than 100 KB"). */
  readonly minBytes: number;
  /** The refusal for bytes of no accepted kind. */
  readonly formatError: ErrorCode;
  /** The refusal for a file over `maxBytes`. */
  readonly largeError: ErrorCode;
  /** The refusal for a file under `minBytes`. */
  readonly smallError: ErrorCode;
  /** Who stores files of this purpose, and how. */
  readonly owner: 'applicant' | 'staff' | 'teacher';
  /** Whether a signed-in teacher may ask for an upload grant (a direct upload). */
  readonly grant: boolean;
}

const rule = (
  kinds: readonly FileKind[],
  formatError: ErrorCode,
  owner: FilePurposeRule['owner'],
  more: Partial<Pick<FilePurposeRule, 'maxBytes' | 'minBytes' | 'smallError' | 'largeError'>> = {},
): FilePurposeRule => ({
  kinds,
  formatError,
  owner,
  grant: owner === 'teacher',
  maxBytes: more.maxBytes ?? UPLOAD_MAX_BYTES,
  minBytes: more.minBytes ?? 1,
  smallError: more.smallError ?? 'BIZ_UPLOAD_NO_FILE',
  largeError: more.largeError ?? 'BIZ_UPLOAD_TOO_LARGE',
});

/**
 * Every purpose a stored file has, declared once: the application's files (spec section 5,
 * "Uploads"), banner pictures, and the teacher's direct uploads (contract documents, payslip
 * receipts, evaluation recordings). The server checks against it, the web's pickers read it.
 */
export const FILE_PURPOSES = {
  PHOTO: rule(['jpg', 'png'], 'BIZ_UPLOAD_IMAGE_FORMAT', 'applicant'),
  CV: rule(['doc', 'docx', 'pdf'], 'BIZ_UPLOAD_CV_FORMAT', 'applicant'),
  EDU_CERTIFICATE: rule(['jpg', 'png', 'pdf'], 'BIZ_UPLOAD_DOCUMENT_FORMAT', 'applicant'),
  TEACHER_CERTIFICATE: rule(['jpg', 'png', 'pdf'], 'BIZ_UPLOAD_DOCUMENT_FORMAT', 'applicant'),
  PROOF_CERTIFICATE: rule(['jpg', 'png', 'pdf'], 'BIZ_UPLOAD_DOCUMENT_FORMAT', 'applicant'),
  BANNER_PICTURE: rule(['jpg', 'png'], 'BIZ_UPLOAD_IMAGE_FORMAT', 'staff'),
  /** The contract's PDFs the server makes: as offered, and signed (decision 038). */
  CONTRACT_PDF: rule(['pdf'], 'BIZ_UPLOAD_DOCUMENT_FORMAT', 'staff'),
  CONTRACT_DOCUMENT: rule(['pdf', 'jpg', 'png'], 'BIZ_UPLOAD_DOCUMENT_FORMAT', 'teacher'),
  PAYSLIP_RECEIPT: rule(['jpg', 'png', 'pdf'], 'BIZ_UPLOAD_DOCUMENT_FORMAT', 'teacher'),
  /** A leave appeal's evidence, e.g. a screenshot of an outage (decision 071). */
  APPEAL_EVIDENCE: rule(['png', 'jpg', 'pdf'], 'BIZ_UPLOAD_DOCUMENT_FORMAT', 'teacher', {
    maxBytes: 5 * 1024 * 1024,
    largeError: 'BIZ_APPEAL_FILE_TOO_LARGE',
  }),
  EVALUATION_RECORDING: rule(['webm', 'mp3', 'm4a'], 'BIZ_UPLOAD_DOCUMENT_FORMAT', 'teacher', {
    minBytes: 100 * 1024,
    smallError: 'FILE_SMALL',
  }),
} as const satisfies Record<string, FilePurposeRule>;
export type FilePurpose = keyof typeof FILE_PURPOSES;

/** The purposes a teacher may ask an upload grant for. */
export const GRANT_PURPOSES = [
  'CONTRACT_DOCUMENT',
  'PAYSLIP_RECEIPT',
  'APPEAL_EVIDENCE',
  'EVALUATION_RECORDING',
] as const;
export type GrantPurpose = (typeof GRANT_PURPOSES)[number];

/** The `accept` attribute of a purpose's file input, from its kinds. */
export function acceptFor(purpose: FilePurpose): string {
  return FILE_PURPOSES[purpose].kinds.flatMap((kind) => KIND_EXTENSIONS[kind]).join(',');
}

/** The content types a purpose's files are stored and served as. */
export function contentTypesFor(purpose: FilePurpose): string[] {
  return FILE_PURPOSES[purpose].kinds.map((kind) => FILE_KIND_TYPES[kind]);
}
