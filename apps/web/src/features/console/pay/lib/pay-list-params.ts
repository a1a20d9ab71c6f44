import {
  addBeijingMonths,
  beijingMonthOf,
  opsPayslipListQuery,
  payMonthLabel,
  type PayslipStatus,
} from '@portal/contracts';
import { TABLE_PAGE_SIZE, type PageSize } from '../../../../lib/pagination';
import { queryField, queryPage } from '../../../../lib/query-field';

/**
 * The console's pay page in the address: the Beijing month, a status (or all), the page, and
 * the generation being watched (so a reload keeps following its progress).
 */
export interface PayListState {
  /** The Beijing month's first instant. */
  month: number;
  status: PayslipStatus | 'ALL';
  page: number;
  pageSize: PageSize;
  /** The pay run whose progress is shown, if one was started here. */
  run: number | null;
}

/** What listOpsPayslips receives (contracts' opsPayslipListQuery). */
export interface PayListQuery {
  monthStartTime: number;
  status?: PayslipStatus;
  pageIndex: number;
  pageSize: PageSize;
}

const QUERY = opsPayslipListQuery.shape;

/** The run being watched: a whole number from 1 up, else null (Number() reads '' and null as 0). */
function positive(text: string | null): number | null {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** The month FINANCE work on by default: the one before `now`'s, paid in `now`'s month. */
export function defaultPayMonth(now: number): number {
  return addBeijingMonths(beijingMonthOf(now).start, -1);
}

/** The state from the address, read with the list call's query schema; refused fields fall back. */
export function readPayListState(params: URLSearchParams, now: number): PayListState {
  const month = queryField(QUERY.monthStartTime, params.get('month'));
  return {
    // Any instant of a month names that month (the server wants its exact start); 0 names none.
    month: month ? beijingMonthOf(month).start : defaultPayMonth(now),
    status: queryField(QUERY.status, params.get('status')) ?? 'ALL',
    page: queryPage(QUERY.pageIndex, params.get('page')),
    pageSize: queryField(QUERY.pageSize, params.get('size')) ?? TABLE_PAGE_SIZE,
    run: positive(params.get('run')),
  };
}

/** The address of a state: the defaults (last month, all, page 1, 50, no run) left out. */
export function writePayListState(state: PayListState, now: number): URLSearchParams {
  const params = new URLSearchParams();
  if (state.month !== defaultPayMonth(now)) params.set('month', String(state.month));
  if (state.status !== 'ALL') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== TABLE_PAGE_SIZE) params.set('size', String(state.pageSize));
  if (state.run !== null) params.set('run', String(state.run));
  return params;
}

export function toPayListQuery(state: PayListState): PayListQuery {
  return {
    monthStartTime: state.month,
    ...(state.status !== 'ALL' ? { status: state.status } : {}),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}

/**
 * The month picker's options: `now`'s Beijing month (it may be generated while it runs) and
 * the `count - 1` before it, newest first; a month from the address outside them is added.
 */
export function payMonthChoices(
  now: number,
  selected: number,
  count = 13,
): { start: number; label: string }[] {
  const current = beijingMonthOf(now).start;
  const starts = Array.from({ length: count }, (_, back) => addBeijingMonths(current, -back));
  if (!starts.includes(selected)) starts.push(selected);
  return starts.sort((a, b) => b - a).map((start) => ({ start, label: payMonthLabel(start) }));
}
