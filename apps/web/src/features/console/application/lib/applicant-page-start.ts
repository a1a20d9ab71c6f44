/** Where a page of the applicant list starts, as the list call's query says it. */
export type ApplicantPageStart = { after: string } | { pageIndex: number } | Record<string, never>;

/**
 * The first page reads from the top; a page whose previous page is at hand starts after that
 * page's last row (its `next`: a keyset read from the index, and applicants registering
 * meanwhile do not shift it); a page jumped to is counted from the top by its number.
 */
export function applicantPageStart(
  page: number,
  previous: { next?: string | undefined } | undefined,
): ApplicantPageStart {
  if (page <= 1) return {};
  if (previous?.next) return { after: previous.next };
  return { pageIndex: page };
}
