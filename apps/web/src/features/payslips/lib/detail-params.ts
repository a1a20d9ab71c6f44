import { payslipIdRequest, payslipItemPageRequest } from '@portal/contracts';
import { TABLE_PAGE_SIZE, toPageSize, type PageSize } from '../../../lib/pagination';
import { queryField } from '../../../lib/query-field';
import { isOtherPayItem, LINE_LISTS, type LineList, type OtherPayItem } from './line-lists';

/** The click-through list open on a payslip, kept in the address (Back restores it). */
export interface DetailState {
  list: LineList;
  /** The other item listed; null until one is chosen (the first of the payslip's then). */
  item: OtherPayItem | null;
  page: number;
  pageSize: PageSize;
}

const LISTS: readonly string[] = LINE_LISTS;
/** The line lists' call (contracts' payslipItemPageRequest): its item and page bounds. */
const QUERY = payslipItemPageRequest.shape;

/**
 * The state from the address, its item and page read with the line lists' request schema;
 * anything unknown falls back to the main classes, page 1.
 */
export function readDetailState(params: URLSearchParams): DetailState {
  const list = params.get('list') ?? '';
  const item = queryField(QUERY.payItem, params.get('item'));
  return {
    list: LISTS.includes(list) ? (list as LineList) : 'classes',
    item: item !== undefined && isOtherPayItem(item) ? item : null,
    page: queryField(QUERY.pageIndex, params.get('page')) ?? 1,
    pageSize: toPageSize(params.get('size')),
  };
}

/** The address of a state: defaults left out; the item only with the other-items list. */
export function writeDetailState(state: DetailState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.list !== 'classes') params.set('list', state.list);
  if (state.list === 'other' && state.item) params.set('item', state.item);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== TABLE_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

/** The payslip's id from the route; null for anything that is not one. */
export function payslipIdOf(param: string | undefined): number | null {
  return queryField(payslipIdRequest.shape.payslipId, param ?? null) ?? null;
}

/** Rows `page` of `pageSize` (1-based) from an answer that came whole. */
export function slicePage<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const from = (Math.max(1, page) - 1) * pageSize;
  return rows.slice(from, from + pageSize);
}
