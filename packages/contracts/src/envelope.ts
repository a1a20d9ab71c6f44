import { z } from 'zod';

/** The success code of the main API (known-api.md). */
export const OK_CODE = 'OK';

/**
 * Calls under `/t/...` answer `{ code, msg, data }`; calls under `/api/...` answer
 * `{ code, msg, result }` (spec section 7, Group B). Failures use the same key, set to null
 * unless the code carries details (a field map for validation, the request id for SERVER_ERR).
 */
export type EnvelopeKey = 'data' | 'result';

export function envelopeKeyFor(url: string): EnvelopeKey {
  return url.startsWith('/api/') ? 'result' : 'data';
}

/** `{ code, msg, data }` around a payload schema. */
export function dataEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({ code: z.string(), msg: z.string(), data: payload });
}

/** `{ code, msg, result }` around a payload schema. */
export function resultEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({ code: z.string(), msg: z.string(), result: payload });
}

/** Details that a failure may carry in its payload key. */
export const errorDetailsSchema = z
  .object({
    /** Field name (dotted for nested fields) to the field's message. */
    fields: z.record(z.string(), z.string()).optional(),
    /** The request id to quote to support (SERVER_ERR). */
    requestId: z.string().optional(),
  })
  .nullable();
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

export const errorDataEnvelope = dataEnvelope(errorDetailsSchema);
export const errorResultEnvelope = resultEnvelope(errorDetailsSchema);

export interface Envelope<T> {
  code: string;
  msg: string;
  data?: T;
  result?: T;
}
