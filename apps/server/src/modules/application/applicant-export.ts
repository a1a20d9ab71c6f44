import {
  APPLICANT_EXPORT_HEADER,
  applicantExportRow,
  applicantListQuery,
  type ApplicantListFilter,
} from '@portal/contracts';
import type { Repositories } from '../../repositories.js';

/** Rows read per page of an export: a page's read stays short, the stream keeps flowing. */
const EXPORT_PAGE = 500;

/**
 * The applicant list of exactly a filter as CSV rows (decision 069): the list's own read, page
 * after page by its keyset, so an export and the screen can never disagree on who matches.
 * The query's page and page size are the screen's, not the export's: every row is written.
 * Each export lands in the audit trail with its filter.
 */
export function createApplicantExport({
  repositories,
}: {
  repositories: Pick<Repositories, 'review' | 'staffActions'>;
}) {
  const { review, staffActions } = repositories;

  async function* rows(filter: ApplicantListFilter, staffId: number) {
    let after = undefined as ApplicantListFilter['after'];
    for (;;) {
      const page = await review.list({
        search: filter.search,
        stage: filter.stage,
        status: filter.status,
        sort: filter.sort,
        queue: filter.queue,
        staffId: filter.queue ? staffId : undefined,
        after,
        pageIndex: 1,
        pageSize: EXPORT_PAGE,
      });
      for (const record of page.records) yield applicantExportRow(record);
      if (!page.next) return;
      after = applicantListQuery.shape.after.parse(page.next);
    }
  }

  return {
    header: APPLICANT_EXPORT_HEADER,
    async start(filter: ApplicantListFilter, staffId: number) {
      const { search, stage, status, sort, queue } = filter;
      await staffActions.record({
        staffId,
        action: 'exportApplicants',
        detail: {
          filter: JSON.stringify({ search, stage, status, sort, queue }),
        },
      });
      return rows(filter, staffId);
    },
  };
}
