import {
  isTablePageSize,
  TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZE_OPTIONS,
  type TablePageSize,
} from '@portal/contracts';
import { i18n } from './i18n';

/** The contracts' one paging declaration (decision 075): the picker's options and default. */
export { TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS };
export type PageSize = TablePageSize;
export const isPageSize = isTablePageSize;

/** A page-size choice from a select's string value; anything else gives the default 50. */
export function toPageSize(value: string | null | undefined): PageSize {
  const n = Number(value);
  return isPageSize(n) ? n : TABLE_PAGE_SIZE;
}

/** Number of pages for `total` records, at least 1 so the pager always has a page. */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** Keeps a 1-based page inside 1..pageCount (after a page-size change or a shrinking list). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total, pageSize));
}

/** "{n} records in total" (spec section 2), from the catalogue. */
export function totalRecordsText(n: number): string {
  return i18n.t('table.totalRecords', { n });
}
