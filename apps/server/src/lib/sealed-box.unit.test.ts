import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealedBox } from './sealed-box.js';

describe('the sealed box', () => {
  const box = createSealedBox(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const first = box.seal('JBSWY3DPEHPK3PXP');
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(first);
    expect(box.open(first)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing sealed with another key, altered, or malformed', () => {
    const sealed = box.seal('secret');
    expect(createSealedBox(randomBytes(32)).open(sealed)).toBeUndefined();
    const [iv, tag, body = ''] = sealed.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(box.open(`${iv}.${tag}.${flipped}`)).toBeUndefined();
    expect(box.open('not-sealed')).toBeUndefined();
    expect(() => createSealedBox(randomBytes(16))).toThrow();
  });
});
