import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_CALLS } from './calls/all-calls.js';
import {
  DATA_PAGE_SIZE,
  isTablePageSize,
  PAGE_SIZE_MAX,
  pageSizeField,
  TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZE_OPTIONS,
  tablePageSizeQuery,
} from './paging.js';

/** Calls whose lists the spec sizes otherwise (section 9's data-loading size). */
const OTHER_SIZES: Readonly<Record<string, number>> = { getPeakCoinLog: DATA_PAGE_SIZE };

/** The `pageSize` field of a call's query or body, when it has one. */
function pageSizeOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape?.pageSize;
}

describe('list paging (spec section 2, decision 075)', () => {
  it('is 50 by default, with the options 50, 100 and 200', () => {
    expect(TABLE_PAGE_SIZE).toBe(50);
    expect(TABLE_PAGE_SIZE_OPTIONS).toEqual([50, 100, 200]);
    expect(PAGE_SIZE_MAX).toBe(200);
    expect(isTablePageSize(100)).toBe(true);
    expect(isTablePageSize(75)).toBe(false);
  });

  it('takes a teacher call size up to the largest option, the default when not sent', () => {
    expect(pageSizeField().parse(undefined)).toBe(50);
    expect(pageSizeField(10).parse(undefined)).toBe(10);
    expect(pageSizeField().parse('200')).toBe(200);
    expect(pageSizeField().safeParse(201).success).toBe(false);
    expect(pageSizeField().safeParse(0).success).toBe(false);
  });

  it("takes a staff list's size only among the options; empty is the list's default", () => {
    expect(tablePageSizeQuery.parse('100')).toBe(100);
    expect(tablePageSizeQuery.parse('')).toBeUndefined();
    expect(tablePageSizeQuery.safeParse('75').success).toBe(false);
  });

  it('gives every paged call of the table the default size, unless the spec names another', () => {
    const paged = ALL_CALLS.flatMap((call) => {
      const field = pageSizeOf(call.query) ?? pageSizeOf(call.body);
      return field ? [{ id: call.operationId, field }] : [];
    });
    expect(paged.length).toBeGreaterThanOrEqual(10);
    for (const { id, field } of paged) {
      const size: unknown = field.parse(undefined);
      // Staff lists leave it unset: their server default is TABLE_PAGE_SIZE or a named size.
      if (size === undefined) continue;
      expect({ id, size }).toEqual({ id, size: OTHER_SIZES[id] ?? TABLE_PAGE_SIZE });
      expect(field.safeParse(PAGE_SIZE_MAX).success).toBe(true);
      expect(field.safeParse(PAGE_SIZE_MAX + 1).success).toBe(false);
    }
  });
});
