import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealedBox } from './sealed-box.js';

// Boxes are made inside each test, never while the file is collected: a box that fails to
// be made must fail a test, not the collection.
describe('the sealed box', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = createSealedBox(randomBytes(32));
    const first = box.seal('JBSWY3DPEHPK3PXP');
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(first);
    expect(box.open(first)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing sealed with another key, altered, or malformed', () => {
    const box = createSealedBox(randomBytes(32));
    const sealed = box.seal('secret');
    expect(createSealedBox(randomBytes(32)).open(sealed)).toBeUndefined();
    const [iv, tag, body = ''] = sealed.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(box.open(`${iv}.${tag}.${flipped}`)).toBeUndefined();
    expect(box.open('not-sealed')).toBeUndefined();
    expect(() => createSealedBox(randomBytes(16))).toThrow();
  });
});

describe('the sealed text', () => {
  const key = randomBytes(32);

  /** `iv.tag.ciphertext` made by hand, with the IV and tag lengths given. */
  const sealByHand = (plain: string, ivBytes: number, tagBytes = 16) => {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag().subarray(0, tagBytes);
    return [iv, tag, sealed].map((part) => part.toString('base64url')).join('.');
  };

  it('is iv.tag.ciphertext in base64url: a 12-byte IV, a 16-byte tag, AES-256-GCM', () => {
    const box = createSealedBox(key);
    const plain = 'JBSWY3DPEHPK3PXP';
    const text = box.seal(plain);
    expect(text).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const [iv, tag, sealed] = text.split('.').map((part) => Buffer.from(part, 'base64url'));
    expect(iv).toHaveLength(12);
    expect(tag).toHaveLength(16);
    expect(sealed).toHaveLength(plain.length);
    const decipher = createDecipheriv('aes-256-gcm', key, iv as Buffer);
    decipher.setAuthTag(tag as Buffer);
    expect(
      Buffer.concat([decipher.update(sealed as Buffer), decipher.final()]).toString('utf8'),
    ).toBe(plain);
  });

  it('opens a text sealed elsewhere in the same format, any text in UTF-8', () => {
    const box = createSealedBox(key);
    for (const plain of ['JBSWY3DPEHPK3PXP', 'grüße, 先生 ✓', '']) {
      expect(box.open(sealByHand(plain, 12))).toBe(plain);
      expect(box.open(box.seal(plain))).toBe(plain);
    }
  });

  it('refuses another IV length or a shortened tag, though GCM alone would accept them', () => {
    const box = createSealedBox(key);
    expect(box.open(sealByHand('secret', 16))).toBeUndefined();
    expect(box.open(sealByHand('secret', 8))).toBeUndefined();
    expect(box.open(sealByHand('secret', 12, 12))).toBeUndefined();
    expect(box.open(sealByHand('secret', 12, 15))).toBeUndefined();
  });

  it('refuses texts with parts missing, moved or added to, without throwing', () => {
    const box = createSealedBox(key);
    const [iv = '', tag = '', sealed = ''] = box.seal('secret').split('.');
    for (const text of [
      '',
      'abc',
      iv,
      `${iv}.${tag}`,
      `${iv}.${tag}.`,
      `${tag}.${iv}.${sealed}`,
      `${iv}.${sealed}.${tag}`,
      `${iv}${tag}${sealed}`,
      `${iv}.${tag}AA.${sealed}`,
      `${iv}.${tag}.${sealed}AA`,
      '...',
    ]) {
      expect(() => box.open(text), text).not.toThrow();
      expect(box.open(text), text).toBeUndefined();
    }
  });

  it('needs exactly a 32-byte key', () => {
    for (const bytes of [0, 16, 31, 33, 64]) {
      expect(() => createSealedBox(randomBytes(bytes)), `${bytes}`).toThrow(
        new Error('a sealed box needs a 32-byte key'),
      );
    }
    expect(() => createSealedBox(randomBytes(32))).not.toThrow();
  });
});
