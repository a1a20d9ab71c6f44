import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app (and its database) and drops the test database. */
  close(): Promise<void>;
  /**
   * Another server on the same database (PostgreSQL: its own pool and listener; PGlite, one
   * process by design: the same database). Close it before `close()`. `env` changes settings
   * over the first's (a server restarted with another SESSION_SECRET, say).
   */
  secondServer(env?: Record<string, string>): Promise<FastifyInstance>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Where log lines go (set LOG_LEVEL in `env` too: tests are silent by default). */
  logStream?: Writable;
  /** What "now" is for the booking rules (`test/test-clock.ts`). */
  clock?: () => Date;
}

/** Test settings: quiet logs, no demo data, a fixed secret, a temporary data folder. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    SESSION_SECRET: 'test-session-secret-of-at-least-32-characters',
    DATA_DIR: env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-test-')),
    SUPPORT_EMAIL: 'support@portal.test',
    JOBS_POLL_SECONDS: '0.5',
    // Tests move classes through their lifecycle themselves, on their own clock.
    CLASS_CLOCK_SECONDS: '0',
    // A proof of work that solves in milliseconds: its rules are under test, not its cost.
    PROOF_OF_WORK_COST: '10',
    PROOF_OF_WORK_COUNTER_MAX: '30',
    // Password hashing in milliseconds: thousands of accounts per run. config.ts allows it
    // under NODE_ENV=test only: a test of another environment hashes at the real cost.
    ...(env.NODE_ENV === undefined || env.NODE_ENV === 'test'
      ? { ARGON2_MEMORY_KIB: '1024', ARGON2_ITERATIONS: '1' }
      : {}),
    ...env,
  });
}

/** A tiny built SPA so page serving is tested without a web build. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" src="/v2/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  // The web build writes hidden source maps beside its chunks (vite `sourcemap: 'hidden'`).
  writeFileSync(
    path.join(dir, 'assets', 'app-abc123.js.map'),
    '{"version":3,"sources":["../src/secret-source.ts"],"mappings":""}',
  );
  // As the web build precompresses its assets; the marker shows which file was sent.
  const precompressed = `console.log('precompressed', ${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(precompressed));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(precompressed));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The whole app on a fresh, migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const webDistDir = fakeWebDist();
  const testDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    webDistDir,
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  }).catch(async (error: unknown) => {
    // A start that fails (a test of exactly that) leaves nothing running behind it.
    await database.close();
    await testDatabase.drop();
    throw error;
  });
  await app.ready();
  return {
    app,
    config,
    async secondServer(env) {
      const shared =
        database.kind === 'postgres'
          ? await testDatabase.open()
          : { ...database, close: async () => undefined };
      const second = await buildApp({
        config: env ? testConfig({ ...options.env, ...env, DATA_DIR: config.dataDir }) : config,
        database: shared,
        webDistDir,
        ...(options.clock ? { clock: options.clock } : {}),
      });
      await second.ready();
      return second;
    },
    close: async () => {
      await app.close();
      await testDatabase.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
      rmSync(webDistDir, { recursive: true, force: true });
    },
  };
}
