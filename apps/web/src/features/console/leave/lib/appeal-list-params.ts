import { APPEAL_STATUSES, type AppealListQuery, type AppealStatus } from '@portal/contracts';
import { TABLE_PAGE_SIZE, toPageSize, type PageSize } from '../../../../lib/pagination';

/** The appeals queue's state in the address: waiting ones by default, or one status, or all. */
export interface AppealListState {
  status: AppealStatus | 'ALL';
  page: number;
  pageSize: PageSize;
}

const STATUSES: readonly string[] = APPEAL_STATUSES;

export function readAppealListState(params: URLSearchParams): AppealListState {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status:
      status === 'ALL' || STATUSES.includes(status)
        ? (status as AppealListState['status'])
        : 'PENDING',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    pageSize: toPageSize(params.get('size')),
  };
}

/** The address of a state: the defaults (waiting, page 1, 50) left out. */
export function writeAppealListState(state: AppealListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'PENDING') params.set('status', state.status);
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
