/**
 * Scale-out (issue 15): a few calls measured through the round-robin proxy
 * (scripts/bench/round-robin-proxy.mjs) to one server, then to two servers on the same
 * database. Both go through the proxy, so its own cost is in both and the ratio is the
 * servers'. On a machine whose cores the servers, PostgreSQL and autocannon share, two servers
 * cannot do twice the work: the figure says what a second server buys here.
 */
import { measure } from './lib/load.mjs';

/** The calls measured: a session check, a cached read, and a read of the database. */
export const SCALE_OUT_CALLS = [
  'login check (x-user-token)',
  'week grid GET /t/tc/book/all/units (MAIN)',
  'week grid, not cached (a new key each request)',
];

/**
 * `deadline` (performance.now() ms): no measurement starts after it (the part's share of the
 * bench's budget); a call not measured both ways has no ratio.
 * @param {{ calls: object[], ctx: object, options: object,
 *   proxyTo: (servers: string[]) => Promise<{ url: string, stop: () => Promise<void> }>,
 *   servers: string[], deadline?: number }} input
 */
export async function measureScaleOut({
  calls,
  ctx,
  options,
  proxyTo,
  servers,
  deadline = Infinity,
}) {
  const chosen = SCALE_OUT_CALLS.map((name) => calls.find((call) => call.name === name)).filter(
    Boolean,
  );
  const rows = [];
  for (const [label, targets] of [
    ['one server', servers.slice(0, 1)],
    ['two servers', servers],
  ]) {
    const proxy = await proxyTo(targets);
    try {
      for (const call of chosen) {
        if (performance.now() > deadline) break;
        const result = await measure(call, ctx, proxy.url, options);
        rows.push({ call: call.name, label, ...result });
      }
    } finally {
      await proxy.stop();
    }
  }
  return chosen.map((call) => {
    const one = rows.find((row) => row.call === call.name && row.label === 'one server');
    const two = rows.find((row) => row.call === call.name && row.label === 'two servers');
    return {
      name: call.name,
      one,
      two,
      ratio: one && two ? two.requestsPerSecond / one.requestsPerSecond : null,
    };
  });
}
