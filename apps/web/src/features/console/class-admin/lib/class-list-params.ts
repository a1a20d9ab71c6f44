import {
  beijingDayOf,
  beijingDayStartOf,
  DAY_MS,
  OPS_CLASS_PAGE_SIZE,
  OPS_CLASS_RANGE_MAX_DAYS,
  opsClassListQuery,
  type FinishType,
} from '@portal/contracts';
import { TABLE_PAGE_SIZE, type PageSize } from '../../../../lib/pagination';
import { queryField, queryPage } from '../../../../lib/query-field';

/**
 * The class list's state, kept in the address so Back and a shared link restore it. Dates are
 * Beijing calendar days (`YYYY-MM-DD`, what a date input holds): the school plans in Beijing.
 */
export interface ClassListState {
  from: string;
  to: string;
  teacherId: number | null;
  finishType: FinishType | '';
  page: number;
  pageSize: PageSize;
}

export interface ClassQuery {
  startTime: number;
  endTime: number;
  teacherId?: number;
  finishType?: FinishType;
  pageIndex: number;
  pageSize: PageSize;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const QUERY = opsClassListQuery.shape;
/** The list opens on a week from today. */
const DEFAULT_DAYS = 7;

/** The Beijing day of an instant as a date input holds it (`YYYY-MM-DD`). */
export const beijingDay = beijingDayOf;

/** The instant a Beijing day starts (00:00 in Beijing). */
export const beijingDayStart = beijingDayStartOf;

const addDays = (day: string, days: number) => beijingDay(beijingDayStart(day) + days * DAY_MS);
const validDay = (value: string | null): value is string =>
  value !== null && DATE.test(value) && beijingDay(beijingDayStart(value)) === value;

/** The state from the address; anything unknown falls back (a range from today, 100 a page). */
export function readClassListState(params: URLSearchParams, now: number): ClassListState {
  const fromParam = params.get('from');
  const from = validDay(fromParam) ? fromParam : beijingDay(now);
  const toParam = params.get('to');
  let to = validDay(toParam) && toParam >= from ? toParam : addDays(from, DEFAULT_DAYS - 1);
  if (beijingDayStart(to) - beijingDayStart(from) >= OPS_CLASS_RANGE_MAX_DAYS * DAY_MS)
    to = addDays(from, OPS_CLASS_RANGE_MAX_DAYS - 1);
  const size = params.get('size');
  return {
    from,
    to,
    teacherId: queryField(QUERY.teacherId, params.get('teacher')) ?? null,
    finishType: queryField(QUERY.finishType, params.get('outcome')) ?? '',
    page: queryPage(QUERY.pageIndex, params.get('page')),
    // No size: the list's own 100; a size the call refuses: the tables' 50.
    pageSize: queryField(QUERY.pageSize, size) ?? (size ? TABLE_PAGE_SIZE : OPS_CLASS_PAGE_SIZE),
  };
}

/** The address for a state: the filters and paging that are set. */
export function writeClassListState(state: ClassListState): URLSearchParams {
  const params = new URLSearchParams({ from: state.from, to: state.to });
  if (state.teacherId) params.set('teacher', String(state.teacherId));
  if (state.finishType) params.set('outcome', state.finishType);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== OPS_CLASS_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

/** What the list call receives: the whole last day included. */
export function toClassQuery(state: ClassListState): ClassQuery {
  return {
    startTime: beijingDayStart(state.from),
    endTime: beijingDayStart(state.to) + DAY_MS,
    ...(state.teacherId ? { teacherId: state.teacherId } : {}),
    ...(state.finishType ? { finishType: state.finishType } : {}),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}
