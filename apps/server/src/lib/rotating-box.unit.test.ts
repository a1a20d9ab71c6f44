import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRotatingBox } from './rotating-box.js';
import { createSealedBox } from './sealed-box.js';

const [current, earlier, unknown] = [randomBytes(32), randomBytes(32), randomBytes(32)];

describe('a sealed box across a key rotation', () => {
  it('seals under the current key only', () => {
    const sealed = createRotatingBox(current, [earlier]).seal('JBSWY3DPEHPK3PXP', 'ctx');
    expect(createSealedBox(current).open(sealed, 'ctx')).toBe('JBSWY3DPEHPK3PXP');
    expect(createSealedBox(earlier).open(sealed, 'ctx')).toBeUndefined();
  });

  it('opens texts of the current and earlier keys, saying which', () => {
    const box = createRotatingBox(current, [unknown, earlier]);
    expect(box.open(createSealedBox(current).seal('now'))).toEqual({ plain: 'now', current: true });
    expect(box.open(createSealedBox(earlier).seal('old'))).toEqual({
      plain: 'old',
      current: false,
    });
  });

  it('opens nothing of a key it was not given, nor under another context', () => {
    const box = createRotatingBox(current, [earlier]);
    expect(box.open(createSealedBox(unknown).seal('lost'))).toBeUndefined();
    expect(box.open(createSealedBox(earlier).seal('old', 'staff:1'), 'staff:2')).toBeUndefined();
    expect(createRotatingBox(current).open(createSealedBox(earlier).seal('old'))).toBeUndefined();
  });

  it('counts a previous key equal to the current one as current', () => {
    const box = createRotatingBox(current, [current]);
    expect(box.open(createSealedBox(current).seal('same'))?.current).toBe(true);
  });
});
