import { PAGE_INDEX_MAX, wireInt } from '@portal/contracts';
import type { z } from 'zod';

/**
 * One field of a list's address, read with the contracts' schema for that field of the list
 * call's query (the bounds the server applies): its value when the schema takes it, else
 * undefined, so each field falls back to its default alone and a hand-edited address never
 * breaks the list.
 */
export function queryField<T extends z.ZodType>(
  field: T,
  raw: string | null,
): z.output<T> | undefined {
  const parsed = field.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The page from the address, read with the call's `pageIndex`: a whole number past the last
 * page the server serves reads as that page, anything else the schema refuses as page 1.
 */
export function queryPage(field: z.ZodType<number | undefined>, raw: string | null): number {
  const page = queryField(field, raw);
  if (page !== undefined) return page;
  const whole = wireInt.safeParse(raw);
  return whole.success && whole.data > PAGE_INDEX_MAX ? PAGE_INDEX_MAX : 1;
}
