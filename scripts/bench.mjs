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
 *  4. seeds over SQL (scripts/bench/seeds); generates the seeded pay month twice through the
 *     console as FINANCE (scripts/bench/pay-generation.mjs: over 60 s, or a second run that
 *     changes a payslip, fails the bench) and releases a sample for the teacher calls; then
 *     EXPLAIN (ANALYZE, BUFFERS) of the hot SQL (scripts/bench/plans.mjs): a Seq Scan on a
 *     table over 10,000 rows fails the bench;
 *  5. autocannon against every call of scripts/bench/calls.mjs (one warm-up, then measured);
 *  6. a second server on the same database and the races of scripts/bench/races.mjs; then
 *     scale-out: a few calls through a round-robin proxy (scripts/bench/round-robin-proxy.mjs)
 *     to one server and to both, and the ratio of the two;
 *  7. the landing bundle against bench/budget.json (reported here; npm test enforces it
 *     with scripts/bench/bundle-budget.mjs);
 *  8. prints the table (and, for calls with an aim, whether the aim was met), writes
 *     bench-results/bench-<timestamp>.json.
 *
 * Exit 1 when a plan, a race or a call's check fails. Everything it starts (servers, cluster,
 * scratch database, temp folder) is removed at the end, also on failure, SIGINT and SIGTERM.
 *
 *   npm run bench [-- --no-build] [--calls TEXT[,TEXT]] [--cpu-prof DIR]
 *   --calls             only the calls whose name contains one of the texts (and the baseline)
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
import { number, seconds, table } from './bench/lib/format.mjs';
import { measure, preflight, stopLoad } from './bench/lib/load.mjs';
import { killAllProcessesSync, startProcess, stopAllProcesses } from './bench/lib/processes.mjs';
import { runRace } from './bench/lib/race.mjs';
import { measurePayGeneration } from './bench/pay-generation.mjs';
import { PLANS } from './bench/plans.mjs';
import { RACES } from './bench/races.mjs';
import { measureScaleOut } from './bench/scale-out.mjs';
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
const USAGE =
  'Usage: npm run bench [-- --no-build] [--calls TEXT[,TEXT]] [--cpu-prof DIR]   (see the header of scripts/bench.mjs)';
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
  } else if (arg === '--cpu-prof') {
    options.cpuProfDir = path.resolve(value());
  } else {
    console.error(`Unknown argument: ${arg}\n${USAGE}`);
    process.exit(1);
  }
}
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

