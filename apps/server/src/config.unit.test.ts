import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_CRITERIA } from '@portal/contracts';
import { ConfigError, loadConfig } from './config.js';

const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('configuration', () => {
  it('needs nothing to run on the embedded database, with demo data', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      databaseKind: 'embedded',
      DEMO_DATA: true,
    });
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.CORS_ORIGINS).toEqual([]);
    // The generated session secret is kept, so sessions survive a restart.
    expect(config.SESSION_SECRET).toBe(readFileSync(path.join(dir, 'session-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(config.SESSION_SECRET);
  });

  it('loads no demo data on a real database unless asked', () => {
    const env = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db.internal:5432/portal' };
    expect(loadConfig(env).DEMO_DATA).toBe(false);
    expect(loadConfig({ ...env, DEMO_DATA: 'true' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
  });

  it('loads no demo data in production unless asked, even on the embedded database', () => {
    const env = { DATA_DIR: dataDir(), NODE_ENV: 'production' };
    expect(loadConfig(env).DEMO_DATA).toBe(false);
    expect(loadConfig({ ...env, DEMO_DATA: 'true' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).DEMO_DATA).toBe(true);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        SUPPORT_EMAIL: 'not-an-address',
        DATABASE_URL: 'nope',
        S3_BUCKET: 'files',
        DEMO_DATA: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'SUPPORT_EMAIL', 'DATABASE_URL', 'S3_BUCKET', 'DEMO_DATA']) {
      expect(problems).toContain(name);
    }
  });

  it('demands a session secret in production on a real database', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.internal/portal',
      DATA_DIR: dataDir(),
    };
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET/);
    // The bank data key too (decision 038): bank-data-key.unit.test.ts.
    const keyed = { ...env, BANK_DATA_KEY: 'a'.repeat(64) };
    expect(loadConfig({ ...keyed, SESSION_SECRET: 's'.repeat(32) }).SESSION_SECRET).toBe(
      's'.repeat(32),
    );
  });

  it('reads CORS origins as a list and refuses a malformed one', () => {
    const env = { DATA_DIR: dataDir() };
    expect(
      loadConfig({ ...env, CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS,
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(() => loadConfig({ ...env, CORS_ORIGINS: 'not a url' })).toThrow(ConfigError);
  });

  it("reads the demos' criteria as bar-separated lists, the contracts' lists by default", () => {
    const env = { DATA_DIR: dataDir() };
    expect(loadConfig(env)).toMatchObject({
      INTERVIEW_CRITERIA: DEFAULT_DEMO_CRITERIA.MINI_DEMO,
      TRAINING_CRITERIA: DEFAULT_DEMO_CRITERIA.TRIAL_DEMO,
      MEETING_BASE_URL: 'https://meet.jit.si/',
    });
    const custom = loadConfig({ ...env, INTERVIEW_CRITERIA: ' Energy | Props, songs and TPR |' });
    expect(custom.INTERVIEW_CRITERIA).toEqual(['Energy', 'Props, songs and TPR']);
    expect(() => loadConfig({ ...env, TRAINING_CRITERIA: ' | ' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, MEETING_BASE_URL: 'meet.example' })).toThrow(ConfigError);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '' })).toMatchObject({
      PORT: 8080,
      databaseKind: 'embedded',
    });
  });

  it('trusts no proxy by default, a hop count or a list of addresses, never everyone', () => {
    const env = { DATA_DIR: dataDir() };
    expect(loadConfig(env).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(
      loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
    for (const wrong of ['true', 'yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,', '11']) {
      expect(() => loadConfig({ ...env, TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' })).toThrow(/X-Forwarded-For/);
  });

  it("takes the student side's webhook only with its signing secret (decision 041)", () => {
    const env = { DATA_DIR: dataDir() };
    expect(loadConfig(env).STUDENT_SIDE_WEBHOOK_URL).toBeUndefined();
    const url = 'https://students.example.com/portal-notices';
    expect(() => loadConfig({ ...env, STUDENT_SIDE_WEBHOOK_URL: url })).toThrow(
      /STUDENT_SIDE_WEBHOOK_SECRET: required/,
    );
    const secret = 's'.repeat(32);
    expect(() =>
      loadConfig({ ...env, STUDENT_SIDE_WEBHOOK_URL: url, STUDENT_SIDE_WEBHOOK_SECRET: 'short' }),
    ).toThrow(/STUDENT_SIDE_WEBHOOK_SECRET/);
    expect(
      loadConfig({ ...env, STUDENT_SIDE_WEBHOOK_URL: url, STUDENT_SIDE_WEBHOOK_SECRET: secret }),
    ).toMatchObject({ STUDENT_SIDE_WEBHOOK_URL: url, STUDENT_SIDE_WEBHOOK_SECRET: secret });
  });

  it("hashes passwords at OWASP's minimum or more, except that tests may hash cheaply", () => {
    const env = { DATA_DIR: dataDir() };
    expect(loadConfig(env)).toMatchObject({ ARGON2_MEMORY_KIB: 19_456, ARGON2_ITERATIONS: 2 });
    for (const nodeEnv of ['development', 'production']) {
      expect(() => loadConfig({ ...env, NODE_ENV: nodeEnv, ARGON2_MEMORY_KIB: '19455' })).toThrow(
        /ARGON2_MEMORY_KIB/,
      );
      expect(() => loadConfig({ ...env, NODE_ENV: nodeEnv, ARGON2_ITERATIONS: '1' })).toThrow(
        /ARGON2_ITERATIONS/,
      );
    }
    const cheap = { ...env, NODE_ENV: 'test', ARGON2_MEMORY_KIB: '1024', ARGON2_ITERATIONS: '1' };
    expect(loadConfig(cheap)).toMatchObject({ ARGON2_MEMORY_KIB: 1024, ARGON2_ITERATIONS: 1 });
  });
});
