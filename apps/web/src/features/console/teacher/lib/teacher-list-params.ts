import { ACCOUNT_STATES, type AccountState } from '@portal/contracts';
import { TABLE_PAGE_SIZE, toPageSize, type PageSize } from '../../../../lib/pagination';

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

const STATES: readonly string[] = ACCOUNT_STATES;

/** The state from the address; anything unknown falls back to its default. */
export function readTeacherListState(params: URLSearchParams): TeacherListState {
  const state = params.get('state') ?? '';
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    state: STATES.includes(state) ? (state as AccountState) : '',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    pageSize: toPageSize(params.get('size')),
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
