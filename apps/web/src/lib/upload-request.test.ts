import { describe, expect, it } from 'vitest';
import { uploadPercent } from './upload-request';

describe('upload progress', () => {
  it('is the share sent, held below 100 until the answer', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(421, 1000)).toBe(42);
    expect(uploadPercent(1000, 1000)).toBe(99);
    expect(uploadPercent(5, 0)).toBe(0);
  });
});
