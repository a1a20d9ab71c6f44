import { FILE_PURPOSES, type FileKind, type FilePurpose } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from '../../lib/tokens.js';
import { detectFileKind, FILE_KINDS } from './file-types.js';

/** The storage folder of each purpose (keys are `<folder>/<random>.<ext>`, `storage.ts`). */
const FOLDERS: Record<FilePurpose, string> = {
  PHOTO: 'uploads',
  CV: 'uploads',
  EDU_CERTIFICATE: 'uploads',
  TEACHER_CERTIFICATE: 'uploads',
  PROOF_CERTIFICATE: 'uploads',
  BANNER_PICTURE: 'banners',
  CONTRACT_DOCUMENT: 'contracts',
  CONTRACT_PDF: 'contracts',
  PAYSLIP_RECEIPT: 'receipts',
  APPEAL_EVIDENCE: 'appeals',
  EVALUATION_RECORDING: 'recordings',
};

/** Where granted bytes land on S3 until the server has checked them (decision 027). */
export const INCOMING_FOLDER = 'incoming';

/** A new server-made key for a file of this purpose and kind. */
export function storageKeyFor(purpose: FilePurpose, kind: FileKind): string {
  return `${FOLDERS[purpose]}/${randomToken()}.${kind}`;
}

export function incomingKey(kind: FileKind): string {
  return `${INCOMING_FOLDER}/${randomToken()}.${kind}`;
}

export interface CheckedFile {
  kind: FileKind;
  contentType: string;
}

/**
 * Whether a file may be kept for a purpose, from its size and its first bytes: the purpose's
 * refusals (too large, too small, wrong kind) as catalogue codes.
 */
export function checkFile(purpose: FilePurpose, head: Buffer, size = head.length): CheckedFile {
  const rule = FILE_PURPOSES[purpose];
  if (size === 0) throw new AppError('BIZ_UPLOAD_NO_FILE');
  if (size > rule.maxBytes) throw new AppError(rule.largeError);
  if (size < rule.minBytes) throw new AppError(rule.smallError);
  const kind = detectFileKind(head, rule.kinds);
  if (!kind) throw new AppError(rule.formatError);
  return { kind, contentType: FILE_KINDS[kind].contentType };
}

/** The kinds any of `purposes` accepts (a multipart route that serves several purposes). */
export function kindsOf(purposes: readonly FilePurpose[]): FileKind[] {
  return [...new Set(purposes.flatMap((purpose) => FILE_PURPOSES[purpose].kinds))];
}
