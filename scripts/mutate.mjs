#!/usr/bin/env node
/**
 * `npm run mutate`: mutation testing of the rules modules (mutation.config.mjs, decision 033).
 * Stryker changes the code one mutant at a time (a `<` into `<=`, a condition into `true`)
 * and runs the tests that reach it; a mutant no test notices survives. Each module's score is
 * printed as a table; the run exits 1 when a module is below THRESHOLD and not excused.
 *
 *   npm run mutate                                  every module of every group
 *   npm run mutate -- --mutate a.ts,b.ts            only these files (of the list)
 *   npm run mutate -- --changed main                only the listed files changed since main
 *                                                   (commits and the working tree)
 *   npm run mutate -- --group contracts,web         only these groups
 *   npm run mutate -- --mutate a.ts --tests t.test.ts  with only these tests (a quick local
 *                                                   measure: a score at least this high)
 *   npm run mutate -- --incremental                 reuse the last run's results for
 *                                                   unchanged code and tests (local runs)
 *   npm run mutate -- --concurrency 2               test runners at once (default: cores)
 *   npm run mutate -- --list                        print the planned runs, mutate nothing
 *
 * Reports: reports/mutation/<group>.html (every mutant, with the survivors' diffs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stryker } from '@stryker-mutator/core';
import { EXCUSED, MUTATION_GROUPS, THRESHOLD } from '../mutation.config.mjs';
import { groupModules } from './lib/mutation-selection.mjs';
import { moduleScores, formatScoreTable, verdicts } from './lib/mutation-scores.mjs';
import { createPostgresCluster, ensurePostgresBin } from './lib/postgres-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = path.join(root, 'reports', 'mutation');

const USAGE =
  'Usage: npm run mutate [-- --mutate FILE[,FILE]] [--tests GLOB[,GLOB]] [--changed REF] [--group NAME[,NAME]] [--incremental] [--concurrency N] [--list]';

function parseArgs(argv) {
  const options = {
    files: null,
    tests: null,
    changedSince: null,
    groups: null,
    incremental: false,
    list: false,
    concurrency: os.availableParallelism(),
  };
  const list = (value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const given = inline ?? argv[++i];
      if (!given || given.startsWith('--')) fail(`${flag} needs a value.`);
      return given;
    };
    if (flag === '--mutate') options.files = list(value()).map((file) => path.normalize(file));
    else if (flag === '--tests') options.tests = list(value());
    else if (flag === '--changed') options.changedSince = value();
    else if (flag === '--group') options.groups = list(value());
    else if (flag === '--incremental') options.incremental = true;
    else if (flag === '--list') options.list = true;
    else if (flag === '--concurrency') {
      options.concurrency = Number(value());
      if (!Number.isInteger(options.concurrency) || options.concurrency < 1)
        fail('--concurrency needs a whole number from 1.');
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`Unknown argument: ${argv[i]}`);
  }
  for (const name of options.groups ?? []) {
    if (!MUTATION_GROUPS.some((group) => group.name === name))
      fail(`No group "${name}" in mutation.config.mjs (${MUTATION_GROUPS.map((g) => g.name)}).`);
  }
  return options;
}

function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Files that differ from `ref`: its commits since, the working tree, new files. */
function changedSince(ref) {
  return new Set([
    ...git('diff', '--name-only', ref),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]);
}

/**
 * The Stryker runs: each group's modules (globs expanded, filtered by the group's rule,
 * narrowed by the options), split by
 * their tests when the group names them per module.
 */
async function plan(options) {
  const changed = options.changedSince ? changedSince(options.changedSince) : null;
  const wanted = options.files ? new Set(options.files) : null;
  const runs = [];
  for (const group of MUTATION_GROUPS) {
    if (options.groups && !options.groups.includes(group.name)) continue;
    const modules = await groupModules(group, root);
    const selected = modules.filter(
      (file) => (!wanted || wanted.has(file)) && (!changed || changed.has(file)),
    );
    const byTests = new Map();
    for (const file of selected) {
      const tests =
        options.tests ?? (typeof group.tests === 'function' ? group.tests(file) : group.tests);
      const key = JSON.stringify(tests);
      if (!byTests.has(key)) byTests.set(key, { tests, modules: [] });
      byTests.get(key).modules.push(file);
    }
    for (const { tests, modules: runModules } of byTests.values()) {
      let name =
        byTests.size > 1 || typeof group.tests === 'function'
          ? `${group.name}-${path.basename(path.dirname(runModules[0]))}`
          : group.name;
      // A folder whose services have tests of their own runs more than once: each run keeps
      // its own report and incremental file.
      if (runs.some((run) => run.name === name))
        name = `${name}-${path.basename(runModules[0]).split('.')[0]}`;
      runs.push({ ...group, name, tests, selected: runModules });
    }
  }
  const planned = new Set(runs.flatMap((run) => run.selected));
  for (const file of wanted ?? []) {
    if (!planned.has(file)) console.warn(`warning: ${file} is not a rules module of this run.`);
  }
  return runs;
}

