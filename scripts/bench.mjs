#!/usr/bin/env node
/**
 * `npm run bench`: load, query-plan, race and bundle measurements of the built portal.
 *
 *  1. builds (npm run build), then times argon2id with the server's parameters;
 *  2. PostgreSQL: a scratch database on BENCH_DATABASE_URL (created, dropped at the end), else
 *     a throwaway cluster (scripts/lib/postgres-cluster.mjs);
 *  3. starts the built server (node apps/server/dist/server.js: NODE_ENV=production,
 *     LOG_LEVEL=warn, DEMO_DATA=false, TRUST_PROXY=1) and a bare Fastify baseline
 *     (scripts/bench/baseline-server.mjs), each in its own process;
 *  4. seeds over SQL (scripts/bench/seeds), then runs its parts (scripts/bench/lib/parts.mjs),
 *     each within its share of the budget:
 *     pay    generates the seeded month once through the console as FINANCE, timed, and the
 *            smaller month before it twice (scripts/bench/pay-generation.mjs: over 60 s, or a
 *            second run that changes a payslip, fails the bench); releases a sample for the
 *            teacher calls (without this part, the smaller month is generated once for them);
 *     plans  EXPLAIN (ANALYZE, BUFFERS) of the hot SQL (scripts/bench/plans.mjs): a Seq Scan
 *            on a table over 10,000 rows fails the bench;
 *     calls  autocannon against every call of scripts/bench/calls.mjs (warm-up, then measured);
 *     races  a second server on the same database and the races of scripts/bench/races.mjs;
 *     scale  a few calls through a round-robin proxy (scripts/bench/round-robin-proxy.mjs) to
 *            one server and to both, and the ratio of the two;
 *  5. the landing bundle against bench/budget.json (reported here; npm test enforces it
 *     with scripts/bench/bundle-budget.mjs);
 *  6. prints the table (and, for calls with an aim, whether the aim was met), writes
 *     bench-results/bench-<timestamp>.json; also when the budget or a signal stops the run,
 *     with what was measured until then and the parts that did not run.
 *
 * Exit 1 when a plan, a race or a call's check fails, or the budget ran out. Everything it
 * starts (servers, cluster, scratch database, temp folder) is removed at the end, also on
 * failure, SIGINT and SIGTERM.
 *
 *   npm run bench [-- --no-build] [--only PART[,PART]] [--calls TEXT[,TEXT]] [--cpu-prof DIR]
 *   --only              only these parts (pay, plans, calls, races, scale), with what they need
 *   --calls             only the calls whose name contains one of the texts (and the baseline);
 *                       without --only, the calls part alone
 *   --cpu-prof          the measured server runs under `node --cpu-prof`; its profile is
 *                       written to DIR when it stops (read it with bench/profile-summary.mjs)
 *   BENCH_DATABASE_URL  PostgreSQL URL of a role with CREATEDB (else a throwaway cluster)
 *   BENCH_USERS         seeded accounts (default 100000)
 *   BENCH_PAY_TEACHERS, BENCH_PAY_CLASSES   the pay month: teachers x finished classes (2000 x 200)
 *   BENCH_MAX_SECONDS   the run stops and fails past this (default 570); more only on a busy machine
 *   BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS   autocannon (8, 2, 50)
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBundleBudget, WEB_DIST } from './bench/bundle-budget.mjs';
import { CALLS } from './bench/calls.mjs';
import { timeArgon2 } from './bench/lib/argon2.mjs';
import { formatBundle, indexHtmlAssets } from './bench/lib/bundle.mjs';
import { createContext } from './bench/lib/context.mjs';
import { connect, describeServer } from './bench/lib/database.mjs';
import { explainPlans, SEQ_SCAN_ROW_LIMIT } from './bench/lib/explain.mjs';
import { number, seconds } from './bench/lib/format.mjs';
import { measure, preflight, stopLoad } from './bench/lib/load.mjs';
import { killAllProcessesSync, startProcess, stopAllProcesses } from './bench/lib/processes.mjs';
import { runRace } from './bench/lib/race.mjs';
import { measurePayGeneration, preparePayslipsToRead } from './bench/pay-generation.mjs';
import { chooseParts, partDeadline, PART_IDS, secondsPerCall } from './bench/lib/parts.mjs';
import { printSummary, ratio } from './bench/lib/summary.mjs';
import { PLANS } from './bench/plans.mjs';
import { RACES } from './bench/races.mjs';
import { measureScaleOut, SCALE_OUT_CALLS } from './bench/scale-out.mjs';
import { SEEDERS } from './bench/seeds/index.mjs';
import { builtServerEnv, SERVER_ENTRY } from './lib/built-server.mjs';
import { freePort } from './lib/free-port.mjs';
import { createPostgresCluster, ensurePostgresBin } from './lib/postgres-cluster.mjs';
import { runStep, stopRunning } from './lib/run-step.mjs';
import { createScratchDatabase, redactUrl } from './lib/scratch-database.mjs';
import { waitForHttp } from './lib/wait-for-http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASELINE_ENTRY = path.join(root, 'scripts', 'bench', 'baseline-server.mjs');
const PROXY_ENTRY = path.join(root, 'scripts', 'bench', 'round-robin-proxy.mjs');
/** A part given less than this of the budget is not started. */
const MIN_PART_SECONDS = 5;
/** Real sign-ins before the calls: their tokens join the seeded ones in the login check. */
const SIGNED_IN_SESSIONS = 20;

