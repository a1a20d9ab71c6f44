import {
  FIELD_MESSAGES,
  FILE_PURPOSES,
  messageFor,
  UPLOAD_ACCEPT,
  UPLOAD_PURPOSES,
  UPLOAD_MAX_BYTES,
  type UploadPurpose,
} from '@portal/contracts';

/** The message for a file of the wrong kind, by purpose (spec section 5, "Uploads"). */
export const FORMAT_MESSAGES = Object.fromEntries(
  UPLOAD_PURPOSES.map((purpose) => [purpose, messageFor(FILE_PURPOSES[purpose].formatError)]),
) as Record<UploadPurpose, string>;

/** The extensions a purpose accepts, from contracts' UPLOAD_ACCEPT (`.jpg,.png` → jpg, png). */
export function acceptedExtensions(purpose: UploadPurpose): string[] {
  return UPLOAD_ACCEPT[purpose]
    .split(',')
    .map((ext) => ext.trim().replace(/^\./, '').toLowerCase());
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The browser's first look at a chosen file, before any byte is sent: empty, too large
 * (10 MB) or of a kind the purpose does not take by its name. The server checks the bytes
 * again (a renamed file is caught there), with the same messages. Null: fine to send.
 */
export function checkUploadFile(
  file: { name: string; size: number },
  purpose: UploadPurpose,
): string | null {
  if (file.size <= 0) return FIELD_MESSAGES.noFile;
  if (file.size > UPLOAD_MAX_BYTES) return FIELD_MESSAGES.uploadTooLarge;
  if (!acceptedExtensions(purpose).includes(extensionOf(file.name)))
    return FORMAT_MESSAGES[purpose];
  return null;
}
