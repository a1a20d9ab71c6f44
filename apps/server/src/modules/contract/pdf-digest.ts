import { createHash } from 'node:crypto';

/** SHA-256 of bytes, lower-case hex: what the signature page quotes and the row keeps. */
export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
