import { useCallback } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * A page's own query parameters (filters, paging, an open detail), as useSearchParams, except
 * that writing them keeps the scroll where the user is (decision 056): it is the same page,
 * and a filter or a pager below the fold must not throw the reader back to the top. Another
 * page, by a link, still opens at the top (components/PageScroll).
 */
export function usePageParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const set = useCallback<SetURLSearchParams>(
    (next, options) => setParams(next, { preventScrollReset: true, ...options }),
    [setParams],
  );
  return [params, set];
}
