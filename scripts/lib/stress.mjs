/**
 * `node scripts/test.mjs --stress`: the suites that can flake (the API suites and the browser
 * journeys) again and again while a bounded CPU load keeps the same cores busy, so a timing
 * flake shows in minutes instead of once a day in CI. Prints every test that failed with how
 * often, and exits non-zero when one did. See docs/testing.md ("Finding flaky tests").
 */
import os from 'node:os';
import path from 'node:path';
import { startCpuLoad } from './cpu-load.mjs';
import { runStep } from './run-step.mjs';
import { printTally, tallyFailures } from './test-reports.mjs';

export const STRESS_STEPS = ['build', 'api-pglite', 'api-postgres', 'browser'];

const DEFAULTS = {
  repeat: 5,
  load: os.availableParallelism(),
  duty: 0.5,
  // CI's own count (playwright.config.ts): the burners are the load beside it. A third worker
  // on two cores measured the machine's capacity instead of the tests' timing (decision 015).
  workers: 2,
};

/** The load stops by itself after this long, whatever happens to the run. */
const LOAD_MAX_SECONDS = 3 * 60 * 60;

export function stressUsage() {
  return (
    '       node scripts/test.mjs --stress [--repeat N] [--load N] [--duty 0..0.9] [--workers N]\n' +
    `                                [--only ${STRESS_STEPS.join(',')}] [--grep TEXT] [--spec PATH-PART ...]\n` +
    `       (defaults: --repeat ${DEFAULTS.repeat} --load ${DEFAULTS.load} --duty ${DEFAULTS.duty} --workers ${DEFAULTS.workers}, every step)`
  );
}

/**
 * @param {string[]} argv
 * @param {(message: string) => never} fail
 */
export function parseStressArgs(argv, fail) {
  const options = { ...DEFAULTS, only: null, grep: null, specs: [] };
  const number = (name, value, { min, max, integer = true }) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
      fail(`${name} needs a number from ${min} to ${max}, not "${value ?? ''}".\n${stressUsage()}`);
    }
    return n;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--stress':
        break;
      case '--repeat':
        options.repeat = number(flag, value(), { min: 1, max: 100 });
        break;
      case '--load':
        options.load = number(flag, value(), { min: 0, max: 16 });
        break;
      case '--duty':
        options.duty = number(flag, value(), { min: 0, max: 0.9, integer: false });
        break;
      case '--workers':
        options.workers = number(flag, value(), { min: 1, max: 8 });
        break;
      case '--only':
        options.only = String(value() ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean);
        if (!options.only.length) fail(`--only needs step ids.\n${stressUsage()}`);
        break;
      case '--grep':
        options.grep = value();
        if (!options.grep) fail(`--grep needs a text.\n${stressUsage()}`);
        break;
      case '--spec': {
        const spec = value();
        if (!spec) fail(`--spec needs a part of a test file's path.\n${stressUsage()}`);
        options.specs.push(spec);
        break;
      }
      default:
        fail(`Unknown argument: ${argv[i]}\n${stressUsage()}`);
    }
  }
  return options;
}

/** The runner arguments that narrow a run to --grep and --spec. */
function filterArgs(step, { grep, specs }) {
  const byName = grep ? (step.report === 'playwright' ? ['--grep', grep] : ['-t', grep]) : [];
  return [...byName, ...specs];
}

/**
 * @param {{
 *   steps: { id: string, title: string, command: string, args: string[], report?: string, needsPostgres?: boolean }[],
 *   options: ReturnType<typeof parseStressArgs>,
 *   runDir: string,
 *   root: string,
 *   envFor: (step: object) => Promise<NodeJS.ProcessEnv>,
 *   reportFor: (step: object, dir: string, name?: string) => { args: string[], env: object, outcomes: () => import('./test-reports.mjs').TestOutcome[] | null },
 *   isInterrupted: () => boolean,
 * }} run
 * @returns {Promise<number>} the exit code
 */
export async function runStress({
  steps,
  options,
  runDir,
  root,
  envFor,
  reportFor,
  isInterrupted,
}) {
  const { repeat, load, duty, workers } = options;
  console.log(
    `Stress: ${steps.map((s) => s.id).join(', ')}; ${repeat} repetitions, ` +
      `${load} load process(es) busy ${Math.round(duty * 100)}% of the time, ${workers} browser workers.\n` +
      `Output of every run: ${runDir}`,
  );
  const started = performance.now();

  const build = steps.find((step) => step.id === 'build');
  if (build) {
    const result = await runStep({ ...build, cwd: root, logFile: path.join(runDir, 'build.log') });
    if (!result.ok) {
      console.error(`The build failed (${path.join(runDir, 'build.log')}): nothing to stress.`);
      return 1;
    }
  }

  const cpu =
    load > 0 ? startCpuLoad({ processes: load, duty, maxSeconds: LOAD_MAX_SECONDS }) : null;
  /** @type {{ step: string, outcome: import('./test-reports.mjs').TestOutcome }[]} */
  const entries = [];
  const problems = [];
  try {
    for (const step of steps.filter((s) => s.report)) {
      const env = await envFor(step);
      // A vitest run has no repeat flag: a new process per repetition (fresh databases too).
      // Playwright repeats each journey itself, across the workers.
      const rounds =
        step.report === 'playwright'
          ? [{ name: step.id, extra: [`--repeat-each=${repeat}`, `--workers=${workers}`] }]
          : Array.from({ length: repeat }, (_, i) => ({ name: `${step.id}-${i + 1}`, extra: [] }));
      for (const { name, extra } of rounds) {
        if (isInterrupted()) return 1;
        const report = reportFor(step, runDir, name);
        const logFile = path.join(runDir, `${name}.log`);
        const result = await runStep({
          ...step,
          title: name,
          args: [...step.args, ...report.args, ...extra, ...filterArgs(step, options)],
          env: { ...env, ...report.env },
          cwd: root,
          logFile,
          quiet: true,
        });
        const outcomes = report.outcomes();
        if (!outcomes) {
          problems.push(`${name}: no report (exit ${result.ok ? 0 : 'non-zero'}); see ${logFile}`);
          continue;
        }
        const failed = outcomes.filter((o) => !o.ok).length;
        console.log(`  ${name}: ${outcomes.length - failed} passed, ${failed} failed`);
        if (!result.ok && failed === 0) problems.push(`${name}: the runner failed; see ${logFile}`);
        for (const outcome of outcomes) entries.push({ step: step.id, outcome });
      }
    }
  } finally {
    await cpu?.stop();
  }

  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const failures = tallyFailures(entries);
  console.log(`\nStress finished in ${minutes} min; output in ${runDir}`);
  for (const problem of problems) console.log(`  ${problem}`);
  if (failures.length) {
    console.log('Tests that failed (failures/runs, step, test, distinct errors):');
    printTally(failures);
  } else if (!problems.length) {
    console.log('No test failed.');
  }
  const runs = entries.length;
  const failedRuns = entries.filter((e) => !e.outcome.ok).length;
  console.log(`stress: ${runs - failedRuns} passed, ${failedRuns} failed`);
  return failures.length || problems.length ? 1 : 0;
}
