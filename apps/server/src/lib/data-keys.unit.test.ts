import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../config.js';
import { deriveKey } from './derived-keys.js';
import { keyIdOf, parseDataKey } from './data-keys.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-keys-'));

describe('parseDataKey', () => {
  it('reads 32 bytes written as hex, base64 or base64url', () => {
    const key = randomBytes(32);
    expect(parseDataKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseDataKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseDataKey(` ${key.toString('base64url')} `)?.equals(key)).toBe(true);
  });

  it('refuses a key of another length or alphabet', () => {
    expect(parseDataKey(randomBytes(16).toString('hex'))).toBeUndefined();
    expect(parseDataKey(randomBytes(31).toString('base64'))).toBeUndefined();
    expect(parseDataKey(randomBytes(33).toString('base64'))).toBeUndefined();
    expect(parseDataKey('not a key at all, not a key at all, not a key')).toBeUndefined();
    expect(parseDataKey('')).toBeUndefined();
  });

  it("turns base64url's - and _ back into the bytes they stand for", () => {
    const key = Buffer.alloc(32, 0xfb);
    expect(key.toString('base64url')).toBe('-_v7'.repeat(10) + '-_s');
    expect(parseDataKey(key.toString('base64url'))?.toString('hex')).toBe('fb'.repeat(32));
  });

  it('refuses a valid key with anything written before or after it', () => {
    const key = Buffer.alloc(32, 0xfb);
    for (const text of [key.toString('hex'), key.toString('base64')]) {
      expect(parseDataKey(`!${text}`)).toBeUndefined();
      expect(parseDataKey(`${text}!`)).toBeUndefined();
    }
    expect(parseDataKey(`${key.toString('hex')}0`)).toBeUndefined();
    const base64 = key.toString('base64');
    expect(parseDataKey(`${base64.slice(0, 20)}*${base64.slice(20)}`)).toBeUndefined();
  });
});

describe('keyIdOf', () => {
  it('names a key the same way each time, differently from other keys, without showing it', () => {
    const key = randomBytes(32);
    expect(keyIdOf(key)).toBe(keyIdOf(Buffer.from(key)));
    expect(keyIdOf(key)).not.toBe(keyIdOf(randomBytes(32)));
    expect(keyIdOf(key)).toMatch(/^k[0-9a-f]{16}$/);
    expect(key.toString('hex')).not.toContain(keyIdOf(key).slice(1));
  });

  it('keeps the name sealed rows already carry', () => {
    expect(keyIdOf(Buffer.alloc(32, 0xfb))).toBe('kc42af6a6fe66225b');
  });
});

describe('BANK_DATA_KEY in the configuration', () => {
  it('is derived from the session secret in development', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 's'.repeat(32) });
    expect(config.BANK_DATA_KEY.equals(deriveKey('s'.repeat(32), 'bank-data'))).toBe(true);
    expect(config.BANK_DATA_KEY_PREVIOUS).toEqual([]);
  });

  it('takes the given key and the previous ones', () => {
    const current = randomBytes(32);
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const config = loadConfig({
      DATA_DIR: dataDir(),
      BANK_DATA_KEY: current.toString('base64'),
      BANK_DATA_KEY_PREVIOUS: `${a.toString('hex')}, ${b.toString('base64')}`,
    });
    expect(config.BANK_DATA_KEY.equals(current)).toBe(true);
    expect(config.BANK_DATA_KEY_PREVIOUS.map((key) => key.toString('hex'))).toEqual([
      a.toString('hex'),
      b.toString('hex'),
    ]);
  });

  it('is required in production on a real database, and a malformed key stops the start', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.internal/portal',
      SESSION_SECRET: 's'.repeat(32),
      DATA_DIR: dataDir(),
    };
    expect(() => loadConfig(production)).toThrow(/BANK_DATA_KEY: required in production/);
    const wrong = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir(), ...env });
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      return '';
    };
    const short = randomBytes(16).toString('hex');
    expect(wrong({ BANK_DATA_KEY: short })).toMatch(/^BANK_DATA_KEY: 32 bytes/);
    // The message names the variable, never the value.
    expect(wrong({ BANK_DATA_KEY: short })).not.toContain(short);
    expect(wrong({ BANK_DATA_KEY_PREVIOUS: 'abc' })).toMatch(/BANK_DATA_KEY_PREVIOUS/);
  });
});
