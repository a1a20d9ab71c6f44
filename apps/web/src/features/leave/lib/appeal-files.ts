import {
  acceptFor,
  contentTypesFor,
  FIELD_MESSAGES,
  FILE_KIND_TYPES,
  FILE_PURPOSES,
  messageFor,
  type FileKind,
} from '@portal/contracts';

export const APPEAL_PURPOSE = 'APPEAL_EVIDENCE';
const RULE = FILE_PURPOSES[APPEAL_PURPOSE];

/** The content types the drop zone takes: png, jpeg and pdf (contracts' purpose rule). */
export const APPEAL_FILE_TYPES = contentTypesFor(APPEAL_PURPOSE);
/** The accepted names as the hint lists them: PNG, JPG, JPEG, PDF. */
export const APPEAL_FILE_EXTENSIONS = acceptFor(APPEAL_PURPOSE)
  .split(',')
  .map((ext) => ext.replace(/^\./, '').toUpperCase());
export const APPEAL_FILE_MAX_MB = RULE.maxBytes / 1024 / 1024;
export const APPEAL_FILE_MAX_BYTES = RULE.maxBytes;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The browser's look at a chosen file before any byte is sent: empty, larger than 5 MB, or
 * neither named nor typed as png, jpeg or pdf. Null: fine to send (the server checks the bytes).
 */
export function checkAppealFile(file: { name: string; size: number; type?: string }) {
  if (file.size <= 0) return FIELD_MESSAGES.noFile;
  if (file.size > RULE.maxBytes) return messageFor(RULE.largeError);
  const named = acceptFor(APPEAL_PURPOSE).split(',').includes(extensionOf(file.name));
  const typed = !file.type || APPEAL_FILE_TYPES.includes(file.type);
  return named && typed ? null : messageFor(RULE.formatError);
}

/** The type the grant asks for: the browser's, else the one its name says (jpeg is jpg). */
export function appealFileType(file: { name: string; type?: string }): string {
  if (file.type) return file.type;
  const ext = extensionOf(file.name).slice(1);
  const kind = (ext === 'jpeg' ? 'jpg' : ext) as FileKind;
  return FILE_KIND_TYPES[kind] ?? '';
}