/**
 * The API runs' database: a throwaway PostgreSQL cluster (or TEST_DATABASE_URL's server), a
 * new database per test file. Not PGlite: each mutant's run starts a fresh module graph, and
 * PGlite would build its migrated template again every time (seconds per mutant).
 */
async function databaseForApiRuns(runs) {
  if (!runs.some((run) => run.api) || process.env.TEST_DATABASE_URL) return null;
  const cluster = createPostgresCluster({ bin: await ensurePostgresBin() });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cluster.stop().finally(() => process.exit(130));
    });
  }
  process.once('exit', () => cluster.stopSync());
  await cluster.start();
  process.env.TEST_DATABASE_URL = cluster.url;
  console.log(`API runs on a throwaway PostgreSQL cluster (${cluster.url}).`);
  return cluster;
}

async function runGroup(group, options) {
  console.log(`\n\u25b6 ${group.name}: ${group.selected.length} modules, tests ${group.tests}`);
  // Stryker's test runner processes inherit these: vitest.mutate.config.ts reads them.
  process.env.MUTATION_TESTS = JSON.stringify(group.tests);
  process.env.MUTATION_EXCLUDE = JSON.stringify(group.excludeTests ?? []);
  process.env.MUTATION_API = group.api ? '1' : '0';
  const stryker = new Stryker({
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: 'vitest.mutate.config.ts', related: true },
    coverageAnalysis: 'perTest',
    mutate: group.selected,
    concurrency: options.concurrency,
    // The sandbox is a copy of the repository: leave out what tests never read.
    ignorePatterns: [
      'test-output',
      'test-results',
      'bench-results',
      'reports',
      'data',
      'apps/*/dist',
      '**/*.tsbuildinfo',
    ],
    incremental: options.incremental,
    incrementalFile: path.join(REPORTS, `${group.name}.incremental.json`),
    reporters: ['progress', 'html'],
    htmlReporter: { fileName: path.join(REPORTS, `${group.name}.html`) },
    // Each run makes and removes its own sandbox in it: runs side by side do not collide.
    tempDirName: '.stryker-tmp',
    // The API suite starts an app per file: a loaded machine must not turn slow into timeout.
    timeoutMS: group.api ? 20_000 : 5_000,
    dryRunTimeoutMinutes: group.api ? 30 : 5,
    logLevel: 'warn',
  });
  const started = performance.now();
  const results = await stryker.runMutationTest();
  const minutes = (performance.now() - started) / 60_000;
  console.log(`${group.name}: ${results.length} mutants in ${minutes.toFixed(1)} min`);
  return results;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const runs = await plan(options);
  if (!runs.length) {
    console.log('No rules module to mutate in this run.');
    return 0;
  }
  if (options.list) {
    for (const run of runs)
      console.log(`${run.name}: ${run.selected.join(', ')}\n  tests ${run.tests.join(', ')}`);
    return 0;
  }
  mkdirSync(REPORTS, { recursive: true });
  const results = [];
  const brokenRuns = [];
  const started = performance.now();
  const cluster = await databaseForApiRuns(runs);
  try {
    for (const run of runs) {
      // A run that cannot start (its tests fail before any mutant) is reported, and the
      // other runs still give their scores.
      try {
        results.push(...(await runGroup(run, options)));
      } catch (error) {
        console.error(`\n${run.name} did not run: ${error.message}`);
        brokenRuns.push(run);
      }
    }
  } finally {
    await cluster?.stop();
  }

  const scores = moduleScores(
    results,
    runs.filter((run) => !brokenRuns.includes(run)).flatMap((run) => run.selected),
  );
  const rows = verdicts(scores, { threshold: THRESHOLD, excused: EXCUSED });
  console.log(`\n${formatScoreTable(rows, THRESHOLD)}`);
  console.log(
    `\n${results.length} mutants, ${((performance.now() - started) / 60_000).toFixed(1)} min. Reports: ${path.relative(root, REPORTS)}/<group>.html`,
  );
  const failing = rows.filter((row) => row.verdict === 'FAIL');
  for (const row of failing) {
    console.log(`\nSurvivors in ${row.file}:`);
    for (const mutant of row.survivors.slice(0, 15))
      console.log(
        `  ${mutant.line}:${mutant.column} ${mutant.mutator}: ${mutant.replacement}${mutant.noTestRan ? ' (no test ran: the tests could not start with it)' : ''}`,
      );
    if (row.survivors.length > 15) console.log(`  ... ${row.survivors.length - 15} more`);
  }
  for (const file of Object.keys(EXCUSED)) {
    if (!existsSync(path.join(root, file)))
      console.log(`warning: EXCUSED names ${file}, which does not exist`);
  }
  for (const run of brokenRuns) {
    console.log(
      `\n${run.name} did not run (its tests failed without any mutant): ${run.selected.join(', ')} not measured.`,
    );
  }
  if (brokenRuns.length) return 1;
  if (failing.length) {
    console.log(
      `\n${failing.length} module(s) below ${THRESHOLD}%: kill their survivors with tests, or excuse a module with a reason in mutation.config.mjs.`,
    );
    return 1;
  }
  console.log(`\nEvery module is at or above ${THRESHOLD}% (or excused).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`npm run mutate failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
