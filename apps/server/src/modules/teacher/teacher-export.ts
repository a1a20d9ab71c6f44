import { TEACHER_EXPORT_HEADER, teacherExportRow, type TeacherListFilter } from '@portal/contracts';
import type { Repositories } from '../../repositories.js';
import type { TeacherAdminService } from './teacher-admin.service.js';

/** Rows read per page: the list's largest page. */
const EXPORT_PAGE = 200;

/**
 * The teachers' list of exactly a filter as CSV rows (decision 069): the list's own read, page
 * after page (newest activation first), so the export and the screen agree on who matches. The
 * query's page and page size are the screen's: every row is written. Audited with the filter.
 */
export function createTeacherExport({
  teacherAdmin,
  repositories,
}: {
  teacherAdmin: Pick<TeacherAdminService, 'list'>;
  repositories: Pick<Repositories, 'staffActions'>;
}) {
  async function* rows(filter: TeacherListFilter) {
    for (let pageIndex = 1; ; pageIndex += 1) {
      const page = await teacherAdmin.list({ ...filter, pageIndex, pageSize: EXPORT_PAGE });
      for (const record of page.records) yield teacherExportRow(record);
      if (page.records.length < EXPORT_PAGE) return;
    }
  }

  return {
    header: TEACHER_EXPORT_HEADER,
    async start(filter: TeacherListFilter, staffId: number) {
      await repositories.staffActions.record({
        staffId,
        action: 'exportTeachers',
        detail: { filter: JSON.stringify({ search: filter.search, state: filter.state }) },
      });
      return rows(filter);
    },
  };
}
