import {
  addBeijingMonths,
  beijingMonthOf,
  payMonthLabel,
  payslipListRequest,
} from '@portal/contracts';
import { TABLE_PAGE_SIZE, toPageSize, type PageSize } from '../../../lib/pagination';
import { queryField } from '../../../lib/query-field';

/** The list's month filter and page, kept in the address (Back and links restore them). */
export interface ListState {
  /** A Beijing month's first instant, or null for every month. */
  month: number | null;
  page: number;
  pageSize: PageSize;
}

/** What the list call receives (contracts' payslipListRequest); a blank month left out. */
export interface ListQuery {
  monthStartTime?: number;
  pageIndex: number;
  pageSize: PageSize;
}

const QUERY = payslipListRequest.shape;

/**
 * The state from the address, read with the list call's request schema; anything it refuses
 * falls back to its default. The call takes any size up to 200; the table offers its three.
 */
export function readListState(params: URLSearchParams): ListState {
  const month = queryField(QUERY.monthStartTime, params.get('month'));
  return {
    // Any instant of a month names that month (the server wants its exact start); 0 names none.
    month: month ? beijingMonthOf(month).start : null,
    page: queryField(QUERY.pageIndex, params.get('page')) ?? 1,
    pageSize: toPageSize(params.get('size')),
  };
}

/** The address of a state: defaults left out, so the plain list has a plain address. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.month !== null) params.set('month', String(state.month));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== TABLE_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

export function toListQuery(state: ListState): ListQuery {
  return {
    ...(state.month !== null ? { monthStartTime: state.month } : {}),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}

export interface MonthOption {
  /** The Beijing month's first instant. */
  start: number;
  /** `YYYY/MM` */
  label: string;
}

/**
 * The month filter's options: the Beijing month before `now`'s (the newest that can have a
 * payslip) and the `count - 1` before it, newest first.
 */
export function payMonthOptions(now: number, count = 12): MonthOption[] {
  const last = addBeijingMonths(beijingMonthOf(now).start, -1);
  return Array.from({ length: count }, (_, back) => {
    const start = addBeijingMonths(last, -back);
    return { start, label: payMonthLabel(start) };
  });
}
