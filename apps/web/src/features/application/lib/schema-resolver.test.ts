import { basicInfoStep } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from './schema-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaResolver', () => {
  it('gives the schema’s output on success', async () => {
    const schema = z.object({ name: z.string().trim(), age: z.coerce.number() });
    const resolver = schemaResolver<{ name: string; age: string }, typeof schema>(schema);
    await expect(resolver({ name: ' Ada ', age: '36' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada', age: 36 },
      errors: {},
    });
  });

  it('gives the contract’s messages by field on failure', async () => {
    const resolver = schemaResolver<Record<string, string>, typeof basicInfoStep>(basicInfoStep);
    const result = await resolver({ firstName: '' }, undefined, options);
    expect(result.values).toEqual({});
    const expected = basicInfoStep
      .safeParse({ firstName: '' })
      .error?.issues.find((issue) => issue.path[0] === 'firstName');
    expect(result.errors.firstName?.message).toBe(expected?.message);
  });
});
