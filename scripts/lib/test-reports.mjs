/**
 * Reads the machine reports the test runners write (Vitest's and Playwright's JSON reporters)
 * into one shape, so `npm test` can name the failed tests and the stress mode can count how
 * often each one failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ id: string, ok: boolean, error?: string }} TestOutcome
 *   `id` names the test the same way in every repetition: `file › title › ...`.
 */

const FAILED_PLAYWRIGHT = new Set(['failed', 'timedOut', 'interrupted']);

/** The first lines of an error message, without colour codes, for a one-line summary. */
export function firstLines(message, lines = 2) {
  return (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, lines)
      .join(' | ')
      .slice(0, 300)
  );
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Every test of a Vitest JSON report. A file that failed outside its tests (a hook, an
 * import) is one outcome named `file › (file)`.
 * @param {string} file the report
 * @param {string} root paths are shown relative to it
 * @returns {TestOutcome[] | null} null when there is no readable report
 */
export function vitestOutcomes(file, root) {
  const report = readJson(file);
  if (!report) return null;
  /** @type {TestOutcome[]} */
  const outcomes = [];
  for (const result of report.testResults ?? []) {
    const name = path.relative(root, result.name);
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'skipped' || test.status === 'pending' || test.status === 'todo')
        continue;
      const ok = test.status === 'passed';
      outcomes.push({
        id: `${name} › ${test.fullName ?? test.title}`,
        ok,
        ...(ok ? {} : { error: firstLines(test.failureMessages?.join('\n')) }),
      });
    }
    if (
      result.status === 'failed' &&
      !(result.assertionResults ?? []).some((t) => t.status === 'failed')
    ) {
      outcomes.push({ id: `${name} › (file)`, ok: false, error: firstLines(result.message) });
    }
  }
  return outcomes;
}

/**
 * Every run of every test of a Playwright JSON report (with --repeat-each, one outcome per
 * repetition, all under the same id).
 * @param {string} file the report
 * @returns {TestOutcome[] | null} null when there is no readable report
 */
export function playwrightOutcomes(file) {
  const report = readJson(file);
  if (!report) return null;
  /** @type {TestOutcome[]} */
  const outcomes = [];
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const id = [...here, spec.title].join(' › ');
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          if (result.status === 'skipped') continue;
          const ok = !FAILED_PLAYWRIGHT.has(result.status);
          outcomes.push({
            id,
            ok,
            ...(ok ? {} : { error: `${result.status}: ${firstLines(result.error?.message)}` }),
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) {
    outcomes.push({ id: '(outside any test)', ok: false, error: firstLines(error.message) });
  }
  return outcomes;
}

/**
 * The spec files that took longest, summed over their tests (the browser step's budget is
 * read from this: which journeys to make cheaper first).
 * @param {string} file Playwright's JSON report
 * @param {number} count
 * @returns {{ file: string, seconds: number, tests: number }[]}
 */
export function slowestSpecFiles(file, count) {
  const report = readJson(file);
  if (!report) return [];
  const byFile = new Map();
  const walk = (suite, specFile) => {
    const here = suite.file ?? specFile;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const row = byFile.get(here) ?? { file: here, seconds: 0, tests: 0 };
          row.seconds += (result.duration ?? 0) / 1000;
          row.tests += 1;
          byFile.set(here, row);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, undefined);
  return [...byFile.values()].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/**
 * Counts runs and failures per test over many outcomes (of one or more reports).
 * @param {Iterable<{ step: string, outcome: TestOutcome }>} entries
 * @returns {{ step: string, id: string, runs: number, failed: number, errors: string[] }[]}
 *   the failed ones only, most failures first
 */
export function tallyFailures(entries) {
  const byTest = new Map();
  for (const { step, outcome } of entries) {
    const key = `${step}\u0000${outcome.id}`;
    const row = byTest.get(key) ?? { step, id: outcome.id, runs: 0, failed: 0, errors: [] };
    row.runs += 1;
    if (!outcome.ok) {
      row.failed += 1;
      if (outcome.error && !row.errors.includes(outcome.error)) row.errors.push(outcome.error);
    }
    byTest.set(key, row);
  }
  return [...byTest.values()]
    .filter((row) => row.failed > 0)
    .sort((a, b) => b.failed - a.failed || a.id.localeCompare(b.id));
}

/** Prints the tally: how often each failed test failed, with its distinct errors. */
export function printTally(rows) {
  for (const row of rows) {
    console.log(`  ${`${row.failed}/${row.runs}`.padStart(7)}  ${row.step}  ${row.id}`);
    for (const error of row.errors.slice(0, 3)) console.log(`           ${error}`);
  }
}
