import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ERROR_CATALOGUE, OK_CODE } from '@portal/contracts';
import type { DocumentedRoute } from './openapi-routes.js';

/** What the fuzz needs of an answer (light-my-request's response has more). */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

/**
 * The answer as the client reads it: the fuzz asks for gzip and brotli too, and a compressed
 * answer's bytes are not its body. Throws when the bytes do not decode (a failure too).
 */
export function decodedAnswer(answer: Answer & { rawPayload: Buffer }): Answer {
  const encoding = String(answer.headers['content-encoding'] ?? 'identity');
  const decode = DECODERS[encoding];
  if (encoding === 'identity') return answer;
  if (!decode) throw new Error(`unknown content-encoding ${encoding}`);
  return { ...answer, body: decode(answer.rawPayload).toString('utf8') };
}

const mediaType = (answer: Answer) =>
  String(answer.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** `{ code, msg }` with a catalogue code (or OK on success) and a message to show. */
function envelopeProblem(body: string, success: boolean): string | null {
  const value = parsed(body) as { code?: unknown; msg?: unknown } | undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'not a JSON object';
  if (typeof value.msg !== 'string' || value.msg === '') return 'no msg';
  if (success) return value.code === OK_CODE ? null : `success with code ${String(value.code)}`;
  if (typeof value.code !== 'string' || !(value.code in ERROR_CATALOGUE))
    return `code ${String(value.code)} is not in the catalogue`;
  if (value.code === OK_CODE) return 'a refusal with code OK';
  return null;
}

/**
 * Why an answer is a failure of the fuzz, or null when it is fine (decision 045): no 5xx;
 * every refusal is the JSON envelope with a catalogue code; a success is the envelope, the
 * bare JSON its route documents, or a file of a content type its route documents.
 */
export function fuzzVerdict(route: DocumentedRoute, answer: Answer): string | null {
  const type = mediaType(answer);
  if (answer.statusCode >= 500) return `server error ${answer.statusCode}`;
  if (answer.statusCode < 200 || answer.statusCode >= 300) {
    if (type !== 'application/json') return `refusal as ${type || 'no content type'}`;
    return envelopeProblem(answer.body, false);
  }
  if (type === 'application/json') {
    if (!route.produces.includes(type)) return 'JSON from a route that documents a file';
    if (!route.answersEnvelope) return parsed(answer.body) === undefined ? 'invalid JSON' : null;
    return envelopeProblem(answer.body, true);
  }
  if (!route.produces.includes(type))
    return `${type || 'no content type'} is not documented (${route.produces.join(', ')})`;
  return null;
}
