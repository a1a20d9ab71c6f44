import { APPLICATION_STAGES, LABELLED_STATUSES } from '@portal/contracts';
import { TABLE_PAGE_SIZE, toPageSize, type PageSize } from '../../../../lib/pagination';

export type ApplicantSort = 'newest' | 'oldest';

/** The applicant list's state, kept in the address so Back and a shared link restore it. */
export interface ApplicantListState {
  search: string;
  stage: string;
  status: string;
  sort: ApplicantSort;
  page: number;
  pageSize: PageSize;
}

/** What the applicant list call receives (contracts' applicantListQuery); blanks left out. */
export interface ApplicantQuery {
  search?: string;
  stage?: string;
  status?: string;
  sort: ApplicantSort;
  pageIndex: number;
  pageSize: PageSize;
}

const STAGES: readonly string[] = APPLICATION_STAGES;
/** Status codes the filter offers: every code with a label (spec section 4). */
export const STATUS_CODES: readonly string[] = LABELLED_STATUSES;

/** The state from the address; anything unknown falls back to its default. */
export function readListState(params: URLSearchParams): ApplicantListState {
  const stage = params.get('stage') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    stage: STAGES.includes(stage) ? stage : '',
    status: STATUS_CODES.includes(status) ? status : '',
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    pageSize: toPageSize(params.get('size')),
  };
}

/** The address for a state: defaults are left out, so the plain list has a plain address. */
export function writeListState(state: ApplicantListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.stage) params.set('stage', state.stage);
  if (state.status) params.set('status', state.status);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== TABLE_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

export function toApplicantQuery(state: ApplicantListState): ApplicantQuery {
  return {
    ...(state.search ? { search: state.search } : {}),
    ...(state.stage ? { stage: state.stage } : {}),
    ...(state.status ? { status: state.status } : {}),
    sort: state.sort,
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}

/** A filter change starts again at page 1 (the old page may not exist in the new list). */
export function changeFilter(
  state: ApplicantListState,
  change: Partial<Omit<ApplicantListState, 'page'>>,
): ApplicantListState {
  return { ...state, ...change, page: 1 };
}
