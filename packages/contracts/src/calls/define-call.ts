import type { z } from 'zod';
import type { StaffAction } from '../accounts/permissions.js';
import { dataEnvelope, resultEnvelope } from '../envelope.js';
import { envelopeKeyFor } from '../envelope-keys.js';
import type { CallAddress, CallAnswer, CallAuth } from './call-address.js';

export interface CallDefinition extends CallAddress {
  /** The OpenAPI operation's id, unique across the table. */
  operationId: string;
  /** One line for readers of the document, where the name does not say it all. */
  summary?: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The answer's payload (inside the envelope, or the whole body when `bare`). */
  payload?: z.ZodType;
  answer?: CallAnswer;
  /** Statuses besides 200 that answer the same payload (the health check's 503). */
  alsoAnswers?: readonly number[];
  auth?: CallAuth;
  /** Service calls: the scope the key must hold (spec section 3's READ/WRITE_OPERATE). */
  serviceScope?: 'READ_OPERATE' | 'WRITE_OPERATE';
  /** Staff calls: the action of the permission map (accounts/permissions.ts) they take. */
  action?: StaffAction;
  /**
   * Teacher calls: whether the call acts in the teacher area, so a suspended account or an
   * expired contract is refused (decision 038). Default: writes act, reads (GET) do not.
   */
  teacherActs?: boolean;
  /**
   * A multipart/form-data body (uploads): the file's field and the text fields beside it. The
   * route reads the parts itself; the document shows them as the body.
   */
  multipart?: { fieldName: string; fields?: z.ZodObject };
  /**
   * File answers (`answer: 'file'`): the content types the body may be sent as, so the document
   * says what a client gets and the fuzz (decision 045) can tell a file from a stray answer.
   */
  produces?: readonly string[];
}

type Envelope<C extends CallDefinition> = C extends { payload: infer P extends z.ZodType }
  ? C['answer'] extends 'bare'
    ? P
    : C['answer'] extends 'result'
      ? ReturnType<typeof resultEnvelope<P>>
      : C['answer'] extends 'data'
        ? ReturnType<typeof dataEnvelope<P>>
        : C['path'] extends `/api/${string}`
          ? ReturnType<typeof resultEnvelope<P>>
          : ReturnType<typeof dataEnvelope<P>>
  : undefined;

/** A declared call: its definition, and the schema of the whole answer for the server. */
export type Call<C extends CallDefinition> = C & {
  /** The key the payload travels under, or null when the answer is bare or a file. */
  envelopeKey: 'data' | 'result' | null;
  response: Envelope<C>;
};

/** Any declared call (the table, the server's route helper). */
export type AnyCall = CallDefinition & {
  envelopeKey: 'data' | 'result' | null;
  response: z.ZodType | undefined;
};

/** Calls under `/ops/` must say their action: a staff call without one is a type error. */
type ActionRule<C extends CallDefinition> = C['path'] extends `/ops/${string}`
  ? C['auth'] extends 'public' | 'service'
    ? unknown
    : { action: StaffAction }
  : unknown;

function envelopeKeyOf(definition: CallDefinition): 'data' | 'result' | null {
  const { answer } = definition;
  if (answer === 'bare' || answer === 'file') return null;
  return answer ?? envelopeKeyFor(definition.path);
}

/** A file answer must say its content types (`produces`): the document shows them. */
type FileRule<C extends CallDefinition> = C['answer'] extends 'file'
  ? { produces: readonly string[] }
  : unknown;

/**
 * Declares one call of the wire API, once: the server mounts its route from it and the web's
 * hooks make it (decision 030). Nothing else names the path, the method or the schemas.
 */
export function defineCall<const C extends CallDefinition>(
  definition: C & ActionRule<C> & FileRule<C>,
): Call<C> {
  const envelopeKey = envelopeKeyOf(definition);
  const { payload } = definition;
  let response: z.ZodType | undefined;
  if (payload && definition.answer !== 'file') {
    if (envelopeKey === 'result') response = resultEnvelope(payload);
    else if (envelopeKey === 'data') response = dataEnvelope(payload);
    else response = payload;
  }
  return { ...definition, envelopeKey, response } as Call<C>;
}
