/**
 * The parts of `npm run bench`, in the order they run. Any of them may run alone or together
 * (`--only pay,calls`); what they share (the build, the database, the servers, the seeds) is
 * made once before the first. A part's `weight` is its share of the time left when it starts,
 * against the weights of the chosen parts still to come: a part that finishes early leaves its
 * time to the next, and one that would overrun stops at its share (the calls shorten their
 * measured seconds first, then leave out the calls that do not fit; races and scale-out stop
 * between two of theirs; a pay run still RUNNING fails), so the run finishes within its budget.
 */
export const PARTS = [
  { id: 'pay', title: 'payslip generation', weight: 3 },
  { id: 'plans', title: 'query plans', weight: 0.5 },
  { id: 'calls', title: 'calls under load', weight: 6 },
  { id: 'races', title: 'races on two servers', weight: 2 },
  { id: 'scale', title: 'scale-out through the proxy', weight: 2.5 },
];
export const PART_IDS = PARTS.map((part) => part.id);

/** Seconds kept for the summary, the results file and the cleanup after the last part. */
export const RESERVE_SECONDS = 30;

/**
 * The parts chosen by `--only` (a comma-separated list of ids), or every part.
 * @returns {{ ok: true, parts: Set<string> } | { ok: false, problem: string }}
 */
export function chooseParts(only) {
  if (only === null) return { ok: true, parts: new Set(PART_IDS) };
  const ids = only
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  const unknown = ids.filter((id) => !PART_IDS.includes(id));
  if (unknown.length || ids.length === 0)
    return {
      ok: false,
      problem: `--only takes parts among ${PART_IDS.join(', ')} (got ${only})`,
    };
  return { ok: true, parts: new Set(ids) };
}

/**
 * The deadline (performance.now() ms) of part `id` starting now: its weight's share of what is
 * left of the budget before the reserve, among the chosen parts not yet run (itself included).
 */
export function partDeadline(id, { chosen, done, budgetEndMs, now = performance.now() }) {
  const left = budgetEndMs - RESERVE_SECONDS * 1000 - now;
  const waiting = PARTS.filter((part) => chosen.has(part.id) && !done.has(part.id));
  const total = waiting.reduce((sum, part) => sum + part.weight, 0);
  const weight = PARTS.find((part) => part.id === id)?.weight ?? 0;
  return now + Math.max(0, total > 0 ? (left * weight) / total : left);
}

/**
 * The measured seconds per call that fit `calls` calls (each with its warm-up and about
 * `overheadSeconds` of checks and start-up) before `deadline`: the configured seconds, or
 * fewer down to `minSeconds`; `null` when not even that fits one call.
 */
export function secondsPerCall({
  calls,
  seconds,
  warmupSeconds,
  deadline,
  now = performance.now(),
  overheadSeconds = 1.5,
  minSeconds = 3,
}) {
  if (calls === 0) return seconds;
  const available = (deadline - now) / 1000 / calls - warmupSeconds - overheadSeconds;
  if (available >= seconds) return seconds;
  const shortened = Math.floor(available);
  return shortened >= minSeconds ? shortened : null;
}
