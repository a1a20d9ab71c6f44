/*
 * The envelope's words, without zod: the web client's first load reads them (the landing
 * page's calls), and zod stays out of that load (bench/budget.json).
 */

/** The success code of the main API (known-api.md). */
export const OK_CODE = 'OK';

/** Success is the text OK (main API) or 0 (older API), spec section 7. */
export const SUCCESS_CODES: readonly string[] = [OK_CODE, '0'];

/**
 * Calls under `/t/...` answer `{ code, msg, data }`; calls under `/api/...` answer
 * `{ code, msg, result }` (spec section 7, Group B). Failures use the same key, set to null
 * unless the code carries details (a field map for validation, the request id for SERVER_ERR).
 */
export type EnvelopeKey = 'data' | 'result';

export function envelopeKeyFor(path: string): EnvelopeKey {
  return path.startsWith('/api/') ? 'result' : 'data';
}
