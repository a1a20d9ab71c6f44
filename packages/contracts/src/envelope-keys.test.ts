import { describe, expect, it } from 'vitest';
import { envelopeKeyFor } from './envelope-keys.js';

describe('envelopeKeyFor', () => {
  it('reads `result` under /api/ only, `data` everywhere else (spec section 7)', () => {
    expect(envelopeKeyFor('/api/apply/resource/upload')).toBe('result');
    expect(envelopeKeyFor('/api/')).toBe('result');
    for (const path of ['/t/tn/user/register', '/ops/banners', '/apix', '/api', '/'])
      expect(envelopeKeyFor(path), path).toBe('data');
  });
});
