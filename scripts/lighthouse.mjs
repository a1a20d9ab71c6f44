#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile preset) against the built site in Debian Chromium.
 * Builds, starts the built server on a free port with a temporary DATA_DIR (demo data on, so
 * the banners and the demo teacher's week are there), audits the pages of `AIMS` (or the
 * paths given as arguments), prints the category scores beside each page's aim and writes the
 * JSON reports to bench-results/. A teacher page is read signed in as the demo teacher (her
 * session cookie sent with every request, `--extra-headers`).
 *
 *   npm run lighthouse                # the pages of AIMS
 *   npm run lighthouse -- /v2/learn   # these pages instead
 *   node scripts/lighthouse.mjs --no-build
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtServerEnv, SERVER_ENTRY } from './lib/built-server.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { freePort } from './lib/free-port.mjs';
import { waitForHttp } from './lib/wait-for-http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The pages audited by default and their aims (the landing page: decision 012). */
const AIMS = {
  '/v2/home': { performance: 95, accessibility: 100 },
  // The teacher's home with the next class, and the week grid, on a phone (issue 36,
  // decisions 061 and 062).
  '/v2/booking': { performance: 90, accessibility: 100 },
  // The teacher's week grid on a phone (issue 36, decision 062).
  '/v2/booking/schedule': { performance: 90, accessibility: 100 },
};
/** Addresses of the teacher area: read with the demo teacher signed in. */
const TEACHER_AREA = /^\/v2\/(booking|payslip|user)(\/|$)/;
const DEMO_TEACHER = { email: 'teacher@portal.demo', password: 'Demo-Teacher-1' };
const args = process.argv.slice(2);
const pages = args.filter((arg) => arg.startsWith('/'));
if (pages.length === 0) pages.push(...Object.keys(AIMS));
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const chrome = await ensureChromium();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
const server = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: root,
  env: builtServerEnv({ port, dataDir, env: { DEMO_DATA: 'true' } }),
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

/** The demo teacher's session as a Cookie header (sign-in answers it as cookies, decision 006). */
async function teacherCookie(origin) {
  const response = await fetch(`${origin}/t/tn/user/foreign/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_TEACHER),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (response.status !== 200 || cookies.length === 0)
    throw new Error(`the demo teacher's sign-in answered ${response.status}`);
  return cookies.join('; ');
}

let failed = false;
try {
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/healthz`, { timeoutMs: 60_000 });
  const outDir = path.join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  let cookie;
  for (const page of pages) {
    const url = `${origin}${page}`;
    const signedIn = TEACHER_AREA.test(page);
    if (signedIn) cookie ??= await teacherCookie(origin);
    const run = spawnSync(
      'npx',
      [
        '--no',
        'lighthouse',
        url,
        '--output=json',
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        ...(signedIn ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: chrome },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (run.status !== 0) {
      console.error(run.stderr);
      failed = true;
      continue;
    }
    const report = JSON.parse(run.stdout);
    const file = path.join(outDir, `lighthouse-${page.replace(/\W+/g, '-')}-${Date.now()}.json`);
    writeFileSync(file, run.stdout);
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    if (signedIn && !report.finalDisplayedUrl?.endsWith(page))
      throw new Error(`${page} was not read signed in: it ended at ${report.finalDisplayedUrl}`);
    const aim = AIMS[page];
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      aim: aim ? `${aim.performance} / ${aim.accessibility}` : '-',
      meetsAim: aim
        ? score('performance') >= aim.performance && score('accessibility') >= aim.accessibility
        : '-',
      bestPractices: score('best-practices'),
      seo: score('seo'),
      report: path.relative(root, file),
    });
  }
  console.log('\nLighthouse, mobile preset (simulated slow 4G, mid-tier phone):');
  console.table(rows);
} catch (error) {
  console.error(error.message);
  failed = true;
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
