import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchemaNode = { [key: string]: unknown };

/**
 * The answer of a hot read, serialised by a function compiled once from its call's schema
 * (fast-json-stringify over the schema's JSON Schema) instead of a zod check per request: the
 * week grid answers 88 units a call (decision 039). Only what the schema names is written.
 * A route's `serializerCompiler`; its schema is the call's zod answer.
 */
export function compiledAnswer({ schema }: { schema: unknown }): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output' });
  return fastJson(lenientNullableObjects(jsonSchema) as Parameters<typeof fastJson>[0]);
}

/**
 * fast-json-stringify picks an `anyOf` member by validating the data against it, so a
 * strict object (additionalProperties false) refuses a row with one column more and the
 * answer fails with a 500. A nullable object has one object member, nothing to choose
 * between: it is made lenient, and still only its named keys are written. Unions of
 * several objects stay strict, so the member the data fits whole is the one written.
 */
function lenientNullableObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(lenientNullableObjects);
  if (!node || typeof node !== 'object') return node;
  const copy: JsonSchemaNode = {};
  for (const [key, value] of Object.entries(node)) copy[key] = lenientNullableObjects(value);
  const members = copy.anyOf;
  if (Array.isArray(members)) {
    const objects = members.filter((member: JsonSchemaNode) => member.type === 'object');
    if (objects.length === 1) delete objects[0].additionalProperties;
  }
  return copy;
}