const intFromEnv = (name, fallback, min, max) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be an integer from ${min} to ${max}.`);
    process.exit(1);
  }
  return value;
};

const options = {
  build: true,
  /** @type {string | null} */ only: null,
  /** @type {string[] | null} */ calls: null,
  /** @type {string | null} */ cpuProfDir: null,
  users: intFromEnv('BENCH_USERS', 100_000, 1_000, 5_000_000),
  payTeachers: intFromEnv('BENCH_PAY_TEACHERS', 2_000, 1, 2_000),
  payClasses: intFromEnv('BENCH_PAY_CLASSES', 200, 1, 200),
  /** The whole run must stay under 10 minutes; past this, it stops and fails. */
  maxRunSeconds: intFromEnv('BENCH_MAX_SECONDS', 570, 60, 3_600),
  seconds: intFromEnv('BENCH_SECONDS', 8, 1, 60),
  warmupSeconds: intFromEnv('BENCH_WARMUP_SECONDS', 2, 0, 30),
  connections: intFromEnv('BENCH_CONNECTIONS', 50, 1, 1_000),
};
const USAGE = `Usage: npm run bench [-- --no-build] [--only PART[,PART]] [--calls TEXT[,TEXT]] [--cpu-prof DIR]   (parts: ${PART_IDS.join(', ')}; see the header of scripts/bench.mjs)`;
for (const args = process.argv.slice(2); args.length > 0;) {
  const arg = args.shift();
  const value = () => {
    const given = args.shift();
    if (!given || given.startsWith('--')) {
      console.error(`${arg} needs a value.\n${USAGE}`);
      process.exit(1);
    }
    return given;
  };
  if (arg === '--help' || arg === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else if (arg === '--no-build') {
    options.build = false;
  } else if (arg === '--calls') {
    options.calls = value()
      .split(',')
      .map((text) => text.trim().toLowerCase())
      .filter(Boolean);
  } else if (arg === '--only') {
    options.only = value();
  } else if (arg === '--cpu-prof') {
    options.cpuProfDir = path.resolve(value());
  } else {
    console.error(`Unknown argument: ${arg}\n${USAGE}`);
    process.exit(1);
  }
}
const chosen = chooseParts(options.only ?? (options.calls ? 'calls' : null));
if (!chosen.ok) {
  console.error(`${chosen.problem}\n${USAGE}`);
  process.exit(1);
}
/** The parts of this run: `--only`'s, the calls alone with `--calls`, or every part. */
const parts = chosen.parts;
/** The calls of this run: all, or the baseline and those `--calls` names. */
const callsToMeasure = CALLS.filter(
  (call) =>
    !options.calls ||
    call.target === 'baseline' ||
    options.calls.some((text) => call.name.toLowerCase().includes(text)),
);

// --- cleanup, also on signals and on the time limit -----------------------------------------

const state = {
  /** @type {ReturnType<typeof createPostgresCluster> | null} */ cluster: null,
  /** @type {Awaited<ReturnType<typeof createScratchDatabase>> | null} */ scratch: null,
  /** @type {import('pg').Client | null} */ client: null,
  tmpDir: '',
  stopping: false,
  /** The run's report as it fills, for the summary when the budget or a signal stops it. */
  report: null,
};
let cleaning = null;

function cleanup() {
  cleaning ??= (async () => {
    state.stopping = true;
    stopLoad();
    await stopRunning('SIGTERM');
    await state.client?.end().catch(() => undefined);
    await stopAllProcesses();
    if (state.scratch) {
      await state.scratch
        .drop()
        .catch((error) => console.warn(`Could not drop ${state.scratch.name}: ${error.message}`));
    }
    if (state.cluster) {
      console.log('Stopping the throwaway PostgreSQL cluster.');
      await state.cluster.stop();
    }
    if (state.tmpDir) rmSync(state.tmpDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (state.stopping) return;
    console.error(`\nReceived ${signal}: stopping and cleaning up.`);
    stopWithSummary(`stopped by ${signal}`);
    cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
process.on('exit', () => {
  killAllProcessesSync();
  state.cluster?.stopSync();
  if (state.tmpDir) rmSync(state.tmpDir, { recursive: true, force: true });
});

/**
 * The servers' environment: nothing of the caller's (a DATABASE_URL, SMTP_URL or ARGON2_*
 * there must not change what is measured), only what a process needs to run.
 */
function baseEnv() {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'UV_THREADPOOL_SIZE'];
  return Object.fromEntries(
    keep.filter((name) => process.env[name]).map((name) => [name, process.env[name]]),
  );
}
/** Shared by both race servers, like two instances of one deployment. */
const SESSION_SECRET = randomBytes(32).toString('base64url');
/** Production on PostgreSQL requires the bank details' key too (decision 038). */
const BANK_DATA_KEY = randomBytes(32).toString('base64');

function notStopping() {
  if (state.stopping) throw new Error('stopping');
}

// --- steps -----------------------------------------------------------------------------------

const log = (message) => console.log(`\n\u25b6 ${message}`);

async function openDatabase(runId) {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    state.scratch = await createScratchDatabase(given, { name: `portal_bench_${runId}` });
    return {
      url: state.scratch.url,
      throwaway: false,
      label: `BENCH_DATABASE_URL ${redactUrl(given)}, scratch database ${state.scratch.name} (dropped at the end)`,
    };
  }
  const bin = await ensurePostgresBin();
  notStopping();
  state.cluster = createPostgresCluster({ bin });
  await state.cluster.start();
  return {
    url: state.cluster.url,
    throwaway: true,
    label: `throwaway cluster ${state.cluster.url} (${bin}, fsync=off), deleted at the end`,
  };
}

async function startPortal(name, port, databaseUrl, { cpuProfDir = null } = {}) {
  notStopping();
  const proc = startProcess({
    name,
    command: process.execPath,
    args: [...(cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : []), SERVER_ENTRY],
    cwd: root,
    logFile: path.join(state.tmpDir, `${name}.log`),
    env: builtServerEnv({
      port,
      dataDir: path.join(state.tmpDir, `${name}-data`),
      base: baseEnv(),
      env: {
        DEMO_DATA: 'false',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET,
        BANK_DATA_KEY,
        TRUST_PROXY: '1',
        // The OpenAPI document is one of the measured calls (off by default in production).
        API_DOCS: 'true',
        // Races send many registrations and sign-ins; only the rule under test may decide them.
        CAPTCHA_AFTER_REGISTRATIONS_PER_IP: '1000000',
        CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT: '1000000',
        CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_IP: '1000000',
      },
    }),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, { process: proc, timeoutMs: 60_000 });
  return url;
}

/** The round-robin proxy (scripts/bench/round-robin-proxy.mjs) in front of `servers`. */
async function startProxy(servers) {
  notStopping();
  const port = await freePort();
  const proc = startProcess({
    name: `proxy-${servers.length}`,
    command: process.execPath,
    args: [PROXY_ENTRY, '--port', String(port), ...servers.flatMap((url) => ['--target', url])],
    cwd: root,
    logFile: path.join(state.tmpDir, `proxy-${servers.length}.log`),
    env: baseEnv(),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, { process: proc, timeoutMs: 30_000 });
  return { url, stop: () => proc.stop() };
}

async function startBaseline(port) {
  notStopping();
  const proc = startProcess({
    name: 'baseline',
    command: process.execPath,
    args: [BASELINE_ENTRY],
    cwd: root,
    logFile: path.join(state.tmpDir, 'baseline.log'),
    env: { ...baseEnv(), PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, { process: proc, timeoutMs: 30_000 });
  return url;
}

/** Real sessions issued by the server, for the login-check bench. */
async function signIn(ctx, count) {
  const tokens = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${ctx.urls.portal}/t/tn/user/foreign/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ctx.nextIp() },
      body: JSON.stringify({
        email: ctx.accounts.emailOf(ctx.accounts.nextSignInN()),
        password: ctx.accounts.password,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = await response.json().catch(() => ({}));
    const token = body?.data?.serviceTokenCookie?.value;
    if (response.status !== 200 || !token) {
      throw new Error(
        `sign-in of a seeded account answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
    tokens.push(token);
  }
  return tokens;
}

