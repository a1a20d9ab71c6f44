import { describe, expect, it } from 'vitest';
import { hashToken, randomDigits, randomToken } from './tokens.js';

describe('randomToken', () => {
  it('is 256 random bits in URL-safe base64 without padding', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(Buffer.from(token, 'base64url').toString('base64url')).toBe(token);
  });

  it('is a new token each time', () => {
    const tokens = new Set(Array.from({ length: 200 }, randomToken));
    expect(tokens.size).toBe(200);
  });
});

describe('hashToken', () => {
  it('is the SHA-256 of the token in lower-case hex', () => {
    // FIPS 180-2 test vectors.
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashToken('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('gives the same hash for the same token, never the token itself', () => {
    const token = randomToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(`${token}x`)).not.toBe(hashToken(token));
  });
});

describe('randomDigits', () => {
  it('gives exactly the digits asked for', () => {
    for (let length = 1; length <= 12; length += 1) {
      expect(randomDigits(length), `${length}`).toMatch(new RegExp(`^[0-9]{${length}}$`));
    }
  });

  it('never starts with 0, and every digit appears after the first', () => {
    const codes = Array.from({ length: 2000 }, () => randomDigits(6));
    const first = new Set(codes.map((code) => code[0]));
    const rest = new Set(codes.flatMap((code) => [...code.slice(1)]));
    expect([...first].sort()).toStrictEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect([...rest].sort()).toStrictEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });
});
