import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { deriveKey } from './lib/derived-keys.js';

const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const [A, B, C] = ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(40)];
const hex = (keys: Buffer[]) => keys.map((key) => key.toString('hex'));
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('SESSION_SECRET_PREVIOUS', () => {
  it('is empty unless set, and lists the earlier secrets', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: B }).SESSION_SECRET_PREVIOUS).toEqual(
      [],
    );
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SESSION_SECRET: B,
      SESSION_SECRET_PREVIOUS: ` ${A} ,${C}`,
    });
    expect(config.SESSION_SECRET_PREVIOUS).toEqual([A, C]);
  });

  it('refuses a short secret without showing it, and more than five', () => {
    const short = 'short-previous-secret';
    const message = problemsOf({ SESSION_SECRET: B, SESSION_SECRET_PREVIOUS: `${A},${short}` });
    expect(message).toMatch(/SESSION_SECRET_PREVIOUS/);
    expect(message).not.toContain(short);
    expect(
      problemsOf({ SESSION_SECRET: B, SESSION_SECRET_PREVIOUS: Array(6).fill(A).join(',') }),
    ).toMatch(/SESSION_SECRET_PREVIOUS/);
  });

  it("adds the earlier secrets' bank keys only when BANK_DATA_KEY is not set", () => {
    const derived = loadConfig({
      DATA_DIR: dataDir(),
      SESSION_SECRET: B,
      SESSION_SECRET_PREVIOUS: A,
    });
    expect(derived.BANK_DATA_KEY.equals(deriveKey(B, 'bank-data'))).toBe(true);
    expect(hex(derived.BANK_DATA_KEY_PREVIOUS)).toEqual(hex([deriveKey(A, 'bank-data')]));

    const own = randomBytes(32);
    const given = loadConfig({
      DATA_DIR: dataDir(),
      SESSION_SECRET: B,
      SESSION_SECRET_PREVIOUS: A,
      BANK_DATA_KEY: own.toString('base64'),
    });
    expect(given.BANK_DATA_KEY_PREVIOUS).toEqual([]);
  });
});