/** 0.0712 -> "0.071", 0.000912 -> "0.00091", 1 -> "1.00" */
const ratio = (value) =>
  value === null || value === undefined
    ? '-'
    : value >= 1
      ? value.toFixed(2)
      : value.toPrecision(2);

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
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      platform: `${os.platform()} ${os.release()}`,
    },
    options,
    loadAtStart: machineLoad(),
  };
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

  log('Payslip generation (the seeded month, twice, through the console as FINANCE)');
  notStopping();
  try {
    report.payGeneration = await measurePayGeneration({ client: state.client, ctx });
    for (const problem of report.payGeneration.problems) {
      console.log(`FAIL  ${problem}`);
      failures.push(`payslip generation: ${problem}`);
    }
  } catch (error) {
    notStopping();
    console.log(`FAIL  payslip generation: ${error.message}`);
    failures.push(`payslip generation: ${error.message}`);
  }

  log(
    `Query plans of the hot calls (EXPLAIN ANALYZE, BUFFERS; fail on a Seq Scan over ${SEQ_SCAN_ROW_LIMIT.toLocaleString('en-US')} rows)`,
  );
  const plans = await explainPlans(state.client, PLANS, ctx);
  report.plans = plans;
  for (const plan of plans) {
    const mark = plan.ok ? (plan.hot ? 'ok  ' : 'info') : 'FAIL';
    console.log(`${mark}  ${plan.name} [${plan.usedBy}]\n      ${plan.summary}`);
    if (plan.problem) {
      console.log(`      ${plan.hot ? '' : '(not a hot call) '}${plan.problem}`);
      if (!plan.ok) failures.push(`plan "${plan.name}": ${plan.problem}`);
    }
  }

  log('Load (autocannon)');
  ctx.accounts.signedInTokens = await signIn(ctx, SIGNED_IN_SESSIONS);
  console.log(
    `${options.connections} connections, ${options.warmupSeconds} s warm-up then ${options.seconds} s per call; login check rotates ${ctx.accounts.sampleTokens.length} seeded + ${ctx.accounts.signedInTokens.length} signed-in session tokens.`,
  );
  console.log(
    'Sign-in: a different seeded account and a fresh x-forwarded-for address per request (the server runs with TRUST_PROXY=1), correct password: the captcha rule (5 failures per account) and the rate limit (30/min per address) never apply.',
  );
  report.calls = [];
  for (const call of callsToMeasure) {
    notStopping();
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
      result = await measure(call, ctx, baseUrl, options);
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
  const baseline = report.calls.find((call) => call.target === 'baseline' && call.ok);
  for (const call of report.calls) {
    call.ratioToBaseline =
      baseline && call.ok ? call.requestsPerSecond / baseline.requestsPerSecond : null;
    const aim = callsToMeasure.find((measured) => measured.name === call.name)?.aim;
    if (aim && call.ok) {
      call.aim = {
        ...aim,
        met: (call.ratioToBaseline ?? 0) >= aim.ratio && call.p99 <= aim.p99,
      };
    }
  }

  report.races = [];
  // A focused run (--calls) measures its calls alone: no second server, no races.
  const races = options.calls ? [] : RACES;
  if (races.length) {
    log('Races (two servers, one database)');
    const secondPort = await freePort();
    ctx.urls.race = [ctx.urls.portal, await startPortal('server-2', secondPort, database.url)];
  } else {
    console.log('\n--calls: the races are not run.');
  }
  for (const race of races) {
    notStopping();
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

  // Two servers on one database behind a round-robin proxy, against one (issue 15).
  if (races.length) {
    log('Scale-out (the calls through a round-robin proxy: one server, then two)');
    notStopping();
    try {
      report.scaleOut = await measureScaleOut({
        calls: callsToMeasure,
        ctx,
        options,
        servers: ctx.urls.race,
        proxyTo: startProxy,
      });
      for (const row of report.scaleOut)
        console.log(
          `${row.name}: one server ${number(row.one.requestsPerSecond)} req/s (p99 ${row.one.p99} ms), two ${number(row.two.requestsPerSecond)} req/s (p99 ${row.two.p99} ms): x${ratio(row.ratio)}`,
        );
    } catch (error) {
      notStopping();
      console.log(`FAIL  scale-out: ${error.message}`);
      failures.push(`scale-out: ${error.message}`);
    }
  }

  // --- the summary ---------------------------------------------------------------------------
  report.loadAtEnd = machineLoad();
  report.finishedAt = new Date().toISOString();
  report.totalSeconds = (performance.now() - started) / 1000;
  report.failures = failures;
  report.warnings = warnings;

  console.log(
    `\n=== Results (PostgreSQL ${report.database.serverVersion} ${database.throwaway ? 'throwaway cluster' : 'scratch database on BENCH_DATABASE_URL'}, ${options.users.toLocaleString('en-US')} seeded accounts, ${options.connections} connections x ${options.seconds} s, ${os.cpus().length} cores shared with autocannon) ===`,
  );
  console.log(
    table(
      [
        { title: 'call' },
        { title: 'req/s', align: 'right' },
        { title: 'p50 ms', align: 'right' },
        { title: 'p99 ms', align: 'right' },
        { title: 'non-2xx', align: 'right' },
        { title: 'errors', align: 'right' },
        { title: 'x baseline', align: 'right' },
      ],
      report.calls.map((call) =>
        call.ok
          ? [
              call.name,
              number(call.requestsPerSecond),
              String(call.p50),
              String(call.p99),
              String(call.non2xx),
              String(call.errors),
              ratio(call.ratioToBaseline),
            ]
          : [call.name, 'FAILED', '', '', '', '', ''],
      ),
    ),
  );
  console.log(
    `sign-in's password hashing alone: ${argon2.msPerHash.toFixed(1)} ms per argon2id hash, ${argon2.parallelHashesPerSecond.toFixed(0)} hashes/s at most on this machine.`,
  );
  for (const call of report.calls.filter((c) => c.aim))
    console.log(
      `aim  ${call.aim.met ? 'met  ' : 'SHORT'}  ${call.name}: ${ratio(call.ratioToBaseline)} of the baseline (aim ${call.aim.ratio}), p99 ${call.p99} ms (aim ${call.aim.p99})`,
    );
  const pay = report.payGeneration;
  if (pay)
    console.log(
      `pay  ${pay.ok ? 'ok  ' : 'FAIL'}  generation of ${pay.teachers.toLocaleString('en-US')} teachers x ${pay.classesPerTeacher} classes: ${pay.first.seconds.toFixed(1)} s (aim ${pay.limitSeconds} s), again ${pay.second.seconds.toFixed(1)} s; identical: ${pay.identical ? 'yes' : 'no'}`,
    );
  for (const plan of plans)
    console.log(
      `plan ${plan.ok ? (plan.hot ? 'ok  ' : 'info') : 'FAIL'}  ${plan.name}: ${plan.summary}`,
    );
  for (const race of report.races)
    console.log(
      `race ${race.ok ? 'ok  ' : 'FAIL'}  ${race.name}: settled in ${seconds(race.settleMs)}`,
    );
  for (const row of report.scaleOut ?? [])
    console.log(
      `scale  two servers behind the proxy: x${ratio(row.ratio)} of one server  ${row.name}`,
    );
  for (const check of bundle?.checks ?? [])
    console.log(`bundle ${check.ok ? 'ok  ' : 'OVER'}  ${check.label}`);
  console.log(
    `Machine load average (1 min): ${report.loadAtStart.loadAverage1m} at start, ${report.loadAtEnd.loadAverage1m} at the end, on ${report.loadAtEnd.cpus} cores (the bench's own processes count in it).`,
  );
  console.log(
    'Read the ratios to the baseline within this run; never compare absolute numbers across runs or machines.',
  );

  const resultsDir = path.join(root, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  const resultsFile = path.join(
    resultsDir,
    `bench-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results: ${path.relative(root, resultsFile)}`);
  for (const warning of warnings) console.log(`warning: ${warning}`);
  if (failures.length) {
    console.log(`\nBench FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  }
  return failures.length ? 1 : 0;
}

const watchdog = setTimeout(() => {
  console.error(`\nThe bench took longer than ${options.maxRunSeconds} s: stopping.`);
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
