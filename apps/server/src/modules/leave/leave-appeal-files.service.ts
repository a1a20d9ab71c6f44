import { AppError } from '../../lib/app-error.js';
import type { Repositories } from '../../repositories.js';
import type { FilesService } from '../storage/files.service.js';
import type { LeaveRepositories } from './leave.repositories.js';

interface Deps {
  leave: Pick<LeaveRepositories, 'appeals'>;
  files: Pick<FilesService, 'read'>;
  staffActions: Pick<Repositories['staffActions'], 'record'>;
}

/**
 * A file a teacher sent with an appeal, for OPERATIONS to open when they decide it (decision
 * 071): served by a staff call, each reading in the audit trail (as a payslip's receipt is);
 * and for the teacher who sent it (issue 36).
 */
export function createLeaveAppealFilesService({ leave, files, staffActions }: Deps) {
  return {
    async read(staffId: number, appealId: number, fileId: string) {
      const file = await leave.appeals.fileOf(appealId, fileId);
      const stored = file ? await files.read(file.storageKey) : undefined;
      if (!file || !stored) throw new AppError('NOT_FOUND');
      await staffActions.record({
        staffId,
        action: 'viewAppealFile',
        userId: file.teacherId,
        detail: { appealId, fileId },
      });
      return { ...stored, fileName: file.fileName };
    },

    /** The sender's own file; another teacher's answers as a missing one does. */
    async readOwn(teacherId: number, appealId: number, fileId: string) {
      const file = await leave.appeals.fileOf(appealId, fileId);
      const stored =
        file && file.teacherId === teacherId ? await files.read(file.storageKey) : undefined;
      if (!file || !stored) throw new AppError('NOT_FOUND');
      return { ...stored, fileName: file.fileName };
    },
  };
}
export type LeaveAppealFilesService = ReturnType<typeof createLeaveAppealFilesService>;
