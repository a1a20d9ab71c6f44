import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A contracts schema as the form's resolver: one rule for browser and server. The
 * schemas read loose wire input (`unknown` per field: nulls, numbers, comma lists), so any
 * form value type fits their input; the form holds its own typed view of it, `V`, and gets
 * the schema's output on submit. The one cast here only names that view.
 */
export function schemaResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
): Resolver<V, unknown, z.output<S>> {
  return zodResolver(schema as z.ZodType<z.output<S>, FieldValues>) as unknown as Resolver<
    V,
    unknown,
    z.output<S>
  >;
}
