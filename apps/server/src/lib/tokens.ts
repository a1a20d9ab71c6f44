import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque secret for sessions and links: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: a leaked table yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A code of `length` digits that does not start with 0. */
export function randomDigits(length: number): string {
  let code = String(randomInt(1, 10));
  while (code.length < length) code += String(randomInt(0, 10));
  return code;
}
