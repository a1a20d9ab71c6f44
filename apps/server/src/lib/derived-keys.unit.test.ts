import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKey, type KeyPurpose } from './derived-keys.js';

const SECRET = 'correct horse battery staple';
const PURPOSES: KeyPurpose[] = [
  'cookies',
  'file-links',
  'upload-grants',
  'proof-of-work',
  'proof-of-work-keys',
  'two-factor-secrets',
];

/** HKDF-SHA256 written out from RFC 5869 (extract, then expand), to check the helper against. */
function rfc5869(secret: string, salt: string, info: string, length: number): Buffer {
  const prk = createHmac('sha256', salt).update(secret).digest();
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  for (let i = 1; Buffer.concat(blocks).length < length; i += 1) {
    previous = createHmac('sha256', prk)
      .update(Buffer.concat([previous, Buffer.from(info), Buffer.from([i])]))
      .digest();
    blocks.push(previous);
  }
  return Buffer.concat(blocks).subarray(0, length);
}

describe('deriveKey', () => {
  it('is HKDF-SHA256 of the secret, salted with the project, with the use as info', () => {
    for (const purpose of PURPOSES) {
      expect(
        deriveKey(SECRET, purpose).equals(
          rfc5869(SECRET, 'teacher-portal', `teacher-portal/${purpose}`, 32),
        ),
      ).toBe(true);
    }
  });

  it('keeps the keys of existing deployments (cookies signed, secrets sealed) unchanged', () => {
    // Known answers: a change here invalidates every session and every sealed two-factor secret.
    expect(deriveKey(SECRET, 'cookies').toString('hex')).toBe(
      'a995428651cd104b61ff710bdaaee9c9aa5910a7412640615653dfcc0d40e9a6',
    );
    expect(deriveKey(SECRET, 'two-factor-secrets').toString('hex')).toBe(
      '00d3939dfef542c40e95108415680b6b02f1d6736c0598d079d0efaacf9acc9c',
    );
  });

  it('gives a 32-byte Buffer, the same for the same secret and use', () => {
    const key = deriveKey(SECRET, 'file-links');
    expect(Buffer.isBuffer(key)).toBe(true);
    expect(key).toHaveLength(32);
    expect(deriveKey(SECRET, 'file-links').equals(key)).toBe(true);
  });

  it('gives a different key for each use and each secret, never the secret itself', () => {
    const keys = PURPOSES.map((purpose) => deriveKey(SECRET, purpose).toString('hex'));
    expect(new Set(keys).size).toBe(PURPOSES.length);
    const other = PURPOSES.map((purpose) => deriveKey(`${SECRET}!`, purpose).toString('hex'));
    for (const key of other) expect(keys).not.toContain(key);
    for (const key of keys) expect(key).not.toContain(Buffer.from(SECRET).toString('hex'));
  });
});
