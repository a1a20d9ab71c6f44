#!/usr/bin/env node
/**
 * `npm run crash-test [-- --seed N --size small|full --scenario crash|outage|all]` (decision
 * 046): the built server on real PostgreSQL, under faults.
 *
 *   crash   two servers on one database take a storm of writes (registrations, classes opened
 *           and booked, cancellations, carrot exchanges, password resets, a month's payslips
 *           generated and released); server B is SIGKILLed at moments drawn from the seed and
 *           started again; after the job queue drained, the invariants are read in SQL.
 *   outage  PostgreSQL is stopped for 10 seconds under one server taking reads and writes.
 *
 * Prints the seed (a random one unless given), the calls per kind (accepted / refused /
 * unknown), the kills and restarts and every invariant; exits 1 on any violation. Uses
 * TEST_DATABASE_URL's server (a scratch database) for the storm when set, else a throwaway
 * cluster; the outage always makes its own cluster, since it stops it. `npm test` runs the
 * small size with a fixed seed after `build`; without a build this script makes one first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killAllProcessesSync } from './bench/lib/processes.mjs';
import { crashScenario, SIZES } from './crash/crash.mjs';
import { outageScenario } from './crash/outage.mjs';
import { randomSeed, seededRandom } from './crash/random.mjs';
import { printCounts, printChecks } from './crash/report.mjs';
import { REPO_ROOT, SERVER_ENTRY } from './lib/built-server.mjs';

function parseArgs(argv) {
  const options = { seed: null, size: 'full', scenario: 'all' };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    const value = inline ?? argv[++i];
    if (flag === '--seed' && /^\d+$/.test(value ?? '')) options.seed = Number(value);
    else if (flag === '--size' && value in SIZES) options.size = value;
    else if (flag === '--scenario' && ['crash', 'outage', 'all'].includes(value))
      options.scenario = value;
    else {
      console.error(
        'Usage: node scripts/crash-test.mjs [--seed N] [--size small|full] [--scenario crash|outage|all]',
      );
      process.exit(2);
    }
  }
  return options;
}

const cleanups = [];
let tmpDir = null;
async function cleanup() {
  while (cleanups.length) await Promise.resolve(cleanups.pop()()).catch(() => undefined);
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
  tmpDir = null;
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)));
process.on('exit', () => killAllProcessesSync());

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const seed = options.seed ?? randomSeed();
  const size = SIZES[options.size];
  console.log(
    `crash-test: seed ${seed}, size ${options.size} (repeat with --seed ${seed} --size ${options.size})`,
  );
  if (!existsSync(SERVER_ENTRY)) {
    console.log('No built server: npm run build');
    const built = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (built.status !== 0) return 1;
  }
  tmpDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
  const runId = `${seed}x${Date.now().toString(36)}`;
  const log = (line) => console.log(line);
  let ok = true;

  if (options.scenario !== 'outage') {
    console.log('\n\u25b6 crash: two servers, one killed and restarted during a storm of writes');
    const result = await crashScenario({
      rnd: seededRandom(seed),
      size,
      runId,
      tmpDir,
      log,
      cleanups,
    });
    printCounts(result.counts);
    console.log(
      `kills: ${result.kills.done}, restarts: ${result.kills.restarts} (restart ${result.kills.restartMs.join(', ')} ms); storm ${result.stormSeconds.toFixed(1)} s; jobs orphaned ${result.drain.orphaned} ${JSON.stringify(result.drain.perQueue)}`,
    );
    console.log(
      `mail: ${result.mail.distinct} distinct Message-IDs, ${result.mail.raw} raw deliveries`,
    );
    ok = printChecks(result.invariants) && ok;
    await cleanup();
    tmpDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
  }
  if (options.scenario !== 'crash') {
    console.log('\n\u25b6 outage: PostgreSQL stopped for 10 s under a running server');
    const result = await outageScenario({ runId, tmpDir, log, cleanups });
    printCounts(result.counts);
    ok = printChecks(result.checks) && ok;
    await cleanup();
  }
  await cleanup();
  console.log(
    `\ncrash-test seed ${seed}: ${ok ? 'every invariant holds' : 'VIOLATIONS (see above)'}`,
  );
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  },
);
