const RACE_TIMEOUT_MS = 60_000;

/** The `code` of a JSON envelope, or undefined. */
function envelopeCode(text) {
  try {
    const code = JSON.parse(text)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends every request of the race at once, request i to server i % servers.length, waits for
 * all answers (each bounded by RACE_TIMEOUT_MS), then lets the race verify its rule.
 * @param {{ name: string, parallel: number, prepare?: Function, request: Function, verify: Function }} race
 * @param {{ client: import('pg').Client, ctx: object, servers: string[] }} options
 */
export async function runRace(race, { client, ctx, servers }) {
  const state = race.prepare ? await race.prepare({ client, ctx }) : {};
  const requests = Array.from({ length: race.parallel }, (_, i) => race.request(i, state, ctx));
  const started = performance.now();
  const answers = await Promise.all(
    requests.map(async (request, i) => {
      try {
        const response = await fetch(`${servers[i % servers.length]}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(RACE_TIMEOUT_MS),
        });
        const text = await response.text();
        return { status: response.status, code: envelopeCode(text), at: performance.now() };
      } catch (error) {
        return { status: 0, error: error.cause?.code ?? error.message, at: performance.now() };
      }
    }),
  );
  const settleMs = Math.max(...answers.map((answer) => answer.at)) - started;
  const statuses = {};
  for (const { status } of answers) if (status) statuses[status] = (statuses[status] ?? 0) + 1;
  /** The envelope's `code` of the non-200 answers -> count (BIZ_TEACHER_..., or the status). */
  const codes = {};
  for (const { status, code } of answers)
    if (status && status !== 200) codes[code ?? status] = (codes[code ?? status] ?? 0) + 1;
  const serverErrors = answers.filter((answer) => answer.status >= 500).length;
  const networkErrors = answers.filter((answer) => answer.status === 0);
  const checks = [
    { label: `5xx answers: ${serverErrors} (want 0)`, ok: serverErrors === 0 },
    {
      label: `network errors: ${networkErrors.length} (want 0)${networkErrors.length ? ` e.g. ${networkErrors[0].error}` : ''}`,
      ok: networkErrors.length === 0,
    },
    ...(await race.verify({ client, state, ctx, statuses, codes })),
  ];
  return {
    name: race.name,
    parallel: race.parallel,
    servers: servers.length,
    settleMs,
    statuses,
    codes,
    checks,
    ok: checks.every((check) => check.ok),
  };
}
