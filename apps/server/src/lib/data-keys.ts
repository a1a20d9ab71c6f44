import { createHmac } from 'node:crypto';

const KEY_BYTES = 32;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/**
 * A 32-byte data key as an operator writes it (BANK_DATA_KEY): 64 hex digits, or base64 /
 * base64url (`openssl rand -base64 32`). Undefined for anything else, so a typo stops the
 * server at start instead of sealing data under a key nobody wrote down.
 */
export function parseDataKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (HEX_KEY.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!BASE64_KEY.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

/**
 * The name a sealed row keeps of its key (decision 038): a keyed hash of the key, so rows say
 * which key opens them without the database holding anything that helps to guess it.
 */
export function keyIdOf(key: Buffer): string {
  return `k${createHmac('sha256', key).update('teacher-portal/key-id').digest('hex').slice(0, 16)}`;
}
