#!/usr/bin/env node
/**
 * `npm run fuzz` (decision 045): generated bad input to every route of the OpenAPI document,
 * in-process on PGlite (or on PostgreSQL when TEST_DATABASE_URL is set). Fails on any 5xx or
 * any answer outside the envelope, printing each failure with its replay command.
 *
 *   npm run fuzz                                   10,000 requests, a random seed (printed)
 *   npm run fuzz -- --seed 123 --runs 20000        replays a run (FUZZ_SEED / FUZZ_RUNS too)
 *   npm run fuzz -- --seed 123 --runs 10000 --only 4711   one request of that run
 */
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_RUNS = 10_000;

function fail(message) {
  console.error(`${message}\nUsage: npm run fuzz -- [--seed N] [--runs M] [--only I]`);
  process.exit(2);
}

/** A whole number from the command line or the environment, or the fallback. */
function integer(name, value, fallback) {
  if (value === undefined || value === '') return fallback;
  if (!/^-?\d+$/.test(value)) fail(`${name} must be a whole number, not ${value}.`);
  return Number(value);
}

function parseArgs(argv) {
  const given = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    if (!['--seed', '--runs', '--only'].includes(flag)) fail(`Unknown argument: ${argv[i]}`);
    given[flag.slice(2)] = inline ?? argv[++i];
  }
  return {
    // A seed fast-check takes (a 32-bit integer), random unless given.
    seed: integer('--seed', given.seed ?? process.env.FUZZ_SEED, randomInt(2 ** 31)),
    runs: integer('--runs', given.runs ?? process.env.FUZZ_RUNS, DEFAULT_RUNS),
    only: integer('--only', given.only ?? process.env.FUZZ_ONLY, undefined),
  };
}

const { seed, runs, only } = parseArgs(process.argv.slice(2));
if (runs < 1) fail('--runs must be at least 1.');
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite';
console.log(`fuzz: seed ${seed}, ${runs} requests, on ${database}`);
console.log(`fuzz: replay with  npm run fuzz -- --seed ${seed} --runs ${runs}`);

const env = { ...process.env, FUZZ_SEED: String(seed), FUZZ_RUNS: String(runs) };
if (only === undefined) delete env.FUZZ_ONLY;
else env.FUZZ_ONLY = String(only);
const child = spawn(
  'npx',
  ['--no', 'vitest', 'run', '--project', 'api', 'apps/server/src/security/fuzz.test.ts'],
  { cwd: root, env, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  console.log(`fuzz: seed ${seed}, ${runs} requests: ${code === 0 ? 'passed' : 'FAILED'}`);
  process.exit(code ?? (signal ? 1 : 0));
});
