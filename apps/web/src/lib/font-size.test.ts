import { describe, expect, it } from 'vitest';
import { MANTINE_SCALE, baseFontSize } from './font-size';

describe('baseFontSize', () => {
  it('is 80 px up to and including 1440 px wide', () => {
    expect(baseFontSize(360)).toBe(80);
    expect(baseFontSize(1440)).toBe(80);
  });

  it('is 100 px above 1440 px', () => {
    expect(baseFontSize(1441)).toBe(100);
    expect(baseFontSize(1920)).toBe(100);
  });

  it('keeps Mantine at its 16 px design size on the 80 px root', () => {
    expect(80 * MANTINE_SCALE).toBe(16);
  });
});
