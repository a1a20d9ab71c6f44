/**
 * What waitForHttp watches while it polls: a process that may exit first, and its output.
 * @typedef {{ name: string, logFile?: string, exitInfo(): { code: number | null, signal: string | null } | null, logTail(): string }} WatchedProcess
 */

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers `status` (bounded by time and count); fails early when the
 * process behind it exits.
 * @param {string} url
 * @param {{ process?: WatchedProcess, timeoutMs?: number, status?: number }} [options]
 */
export async function waitForHttp(url, { process: proc, timeoutMs = 60_000, status = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (let attempt = 0; attempt < 1_000 && Date.now() < deadline; attempt += 1) {
    const info = proc?.exitInfo();
    if (info) {
      throw new Error(
        `${proc.name} exited (code ${info.code}, signal ${info.signal}) before answering ${url}.\n--- ${proc.logFile ?? proc.name} ---\n${proc.logTail()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === status) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(Math.min(100 + attempt * 20, 500));
  }
  const tail = proc ? `\n--- ${proc.logFile ?? proc.name} ---\n${proc.logTail()}` : '';
  throw new Error(`${url} did not answer ${status} within ${timeoutMs / 1000} s (${last}).${tail}`);
}
