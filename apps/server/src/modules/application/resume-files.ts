import { FIELD_MESSAGES } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { fileIdOf, type FileLinks } from '../storage/file-links.js';
import type { UploadsRepository } from './uploads.repository.js';

/** The form fields that hold a file, and the field that holds its name where there is one. */
export const FILE_FIELDS = {
  personPhotoUrl: 'personPhotoName',
  fileCVUrl: 'fileCVName',
  eduCertificateUrl: 'eduCertName',
  teachCertificateUrl: undefined,
  fileCertificateUrl: undefined,
  proofCertificateUrl: undefined,
} as const;
export type FileField = keyof typeof FILE_FIELDS;
const REF = 'file:';

/**
 * Turns the links a client commits into `file:<id>` references, refusing files that are not
 * the applicant's own (a link to another person's upload is rejected like a wrong value).
 */
export async function toFileRefs(
  uploads: UploadsRepository,
  userId: number,
  fields: Record<string, unknown>,
): Promise<Record<string, string>> {
  const refs: Record<string, string> = {};
  const refused: Record<string, string> = {};
  for (const field of Object.keys(FILE_FIELDS) as FileField[]) {
    const value = fields[field];
    if (typeof value !== 'string' || value === '') continue;
    const id = fileIdOf(value);
    const upload = id ? await uploads.find(id) : undefined;
    if (!upload || upload.ownerUserId !== userId) refused[field] = FIELD_MESSAGES.invalid;
    else refs[field] = `${REF}${upload.id}`;
  }
  if (Object.keys(refused).length) throw new AppError('BIZ_PARAM_INVALID', { fields: refused });
  return refs;
}

/** Saved `file:<id>` references as fresh short-lived links, with their stored names. */
export async function toFileLinks(
  uploads: UploadsRepository,
  links: FileLinks,
  fields: Record<string, unknown>,
): Promise<{
  links: Record<string, string>;
  names: Record<string, string>;
  files: { field: string; fileName: string; url: string; contentType: string }[];
}> {
  const ids = Object.keys(FILE_FIELDS)
    .map((field) => fields[field])
    .filter((value): value is string => typeof value === 'string' && value.startsWith(REF))
    .map((value) => value.slice(REF.length));
  const rows = new Map((await uploads.findMany(ids)).map((row) => [row.id, row]));
  const result = {
    links: {} as Record<string, string>,
    names: {} as Record<string, string>,
    files: [] as { field: string; fileName: string; url: string; contentType: string }[],
  };
  for (const [field, nameField] of Object.entries(FILE_FIELDS)) {
    const value = fields[field];
    const row = typeof value === 'string' ? rows.get(value.slice(REF.length)) : undefined;
    if (!row) continue;
    const url = links.link(row.id);
    result.links[field] = url;
    if (nameField) result.names[nameField] = row.fileName;
    result.files.push({ field, fileName: row.fileName, url, contentType: row.contentType });
  }
  return result;
}
