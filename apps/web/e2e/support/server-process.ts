/// <reference types="node" />
/**
 * Starts the built server (apps/server/dist/server.js) as a child process for the browser
 * tests: a free port on 127.0.0.1, a temporary DATA_DIR (its embedded PGlite database),
 * NODE_ENV=production, LOG_LEVEL=warn. Shared by fixtures.ts and the process tests.
 * Set E2E_SERVER_LOGS=1 to see the server's output live.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtServerEnv, REPO_ROOT, SERVER_ENTRY } from '../../../../scripts/lib/built-server.mjs';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { waitForHttp } from '../../../../scripts/lib/wait-for-http.mjs';

export { freePort };
export const repoRoot = REPO_ROOT;
export const serverEntry = SERVER_ENTRY;

export const HEALTH_TIMEOUT_MS = 60_000;
export const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LIMIT = 64 * 1024;

export interface StartServerOptions {
  /** Reuse this DATA_DIR (e.g. to restart on the same data); a fresh temp folder otherwise. */
  dataDir?: string;
  /** Extra environment for the server (wins over the defaults). */
  env?: NodeJS.ProcessEnv;
  /** Listen here (e.g. a port chosen first so PUBLIC_URL can name it); a free one otherwise. */
  port?: number;
  healthTimeoutMs?: number;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when the server ignored SIGTERM and was killed with SIGKILL. */
  killed: boolean;
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the server printed so far (stdout and stderr, the last 64 KiB). */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<Omit<ExitInfo, 'killed'>>;
  hasExited(): boolean;
  /** SIGTERM, wait up to `timeoutMs`, then SIGKILL. Resolves with how it ended. */
  stop(timeoutMs?: number): Promise<ExitInfo>;
}

export function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'portal-e2e-data-'));
}

export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
}

/** Spawns the built server; does not wait for it (see waitHealthy / startServer). */
export async function spawnServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} does not exist: run \`npm run build\` first.`);
  }
  const dataDir = options.dataDir ?? (await makeDataDir());
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: builtServerEnv({ port, dataDir, env: options.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const live = process.env.E2E_SERVER_LOGS === '1';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    if (live) process.stderr.write(`[server :${port}] ${chunk.toString('utf8')}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let exitInfo: Omit<ExitInfo, 'killed'> | null = null;
  const exited = new Promise<Omit<ExitInfo, 'killed'>>((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.once('error', (error) => {
      output += `\n[spawn error] ${error.message}\n`;
      exitInfo = { code: null, signal: null };
      resolve(exitInfo);
    });
  });

  const stop = async (timeoutMs = STOP_TIMEOUT_MS): Promise<ExitInfo> => {
    if (exitInfo) return { ...exitInfo, killed: false };
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    const result = await Promise.race([exited, timedOut]);
    clearTimeout(timer);
    if (result) return { ...result, killed: false };
    child.kill('SIGKILL');
    return { ...(await exited), killed: true };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    hasExited: () => exitInfo !== null,
    stop,
  };
}

/**
 * Polls GET /healthz until it answers 200 (the database answers too). Fails at once, with the
 * server's output, if the process exits first; fails after `timeoutMs` otherwise.
 */
export function waitHealthy(server: ServerProcess, timeoutMs = HEALTH_TIMEOUT_MS): Promise<void> {
  let exit: { code: number | null; signal: string | null } | null = null;
  void server.exited.then((info) => (exit = info));
  return waitForHttp(`${server.url}/healthz`, {
    timeoutMs,
    process: {
      name: `the server on port ${server.port}`,
      exitInfo: () => (server.hasExited() ? (exit ?? { code: null, signal: null }) : null),
      logTail: () => server.output(),
    },
  });
}

/**
 * Spawns the server and waits until it is healthy. On failure the process is killed (and a
 * DATA_DIR this call created is removed) before the error is thrown.
 */
export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  const server = await spawnServer(options);
  try {
    await waitHealthy(server, options.healthTimeoutMs);
    return server;
  } catch (error) {
    await server.stop(2_000);
    if (!options.dataDir) await removeDataDir(server.dataDir);
    throw error;
  }
}