const started = performance.now();

/** The 1-minute load average: other work on the machine distorts every number. */
function machineLoad() {
  const [oneMinute] = os.loadavg();
  return { loadAverage1m: Number(oneMinute.toFixed(2)), cpus: os.cpus().length };
}

async function main() {
  const startedAt = new Date();
  const runId = `${startedAt.toISOString().replace(/\D/g, '').slice(0, 14)}_${randomBytes(3).toString('hex')}`;
  const failures = [];
  const warnings = [];
  const report = {
    startedAt: startedAt.toISOString(),
    parts: {},
    calls: [],
    failures,
    warnings,
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      platform: `${os.platform()} ${os.release()}`,
    },
    options: { ...options, parts: [...parts] },
    loadAtStart: machineLoad(),
  };
  state.report = report;
  if (report.loadAtStart.loadAverage1m > report.loadAtStart.cpus / 2) {
    console.log(
      `Note: the machine is busy (load average ${report.loadAtStart.loadAverage1m} on ${report.loadAtStart.cpus} cores): every number of this run is distorted, ratios too.`,
    );
  }

  if (options.build) {
    const step = await runStep({
      id: 'build',
      title: 'build',
      command: 'npm',
      args: ['run', 'build'],
      cwd: root,
      env: process.env,
    });
    if (!step.ok) throw new Error('npm run build failed (see above)');
  } else {
    console.log('--no-build: measuring the existing apps/web/dist and apps/server/dist.');
  }
  notStopping();

  log('Password hashing on its own (argon2id, the server parameters)');
  const argon2 = await timeArgon2(12);
  report.argon2 = argon2;
  console.log(
    `argon2id m=${argon2.memoryKib} KiB t=${argon2.iterations} p=${argon2.parallelism}: ${argon2.msPerHash.toFixed(1)} ms per hash (one at a time, ${argon2.count} hashes); ${argon2.parallelHashesPerSecond.toFixed(0)} hashes/s with ${argon2.count} at once (libuv pool of ${argon2.threadPool} on ${os.cpus().length} cores): the ceiling of sign-in and register.`,
  );

  log('Landing bundle');
  let bundle = null;
  try {
    bundle = runBundleBudget();
    report.bundle = bundle;
    console.log(formatBundle(bundle.analysis, bundle.checks));
    if (!bundle.ok) {
      console.log(
        'Over budget: reported here, enforced by scripts/bench/bundle-budget.mjs (npm test).',
      );
    }
  } catch (error) {
    failures.push(`bundle: ${error.message}`);
    console.log(`FAIL  bundle: ${error.message}`);
  }

  state.tmpDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const ctx = createContext({
    runId,
    users: options.users,
    payTeachers: options.payTeachers,
    payClasses: options.payClasses,
    // The timed pay month is seeded only for the pay part that generates it.
    payMonth: parts.has('pay'),
    // The teachers' million slot rows only for the parts that read them.
    schedule:
      parts.has('plans') ||
      parts.has('scale') ||
      (parts.has('calls') && callsToMeasure.some((call) => call.schedule)),
  });
  ctx.landingAssets = indexHtmlAssets(WEB_DIST);

  log('PostgreSQL');
  const database = await openDatabase(runId);
  notStopping();
  const [portalPort, baselinePort] = [await freePort(), await freePort()];
  [ctx.urls.portal, ctx.urls.baseline] = await Promise.all([
    startPortal('server-1', portalPort, database.url, { cpuProfDir: options.cpuProfDir }),
    startBaseline(baselinePort),
  ]);
  state.client = await connect(database.url);
  const server = await describeServer(state.client);
  report.database = {
    version: server.version,
    serverVersion: server.short,
    throwaway: database.throwaway,
    where: database.label,
    sharedBuffers: server.shared_buffers,
    fsync: server.fsync,
  };
  console.log(`Measured database: PostgreSQL ${server.short}, ${database.label}.`);
  console.log(
    `(${server.version}; shared_buffers ${server.shared_buffers}, fsync ${server.fsync})`,
  );

  log(`Seeding over SQL (${SEEDERS.map((seeder) => seeder.name).join(', ')})`);
  report.seed = [];
  for (const seeder of SEEDERS) {
    notStopping();
    const seedStarted = performance.now();
    const rows = await seeder.run({ client: state.client, ctx });
    for (const tableName of seeder.tables)
      await state.client.query(`vacuum analyze "${tableName}"`);
    const ms = performance.now() - seedStarted;
    report.seed.push({ name: seeder.name, rows, seconds: ms / 1000 });
    console.log(
      `${seeder.name}: ${Object.entries(rows)
        .map(([name, n]) => `${n.toLocaleString('en-US')} ${name}`)
        .join(', ')} in ${seconds(ms)}`,
    );
  }

  report.setupSeconds = (performance.now() - started) / 1000;
  console.log(
    `\nSet-up (build, database, servers, seeds) took ${report.setupSeconds.toFixed(1)} s of the ${options.maxRunSeconds} s budget; parts: ${[...parts].join(', ')}.`,
  );

  // --- the parts, each within its share of what is left of the budget ------------------------
  const budgetEndMs = started + options.maxRunSeconds * 1000;
  const done = new Set();
  /** Runs part `id` if chosen, with its deadline; records its state in report.parts. */
  const part = async (id, body) => {
    if (!parts.has(id)) return;
    notStopping();
    const partStarted = performance.now();
    const deadline = partDeadline(id, { chosen: parts, done, budgetEndMs, now: partStarted });
    const entry = { status: 'running', shareSeconds: (deadline - partStarted) / 1000 };
    report.parts[id] = entry;
    if (entry.shareSeconds < MIN_PART_SECONDS) {
      entry.status = 'not run';
      entry.note = `${entry.shareSeconds.toFixed(0)} s left for it in the budget after the set-up`;
      failures.push(`${id}: not run, ${entry.note}`);
      done.add(id);
      return;
    }
    try {
      const note = await body(deadline);
      entry.status = note ? 'cut short' : 'done';
      if (note) {
        entry.note = note;
        warnings.push(`part ${id}: ${note}`);
      }
    } catch (error) {
      notStopping();
      entry.status = 'FAILED';
      entry.note = error.message;
      console.log(`FAIL  ${id}: ${error.message}`);
      failures.push(`${id}: ${error.message}`);
    } finally {
      entry.seconds = (performance.now() - partStarted) / 1000;
      done.add(id);
    }
  };

  await part('pay', async (deadline) => {
    log(
      `Payslip generation through the console as FINANCE (the ${ctx.payslips.teachers.toLocaleString('en-US')} teachers' month once, timed; the ${ctx.payslips.repeat.teachers} teachers' month before it twice, compared)`,
    );
    report.payGeneration = await measurePayGeneration({ client: state.client, ctx, deadline });
    for (const problem of report.payGeneration.problems) {
      console.log(`FAIL  ${problem}`);
      failures.push(`payslip generation: ${problem}`);
    }
  });
  // Without the pay part (or when it failed), the plans and the teacher calls still read
  // released payslips.
  const readsPayslips =
    parts.has('plans') || (parts.has('calls') && callsToMeasure.some((call) => call.payslips));
  if (ctx.payslips.released.length === 0 && readsPayslips) {
    notStopping();
    log('Payslips for the teacher calls (the repeat month generated once, a sample released)');
    const problems = await preparePayslipsToRead({ client: state.client, ctx }).catch((error) => {
      notStopping();
      return [error.message];
    });
    for (const problem of problems) {
      console.log(`FAIL  ${problem}`);
      failures.push(`payslips to read: ${problem}`);
    }
  }

  await part('plans', async () => {
    log(
      `Query plans of the hot calls (EXPLAIN ANALYZE, BUFFERS; fail on a Seq Scan over ${SEQ_SCAN_ROW_LIMIT.toLocaleString('en-US')} rows)`,
    );
    report.plans = [];
    for (const plan of await explainPlans(state.client, PLANS, ctx)) {
      report.plans.push(plan);
      const mark = plan.ok ? (plan.hot ? 'ok  ' : 'info') : 'FAIL';
      console.log(`${mark}  ${plan.name} [${plan.usedBy}]\n      ${plan.summary}`);
      if (plan.problem) {
        console.log(`      ${plan.hot ? '' : '(not a hot call) '}${plan.problem}`);
        if (!plan.ok) failures.push(`plan "${plan.name}": ${plan.problem}`);
      }
    }
  });

  await part('calls', async (deadline) => {
    log('Load (autocannon)');
    ctx.accounts.signedInTokens = await signIn(ctx, SIGNED_IN_SESSIONS);
    const perCall = secondsPerCall({
      calls: callsToMeasure.length,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
      deadline,
    });
    const load = { ...options, seconds: perCall ?? options.seconds };
    console.log(
      `${options.connections} connections, ${options.warmupSeconds} s warm-up then ${load.seconds} s per call${perCall !== null && perCall < options.seconds ? ` (not ${options.seconds}: ${callsToMeasure.length} calls in this part's share of the budget)` : ''}; login check rotates ${ctx.accounts.sampleTokens.length} seeded + ${ctx.accounts.signedInTokens.length} signed-in session tokens.`,
    );
    console.log(
      'Sign-in: a different seeded account and a fresh x-forwarded-for address per request (the server runs with TRUST_PROXY=1), correct password: the captcha rule (5 failures per account) and the rate limit (30/min per address) never apply.',
    );
    const skipped = [];
    for (const call of callsToMeasure) {
      notStopping();
      // The baseline is always measured: every ratio needs it.
      const fits =
        performance.now() + (options.warmupSeconds + load.seconds + 1.5) * 1000 <= deadline;
      if (!fits && call.target !== 'baseline') {
        skipped.push(call.name);
        report.calls.push({ name: call.name, ok: false, skipped: true });
        continue;
      }
      const baseUrl = call.target === 'baseline' ? ctx.urls.baseline : ctx.urls.portal;
      const check = await preflight(call, ctx, baseUrl);
      if (!check.ok) {
        const problem = `answered ${check.status}, expected ${call.expect}: ${check.body}`;
        console.log(`FAIL  ${call.name}: ${problem}`);
        failures.push(`call "${call.name}" ${problem}`);
        report.calls.push({ name: call.name, preflight: check, ok: false });
        continue;
      }
      let result;
      try {
        result = await measure(call, ctx, baseUrl, load);
      } catch (error) {
        notStopping();
        console.log(`FAIL  ${call.name}: autocannon: ${error.message}`);
        failures.push(`call "${call.name}": autocannon: ${error.message}`);
        report.calls.push({ name: call.name, preflight: check, ok: false });
        continue;
      }
      report.calls.push({
        name: call.name,
        target: call.target ?? 'portal',
        preflight: check,
        seconds: load.seconds,
        ...(call.aim ? { aimWanted: call.aim } : {}),
        ...result,
        ok: true,
      });
      console.log(
        `${call.name}: ${number(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}${check.encoding ? `, content-encoding ${check.encoding}` : ''}`,
      );
    }
    for (const call of report.calls) {
      if (call.ok && (call.non2xx > 0 || call.errors > 0)) {
        warnings.push(
          `${call.name}: ${call.non2xx} non-2xx answers (${JSON.stringify(call.statusCodes)}), ${call.errors} errors (${call.timeouts} timeouts) under load`,
        );
      }
    }
    return skipped.length
      ? `${skipped.length} calls left out at the end of its share: ${skipped.join('; ')}`
      : null;
  });

  // The races and scale-out need a second server on the same database.
  if (parts.has('races') || parts.has('scale')) {
    notStopping();
    ctx.urls.race = [
      ctx.urls.portal,
      await startPortal('server-2', await freePort(), database.url),
    ];
  }

  await part('races', async (deadline) => {
    log('Races (two servers, one database)');
    report.races = [];
    report.racesNotRun = [];
    for (const race of RACES) {
      notStopping();
      if (performance.now() > deadline) {
        report.racesNotRun.push(race.name);
        continue;
      }
      let result;
      try {
        result = await runRace(race, { client: state.client, ctx, servers: ctx.urls.race });
      } catch (error) {
        notStopping();
        console.log(`FAIL  ${race.name}: ${error.message}`);
        failures.push(`race "${race.name}": ${error.message}`);
        continue;
      }
      report.races.push(result);
      console.log(
        `${result.ok ? 'ok  ' : 'FAIL'}  ${race.name}: ${race.parallel} requests over ${result.servers} servers settled in ${seconds(result.settleMs)}; answers ${JSON.stringify(result.statuses)}`,
      );
      for (const check of result.checks)
        console.log(`      ${check.ok ? 'ok  ' : 'FAIL'}  ${check.label}`);
      if (!result.ok)
        failures.push(
          `race "${race.name}": ${result.checks
            .filter((c) => !c.ok)
            .map((c) => c.label)
            .join('; ')}`,
        );
    }
    return report.racesNotRun.length
      ? `${report.racesNotRun.length} races left out at the end of its share`
      : null;
  });

  // Two servers on one database behind a round-robin proxy, against one (issue 15).
  await part('scale', async (deadline) => {
    log('Scale-out (the calls through a round-robin proxy: one server, then two)');
    const runs = SCALE_OUT_CALLS.length * 2;
    const perCall = secondsPerCall({
      calls: runs,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
      deadline,
      overheadSeconds: 1,
    });
    if (perCall === null) return `no time left in its share for ${runs} measurements`;
    report.scaleOut = await measureScaleOut({
      calls: CALLS,
      ctx,
      options: { ...options, seconds: perCall },
      servers: ctx.urls.race,
      proxyTo: startProxy,
      deadline,
    });
    for (const row of report.scaleOut.filter((r) => r.one && r.two))
      console.log(
        `${row.name}: one server ${number(row.one.requestsPerSecond)} req/s (p99 ${row.one.p99} ms), two ${number(row.two.requestsPerSecond)} req/s (p99 ${row.two.p99} ms): x${ratio(row.ratio)}`,
      );
    const missing = report.scaleOut.filter((row) => !row.one || !row.two).length;
    const notes = [
      ...(perCall < options.seconds
        ? [`${perCall} s per measurement instead of ${options.seconds}`]
        : []),
      ...(missing ? [`${missing} calls not measured on both at the end of its share`] : []),
    ];
    return notes.length ? notes.join('; ') : null;
  });

  return finish(report) ? 1 : 0;
}

