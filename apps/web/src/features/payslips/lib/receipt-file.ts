import {
  acceptFor,
  contentTypesFor,
  FIELD_MESSAGES,
  FILE_PURPOSES,
  messageFor,
} from '@portal/contracts';

const PURPOSE = 'PAYSLIP_RECEIPT';

/** The file input's `accept`: jpg, jpeg, png and pdf (contracts' purpose rule). */
export const RECEIPT_ACCEPT = acceptFor(PURPOSE);
/** The accepted extensions as a hint lists them: JPG, JPEG, PNG, PDF. */
export const RECEIPT_EXTENSIONS = RECEIPT_ACCEPT.split(',').map((ext) =>
  ext.replace(/^\./, '').toUpperCase(),
);
export const RECEIPT_MAX_MB = FILE_PURPOSES[PURPOSE].maxBytes / 1024 / 1024;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The browser's look at a chosen receipt before any byte is sent: empty, too large, or neither
 * named nor typed as jpg, png or pdf. Null: fine to send. The server still checks the bytes;
 * this saves a teacher on a slow line from waiting for a refusal.
 */
export function checkReceiptFile(file: {
  name: string;
  size: number;
  type?: string;
}): string | null {
  const rule = FILE_PURPOSES[PURPOSE];
  if (file.size <= 0) return FIELD_MESSAGES.noFile;
  if (file.size > rule.maxBytes) return FIELD_MESSAGES.uploadTooLarge;
  const named = RECEIPT_ACCEPT.split(',').includes(extensionOf(file.name));
  // A browser that knows the type must agree with the name (an empty type is unknown).
  const typed = !file.type || contentTypesFor(PURPOSE).includes(file.type);
  return named && typed ? null : messageFor(rule.formatError);
}

/**
 * The percent a screen reader hears: in steps of ten, so the live region speaks a few times
 * per upload instead of at every progress event.
 */
export function spokenPercent(percent: number): number {
  if (!(percent > 0)) return 0;
  return Math.min(100, Math.floor(percent / 10) * 10);
}
