import { hkdfSync } from 'node:crypto';

/**
 * One key per use, derived from SESSION_SECRET with HKDF-SHA256: a signature made for one use
 * (a cookie) is never valid for another (a file link), and neither is made with the secret
 * itself. The `info` names the use; changing it changes the key.
 */
export type KeyPurpose =
  | 'cookies'
  | 'file-links'
  | 'document-links'
  | 'payslip-receipt-links'
  | 'upload-grants'
  | 'proof-of-work'
  | 'proof-of-work-keys'
  | 'two-factor-secrets'
  | 'calendar-feeds'
  /** Only without BANK_DATA_KEY, outside production with a real database (config.ts). */
  | 'bank-data';

const SALT = 'teacher-portal';
const KEY_BYTES = 32;

export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, `teacher-portal/${purpose}`, KEY_BYTES));
}

/** The keys of earlier secrets (SESSION_SECRET_PREVIOUS) for one use: they only open or check. */
export function deriveKeys(secrets: readonly string[], purpose: KeyPurpose): Buffer[] {
  return secrets.map((secret) => deriveKey(secret, purpose));
}
