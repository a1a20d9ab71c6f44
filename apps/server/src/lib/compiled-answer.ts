import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * The answer of a hot read, serialised by a function compiled once from its call's schema
 * (fast-json-stringify over the schema's JSON Schema) instead of a zod check per request: the
 * week grid answers 88 units a call (decision 039). Only what the schema names is written.
 * A route's `serializerCompiler`; its schema is the call's zod answer.
 */
export function compiledAnswer({ schema }: { schema: unknown }): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
