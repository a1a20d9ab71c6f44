import { z } from 'zod';

export { OK_CODE, SUCCESS_CODES, envelopeKeyFor, type EnvelopeKey } from './envelope-keys.js';

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
