import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startProcess } from '../bench/lib/processes.mjs';
import { builtServerEnv, REPO_ROOT, SERVER_ENTRY } from '../lib/built-server.mjs';
import { freePort } from '../lib/free-port.mjs';
import { waitForHttp } from '../lib/wait-for-http.mjs';

/** The harness's mail sender: Message-IDs end in @crash.test. */
export const MAIL_DOMAIN = 'crash.test';

/**
 * The servers' environment: nothing of the caller's but what a process needs, and the same
 * secrets for every server, like instances of one deployment.
 */
export function serverSettings({ databaseUrl, smtpUrl }) {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ'];
  const base = Object.fromEntries(
    keep.filter((name) => process.env[name]).map((name) => [name, process.env[name]]),
  );
  return {
    base,
    env: {
      DEMO_DATA: 'false',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '5',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      BANK_DATA_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: smtpUrl,
      MAIL_FROM: `Crash Portal <no-reply@${MAIL_DOMAIN}>`,
      // The harness drains the queue before it checks: short polls and retry delays.
      JOBS_POLL_SECONDS: '0.5',
      MAIL_RETRY_DELAY_SECONDS: '1',
      // Each call comes from its own address (x-forwarded-for): only the rules decide.
      TRUST_PROXY: '1',
      CAPTCHA_AFTER_REGISTRATIONS_PER_IP: '1000000',
      CAPTCHA_AFTER_RESET_EMAILS_PER_IP: '1000000',
      // The storm is about crashes, not load: no shedding on a busy 2-core machine.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    },
  };
}

/**
 * One server process that can be killed and started again on the same port and data folder.
 * @param {{ name: string, settings: ReturnType<typeof serverSettings>, tmpDir: string }} options
 */
export async function createServer({ name, settings, tmpDir }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let proc = null;
  let starts = 0;
  const server = {
    name,
    url,
    get logFile() {
      return path.join(tmpDir, `${name}.log`);
    },
    get pid() {
      return proc?.pid;
    },
    /** Starts it and waits until it answers /healthz. */
    async start() {
      starts += 1;
      proc = startProcess({
        name: `${name}#${starts}`,
        command: process.execPath,
        args: [SERVER_ENTRY],
        cwd: REPO_ROOT,
        logFile: server.logFile,
        env: builtServerEnv({
          port,
          dataDir: path.join(tmpDir, `${name}-data`),
          base: settings.base,
          env: settings.env,
        }),
      });
      await waitForHttp(`${url}/healthz`, { process: proc, timeoutMs: 60_000 });
    },
    /** SIGKILL to its process group: no shutdown of any kind. */
    async kill() {
      if (!proc || proc.exitInfo()) return;
      process.kill(-proc.pid, 'SIGKILL');
      await proc.exited;
    },
    /** SIGTERM (its graceful shutdown), SIGKILL after the grace. */
    async stop() {
      await proc?.stop(20_000);
    },
    running: () => Boolean(proc && !proc.exitInfo()),
    logTail: (lines) => proc?.logTail(lines) ?? '',
  };
  return server;
}