/**
 * The summary and the results file, once: at the end, or when the budget or a signal stops
 * the run (with what was measured until then). Answers whether the run failed.
 */
function finish(report, stopped = null) {
  if (report.finishedAt) return true;
  if (stopped) report.stopped = stopped;
  report.loadAtEnd = machineLoad();
  report.finishedAt = new Date().toISOString();
  report.totalSeconds = (performance.now() - started) / 1000;
  printSummary(report);
  const resultsDir = path.join(root, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  const resultsFile = path.join(resultsDir, `bench-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results: ${path.relative(root, resultsFile)}`);
  for (const warning of report.warnings) console.log(`warning: ${warning}`);
  const failed = report.failures.length > 0 || Boolean(stopped);
  if (failed) {
    const reasons = [...(stopped ? [stopped] : []), ...report.failures];
    console.log(`\nBench FAILED:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);
  }
  return failed;
}

/**
 * When the budget or a signal stops the run: the parts under way are marked stopped, and the
 * summary of what was measured is printed before the cleanup.
 */
function stopWithSummary(reason) {
  const report = state.report;
  state.stopping = true;
  if (!report || report.finishedAt) return;
  for (const entry of Object.values(report.parts))
    if (entry.status === 'running') entry.status = `STOPPED (${reason})`;
  finish(report, reason);
}

const watchdog = setTimeout(() => {
  console.error(`\nThe bench took longer than ${options.maxRunSeconds} s: stopping.`);
  stopWithSummary(`past its budget of ${options.maxRunSeconds} s`);
  cleanup().finally(() => process.exit(1));
}, options.maxRunSeconds * 1000);
watchdog.unref();

main().then(
  async (code) => {
    if (state.stopping) return; // a signal or the watchdog is already cleaning up and exiting
    await cleanup();
    console.log(`Total time: ${seconds(performance.now() - started)} (cleanup included)`);
    process.exit(code);
  },
  async (error) => {
    if (state.stopping) return; // a signal or the watchdog is already cleaning up and exiting
    console.error(`\nBench FAILED: ${error.stack ?? error.message}`);
    await cleanup();
    console.log(`Total time: ${seconds(performance.now() - started)} (cleanup included)`);
    process.exit(1);
  },
);
