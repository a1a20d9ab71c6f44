import {
  addBeijingMonths,
  beijingDate,
  beijingMonthOf,
  leaveHistoryQuery,
  leaveIdQuery,
  type LeaveKind,
} from '@portal/contracts';
import { TABLE_PAGE_SIZE, toPageSize, type PageSize } from '../../../lib/pagination';
import { queryField } from '../../../lib/query-field';

/** The history's filters and the record open, kept in the address (Back and links restore them). */
export interface HistoryState {
  /** A Beijing month's first instant, or null for every month. */
  month: number | null;
  kind: LeaveKind | '';
  page: number;
  pageSize: PageSize;
  /** The record whose details are open. */
  record: number | null;
}

/** What the history call receives (contracts' leaveHistoryQuery); blanks left out. */
export interface HistoryQuery {
  monthStartTime?: number;
  kind?: LeaveKind;
  pageIndex: number;
  pageSize: PageSize;
}

const QUERY = leaveHistoryQuery.shape;
/** A record's id, as the record's own calls read it (contracts' leaveIdQuery). */
const RECORD_ID = leaveIdQuery.shape.leaveId;

/**
 * The state from the address, read with the history call's query schema (and the record's id
 * with its detail call's); anything it refuses falls back to its default.
 */
export function readHistoryState(params: URLSearchParams): HistoryState {
  const month = queryField(QUERY.monthStartTime, params.get('month'));
  return {
    // Any instant of a month names that month (the server wants its exact start); 0 names none.
    month: month ? beijingMonthOf(month).start : null,
    kind: queryField(QUERY.kind, params.get('kind')) ?? '',
    page: queryField(QUERY.pageIndex, params.get('page')) ?? 1,
    pageSize: toPageSize(params.get('size')),
    record: queryField(RECORD_ID, params.get('record')) ?? null,
  };
}

/** The address of a state: defaults left out, so the plain history has a plain address. */
export function writeHistoryState(state: HistoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.month !== null) params.set('month', String(state.month));
  if (state.kind) params.set('kind', state.kind);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== TABLE_PAGE_SIZE) params.set('size', String(state.pageSize));
  if (state.record !== null) params.set('record', String(state.record));
  return params;
}

export function toHistoryQuery(state: HistoryState): HistoryQuery {
  return {
    ...(state.month !== null ? { monthStartTime: state.month } : {}),
    ...(state.kind ? { kind: state.kind } : {}),
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

/** This Beijing month and the `count - 1` before it, newest first: the month filter's options. */
export function monthOptions(now: number, count = 12): MonthOption[] {
  const current = beijingMonthOf(now).start;
  return Array.from({ length: count }, (_, back) => {
    const start = addBeijingMonths(current, -back);
    return { start, label: beijingDate(start).slice(0, 7) };
  });
}
