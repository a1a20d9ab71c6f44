import os from 'node:os';
import { PARTS } from './parts.mjs';
import { number, seconds, table } from './format.mjs';

/** 0.0712 -> "0.071", 0.000912 -> "0.00091", 1 -> "1.00" */
export const ratio = (value) =>
  value === null || value === undefined
    ? '-'
    : value >= 1
      ? value.toFixed(2)
      : value.toPrecision(2);

/**
 * Each measured call's ratio to the baseline of the same run, and whether it met its aim
 * (`call.aimWanted`, copied from scripts/bench/calls.mjs when it was measured).
 */
export function judgeCalls(calls) {
  const baseline = calls.find((call) => call.target === 'baseline' && call.ok);
  for (const call of calls) {
    call.ratioToBaseline =
      baseline && call.ok ? call.requestsPerSecond / baseline.requestsPerSecond : null;
    if (call.aimWanted && call.ok) {
      call.aim = {
        ...call.aimWanted,
        met: (call.ratioToBaseline ?? 0) >= call.aimWanted.ratio && call.p99 <= call.aimWanted.p99,
      };
    }
  }
}

/** One line per part: how long it took, or why it did not run or was cut short. */
function partLines(report) {
  return PARTS.map((part) => {
    const state = report.parts?.[part.id];
    if (!state) return `part ${part.id.padEnd(6)} not run`;
    const took = state.seconds === undefined ? '' : ` in ${state.seconds.toFixed(1)} s`;
    const share =
      state.shareSeconds === undefined ? '' : ` (its share ${state.shareSeconds.toFixed(0)} s)`;
    const note = state.note ? `: ${state.note}` : '';
    return `part ${part.id.padEnd(6)} ${state.status}${took}${share}${note}`;
  });
}

/**
 * The run's summary: every call measured so far with its ratio to the baseline, the aims,
 * the pay generation, plans, races, scale-out and bundle, and each part's state (also when
 * the budget or a signal stopped the run: what was not measured says so).
 */
export function printSummary(report, { log = console.log } = {}) {
  const calls = report.calls ?? [];
  judgeCalls(calls);
  const where = report.database
    ? `PostgreSQL ${report.database.serverVersion} ${report.database.throwaway ? 'throwaway cluster' : 'scratch database on BENCH_DATABASE_URL'}`
    : 'no database yet';
  log(
    `\n=== Results${report.stopped ? ` (STOPPED: ${report.stopped})` : ''} (${where}, ${report.options.users.toLocaleString('en-US')} seeded accounts, ${report.options.connections} connections x ${report.options.seconds} s, ${os.cpus().length} cores shared with autocannon) ===`,
  );
  if (calls.length)
    log(
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
        calls.map((call) =>
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
            : [call.name, call.skipped ? 'NOT RUN' : 'FAILED', '', '', '', '', ''],
        ),
      ),
    );
  else log('No call was measured.');
  if (report.argon2)
    log(
      `sign-in's password hashing alone: ${report.argon2.msPerHash.toFixed(1)} ms per argon2id hash, ${report.argon2.parallelHashesPerSecond.toFixed(0)} hashes/s at most on this machine.`,
    );
  for (const call of calls.filter((c) => c.aim))
    log(
      `aim  ${call.aim.met ? 'met  ' : 'SHORT'}  ${call.name}: ${ratio(call.ratioToBaseline)} of the baseline (aim ${call.aim.ratio}), p99 ${call.p99} ms (aim ${call.aim.p99})`,
    );
  const pay = report.payGeneration;
  if (pay)
    log(
      `pay  ${pay.ok ? 'ok  ' : 'FAIL'}  generation of ${pay.teachers.toLocaleString('en-US')} teachers x ${pay.classesPerTeacher} classes: ${pay.first.seconds.toFixed(1)} s (aim ${pay.limitSeconds} s); ${pay.repeat.teachers} teachers' month twice: ${pay.repeat.first.seconds.toFixed(1)} s, ${pay.repeat.second.seconds.toFixed(1)} s, identical: ${pay.identical ? 'yes' : 'no'}`,
    );
  for (const plan of report.plans ?? [])
    log(`plan ${plan.ok ? (plan.hot ? 'ok  ' : 'info') : 'FAIL'}  ${plan.name}: ${plan.summary}`);
  for (const race of report.races ?? [])
    log(`race ${race.ok ? 'ok  ' : 'FAIL'}  ${race.name}: settled in ${seconds(race.settleMs)}`);
  for (const name of report.racesNotRun ?? []) log(`race NOT RUN  ${name}`);
  for (const row of (report.scaleOut ?? []).filter((r) => r.one && r.two))
    log(`scale  two servers behind the proxy: x${ratio(row.ratio)} of one server  ${row.name}`);
  for (const check of report.bundle?.checks ?? [])
    log(`bundle ${check.ok ? 'ok  ' : 'OVER'}  ${check.label}`);
  for (const line of partLines(report)) log(line);
  if (report.loadAtStart && report.loadAtEnd)
    log(
      `Machine load average (1 min): ${report.loadAtStart.loadAverage1m} at start, ${report.loadAtEnd.loadAverage1m} at the end, on ${report.loadAtEnd.cpus} cores (the bench's own processes count in it).`,
    );
  log(
    'Read the ratios to the baseline within this run; never compare absolute numbers across runs or machines.',
  );
}
