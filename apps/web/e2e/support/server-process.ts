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
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)));
export const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');

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

/** A free TCP port on 127.0.0.1 (bind port 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close((error) => (error ? reject(error) : resolve(port)));
    });
  });
}

export function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'portal-e2e-data-'));
}

export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns the built server; does not wait for it (see waitHealthy / startServer). */
export async function spawnServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} does not exist: run \`npm run build\` first.`);
  }
  const dataDir = options.dataDir ?? (await makeDataDir());
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
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
 * Polls GET /healthz until it answers 200 with `status: 'ok'`. Fails at once, with the
 * server's output, if the process exits first; fails after `timeoutMs` otherwise.
 */
export async function waitHealthy(
  server: ServerProcess,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.hasExited()) {
      const { code, signal } = await server.exited;
      throw new Error(
        `The server exited before it was healthy (code ${code}, signal ${signal}). Its output:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.status === 200 && isOk(body)) return;
      last = `${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(
    `The server was not healthy after ${timeoutMs / 1000} s (last /healthz: ${last}). Its output:\n${server.output()}`,
  );
}

function isOk(body: string): boolean {
  try {
    return (JSON.parse(body) as { status?: unknown }).status === 'ok';
  } catch {
    return false;
  }
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
