import { LIST_SEARCH_MAX, teacherListQuery, type AccountState } from '@portal/contracts';
import { TABLE_PAGE_SIZE, type PageSize } from '../../../../lib/pagination';
import { queryField, queryPage } from '../../../../lib/query-field';

/** The teacher list's state, kept in the address so Back and a shared link restore it. */
export interface TeacherListState {
  search: string;
  state: AccountState | '';
  page: number;
  pageSize: PageSize;
}

/** What the list call receives (contracts' teacherListQuery); blanks left out. */
export interface TeacherQuery {
  search?: string;
  state?: AccountState;
  pageIndex: number;
  pageSize: PageSize;
}

const QUERY = teacherListQuery.shape;

/**
 * The state from the address, each field read with the list call's query schema; anything it
 * refuses falls back to its default (a search too long is cut to what it takes).
 */
export function readTeacherListState(params: URLSearchParams): TeacherListState {
  const search = (params.get('search') ?? '').trim().slice(0, LIST_SEARCH_MAX);
  return {
    search: queryField(QUERY.search, search) ?? '',
    state: queryField(QUERY.state, params.get('state')) ?? '',
    page: queryPage(QUERY.pageIndex, params.get('page')),
    pageSize: queryField(QUERY.pageSize, params.get('size')) ?? TABLE_PAGE_SIZE,
  };
}

/** The address for a state: defaults are left out, so the plain list has a plain address. */
export function writeTeacherListState(state: TeacherListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.state) params.set('state', state.state);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== TABLE_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

export function toTeacherQuery(state: TeacherListState): TeacherQuery {
  return {
    ...(state.search ? { search: state.search } : {}),
    ...(state.state ? { state: state.state } : {}),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}
