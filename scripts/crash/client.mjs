/**
 * The storm's calls and what became of each: `accepted` (a 2xx with code OK: the server says
 * it is stored), `refused` (any other answer: the server says it is not), `unknown` (no answer:
 * the connection failed or was cut, so it may or may not be stored).
 */
const CALL_TIMEOUT_MS = 30_000;

let addresses = 0;
/** A client address not used before in this run, sent as x-forwarded-for (TRUST_PROXY=1). */
function nextIp() {
  addresses = (addresses % 0xfffffe) + 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/**
 * @param {string} baseUrl
 * @param {{ method?: string, path: string, headers?: Record<string, string>, body?: unknown,
 *   timeoutMs?: number }} request
 */
export async function call(baseUrl, { method = 'POST', path, headers = {}, body, timeoutMs }) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'x-forwarded-for': nextIp(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs ?? CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not an envelope: recorded by its status.
    }
    const ok = response.status >= 200 && response.status < 300 && json?.code === 'OK';
    return {
      outcome: ok ? 'accepted' : 'refused',
      status: response.status,
      code: json?.code ?? String(response.status),
      data: json?.data ?? json?.result,
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      outcome: 'unknown',
      status: 0,
      code: error.cause?.code ?? error.name ?? 'ERROR',
      ms: performance.now() - started,
    };
  }
}

/** Outcomes per kind of call, and the accepted ones' details for the look-up afterwards. */
export function createLedger() {
  /** kind -> { accepted, refused, unknown, codes: { code: n } } */
  const counts = {};
  /** kind -> [details of each accepted call] */
  const accepted = {};
  return {
    counts,
    accepted,
    record(kind, result, details) {
      const entry = (counts[kind] ??= { accepted: 0, refused: 0, unknown: 0, codes: {} });
      entry[result.outcome] += 1;
      if (result.outcome !== 'accepted')
        entry.codes[result.code] = (entry.codes[result.code] ?? 0) + 1;
      else if (details) (accepted[kind] ??= []).push(details);
    },
  };
}
