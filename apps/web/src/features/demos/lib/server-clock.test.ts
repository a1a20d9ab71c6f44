import { describe, expect, it } from 'vitest';
import { clockSkew } from './server-clock';

describe('the server clock', () => {
  it('is read against the middle of the round trip', () => {
    // Sent at 1000, answered at 1400 (device time): the server said 61_200 at about 1200.
    expect(clockSkew(61_200, 1_000, 1_400)).toBe(60_000);
    expect(clockSkew(1_150, 1_000, 1_400)).toBe(-50);
    expect(clockSkew(1_200, 1_000, 1_400)).toBe(0);
  });
});
