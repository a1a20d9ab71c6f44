import {
  APPEAL,
  appealListQuery,
  type AppealListQuery,
  type AppealStatus,
} from '@portal/contracts';
import { TABLE_PAGE_SIZE, type PageSize } from '../../../../lib/pagination';
import { queryField, queryPage } from '../../../../lib/query-field';

/** The appeals queue's state in the address: waiting ones by default, or one status, or all. */
export interface AppealListState {
  status: AppealStatus | 'ALL';
  page: number;
  pageSize: PageSize;
}

const QUERY = appealListQuery.shape;

/** The state from the address, read with the list call's query schema; refused fields fall back. */
export function readAppealListState(params: URLSearchParams): AppealListState {
  const status = params.get('status');
  return {
    // ALL is the address's word for no status filter; the call has none.
    status: status === 'ALL' ? 'ALL' : (queryField(QUERY.status, status) ?? APPEAL.PENDING),
    page: queryPage(QUERY.pageIndex, params.get('page')),
    pageSize: queryField(QUERY.pageSize, params.get('size')) ?? TABLE_PAGE_SIZE,
  };
}

/** The address of a state: the defaults (waiting, page 1, 50) left out. */
export function writeAppealListState(state: AppealListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== APPEAL.PENDING) params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== TABLE_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

export function toAppealQuery(state: AppealListState): AppealListQuery {
  return {
    ...(state.status !== 'ALL' ? { status: state.status } : {}),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}
