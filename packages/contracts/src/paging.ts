import { z } from 'zod';
import { PAGE_INDEX_MAX } from './constants.js';
import { optionalText, wireInt } from './wire.js';

/**
 * The one declaration of list paging (spec section 2: "Tables default to page size 50 with
 * options 50, 100, 200"; section 9; decision 075). The server's defaults, the calls' bounds and
 * the web's page-size picker (`DataTable`) all read these; a list the spec sizes otherwise
 * names its own size below, within the same bounds.
 */
export const TABLE_PAGE_SIZE = 50;
export const TABLE_PAGE_SIZE_OPTIONS = [50, 100, 200] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZE_OPTIONS)[number];
/** The largest page any list call serves: the largest option. */
export const PAGE_SIZE_MAX = Math.max(...TABLE_PAGE_SIZE_OPTIONS);
/** Section 9's "data-loading default page 1, page size 10": lists loaded a screenful at a time. */
export const DATA_PAGE_SIZE = 10;

/** A 1-based page number, 1 when not sent. */
export const pageIndexField = wireInt.pipe(z.number().int().min(1).max(PAGE_INDEX_MAX)).default(1);

/**
 * A teacher call's page size as the original clients send it: any size up to the largest
 * option, `size` (the table default unless the spec names another) when not sent.
 */
export function pageSizeField(size: number = TABLE_PAGE_SIZE) {
  return wireInt.pipe(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(size);
}

/** A staff list's page size: one of the picker's options, or not sent (the list's default). */
export const tablePageSizeQuery = optionalText(wireInt.pipe(z.literal(TABLE_PAGE_SIZE_OPTIONS)));

/** Whether `value` is one of the picker's options. */
export function isTablePageSize(value: number): value is TablePageSize {
  return (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(value);
}
