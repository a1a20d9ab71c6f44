import {
  LABELLED_STATUSES,
  LIST_SEARCH_MAX,
  applicantListQuery,
  type ApplicantQueue,
} from '@portal/contracts';
import { TABLE_PAGE_SIZE, type PageSize } from '../../../../lib/pagination';
import { queryField, queryPage } from '../../../../lib/query-field';

export type ApplicantSort = 'newest' | 'oldest';

/** The applicant list's state, kept in the address so Back and a shared link restore it. */
export interface ApplicantListState {
  /** A queue of the member's own ("Waiting on me", decision 069), or '' for every applicant. */
  queue: ApplicantQueue | '';
  search: string;
  stage: string;
  status: string;
  sort: ApplicantSort;
  page: number;
  pageSize: PageSize;
}

/** What the applicant list call receives (contracts' applicantListQuery); blanks left out. */
export interface ApplicantQuery {
  queue?: ApplicantQueue;
  search?: string;
  stage?: string;
  status?: string;
  sort: ApplicantSort;
  pageIndex: number;
  pageSize: PageSize;
}

/** Status codes the filter offers: every code (each has a staff label, decision 058). */
export const STATUS_CODES: readonly string[] = LABELLED_STATUSES;

const QUERY = applicantListQuery.shape;

/**
 * The state from the address, each field read with the list call's query schema; anything it
 * refuses falls back to its default (a search too long is cut to what it takes).
 */
export function readListState(params: URLSearchParams): ApplicantListState {
  const search = (params.get('search') ?? '').trim().slice(0, LIST_SEARCH_MAX);
  const status = params.get('status') ?? '';
  return {
    queue: queryField(QUERY.queue, params.get('queue')) ?? '',
    search: queryField(QUERY.search, search) ?? '',
    stage: queryField(QUERY.stage, params.get('stage')) ?? '',
    // The server takes any short text; the filter offers the labelled codes.
    status: STATUS_CODES.includes(status) ? (queryField(QUERY.status, status) ?? '') : '',
    sort: queryField(QUERY.sort, params.get('sort')) ?? 'newest',
    page: queryPage(QUERY.pageIndex, params.get('page')),
    pageSize: queryField(QUERY.pageSize, params.get('size')) ?? TABLE_PAGE_SIZE,
  };
}

/** The address for a state: defaults are left out, so the plain list has a plain address. */
export function writeListState(state: ApplicantListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.queue) params.set('queue', state.queue);
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
    ...(state.queue ? { queue: state.queue } : {}),
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
