#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile preset) against the built site in Debian Chromium.
 * Builds, starts the built server on a free port with a temporary DATA_DIR (demo data on, so
 * the banners are there), audits /v2/home (and any paths given as arguments), prints the
 * category scores and writes the JSON reports to bench-results/. Aim: performance >= 95,
 * accessibility 100; the teacher home (signed in) performance >= 90 (decision 061).
 *
 *   npm run lighthouse                # /v2/home
 *   npm run lighthouse -- /v2/learn   # other pages too
 *   npm run lighthouse -- --as-teacher   # /v2/booking, signed in as the demo teacher
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
const args = process.argv.slice(2);
const pages = args.filter((arg) => arg.startsWith('/'));
/** Audit as the demo teacher (README's sign-in): the teacher's screens need a session. */
const asTeacher = args.includes('--as-teacher');
if (pages.length === 0) pages.push(asTeacher ? '/v2/booking' : '/v2/home');
const DEMO_TEACHER = { email: 'teacher@portal.demo', password: 'Demo-Teacher-1' };
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

let failed = false;
try {
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 60_000 });
  const outDir = path.join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  const headers = asTeacher ? await signedInHeaders(`http://127.0.0.1:${port}`) : null;
  for (const page of pages) {
    const url = `http://127.0.0.1:${port}${page}`;
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
        ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
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
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
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

/** The session cookies of the demo teacher's sign-in (the wire's login call), as a header. */
async function signedInHeaders(base) {
  const response = await fetch(`${base}/t/tn/user/foreign/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_TEACHER),
  });
  if (!response.ok) throw new Error(`the demo teacher's sign-in answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return { Cookie: cookies.join('; ') };
}
