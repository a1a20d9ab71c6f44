import autocannon from 'autocannon';

/** The autocannon run in flight, so that a signal can stop it. */
let current = null;

export function stopLoad() {
  current?.stop();
}

/** The request list autocannon cycles through for one call. */
function requestsFor(call, ctx) {
  const paths = call.paths ? call.paths(ctx) : [call.path];
  if (!paths.length) throw new Error(`${call.name}: no paths to request`);
  const perRequest = call.request ? call.request(ctx) : null;
  return paths.map((path) => ({
    method: call.method,
    path,
    headers: { ...call.headers },
    ...(perRequest
      ? {
          setupRequest: (request) => {
            const extra = perRequest();
            return {
              ...request,
              headers: { ...request.headers, ...extra.headers },
              ...(extra.body !== undefined ? { body: extra.body } : {}),
            };
          },
        }
      : {}),
  }));
}

/** One request of the call, outside the load, to check that it answers what it should. */
export async function preflight(call, ctx, baseUrl) {
  const [first] = requestsFor(call, ctx);
  let request = { ...first, headers: { ...first.headers } };
  if (first.setupRequest) request = first.setupRequest(request);
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(15_000),
  });
  const body = await response.text();
  return {
    ok: response.status === call.expect,
    status: response.status,
    encoding: response.headers.get('content-encoding'),
    body: body.slice(0, 300),
  };
}

function runOnce(options) {
  return new Promise((resolve, reject) => {
    current = autocannon(options, (error, result) => {
      current = null;
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/**
 * A warm-up run (not recorded), then the measured run.
 * @returns {Promise<{ requestsPerSecond: number, p50: number, p99: number, non2xx: number,
 *   errors: number, timeouts: number, total: number, statusCodes: Record<string, number> }>}
 */
export async function measure(call, ctx, baseUrl, { connections, seconds, warmupSeconds }) {
  const base = {
    url: baseUrl,
    connections,
    pipelining: 1,
    timeout: 10,
    requests: requestsFor(call, ctx),
  };
  if (warmupSeconds > 0) await runOnce({ ...base, duration: warmupSeconds });
  const result = await runOnce({ ...base, requests: requestsFor(call, ctx), duration: seconds });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
  );
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
    statusCodes,
  };
}
