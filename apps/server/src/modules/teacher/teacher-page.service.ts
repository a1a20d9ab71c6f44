import {
  AUDITED_ACTIONS,
  beijingDayOf,
  CONTRACT,
  CONTRACT_STATUSES,
  contractTerm,
  TEACHER_PAGE_LIMIT,
  type AuditedAction,
  type ContractStatus,
  type TeacherActivityEntry,
  type TeacherContractRow,
  type TeacherDetail,
  type TeacherNote,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import { recordOf } from './teacher-views.js';
import type { TeacherContractDays } from './teachers.repository.js';

interface Deps {
  uow: Uow;
  repositories: Pick<Repositories, 'teachers' | 'teacherNotes' | 'staffActions'>;
  clock?: () => Date;
}

const isAudited = (action: string): action is AuditedAction =>
  (AUDITED_ACTIONS as readonly string[]).includes(action);
const isContractStatus = (status: string): status is ContractStatus =>
  (CONTRACT_STATUSES as readonly string[]).includes(status);

/** A contract version as the page lists it: a signed one with its term today. */
function contractRowOf(row: TeacherContractDays, today: string): TeacherContractRow {
  // The table's check keeps statuses known; an unknown one reads as replaced.
  const status = isContractStatus(row.status) ? row.status : CONTRACT.VOID;
  return {
    contractId: row.contractId,
    version: row.version,
    status,
    contractType: row.contractType,
    effectiveOn: row.effectiveOn,
    expiresOn: row.expiresOn,
    signedAt: row.signedAt?.getTime() ?? null,
    term:
      status === CONTRACT.SIGNED
        ? contractTerm({ effectiveOn: row.effectiveDay, expiresOn: row.expiresDay }, today)
        : null,
  };
}

/**
 * One teacher's page in the console (decision 063): the account with its contracts, staff
 * notes (added, never edited; each in the audit trail) and the audit trail's staff actions
 * about the teacher. Every read answers NOT_FOUND for anyone who is not an activated teacher.
 */
export function createTeacherPageService({ uow, repositories, clock = () => new Date() }: Deps) {
  const { teachers, teacherNotes, staffActions } = repositories;

  async function assertTeacher(userId: number) {
    const row = await teachers.find(userId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async detail(userId: number): Promise<TeacherDetail> {
      const row = await assertTeacher(userId);
      const now = clock();
      const today = beijingDayOf(now.getTime());
      const versions = await teachers.contractsOf(userId);
      return {
        ...recordOf(row, now),
        timeZone: row.timeZone,
        contracts: versions.map((version) => contractRowOf(version, today)),
      };
    },

    async notes(userId: number): Promise<{ notes: TeacherNote[] }> {
      await assertTeacher(userId);
      return { notes: await teacherNotes.latest(userId, TEACHER_PAGE_LIMIT) };
    },

    /** The note and its audit entry: both or neither. */
    addNote(staffId: number, userId: number, body: string): Promise<TeacherNote> {
      return uow.run(async (tx) => {
        if (!(await tx.teachers.find(userId))) throw new AppError('NOT_FOUND');
        const note = await tx.teacherNotes.add(userId, staffId, body);
        await tx.staffActions.record({
          staffId,
          action: 'addTeacherNote',
          userId,
          detail: { noteId: note.id },
        });
        return note;
      });
    },

    async activity(userId: number): Promise<{ entries: TeacherActivityEntry[] }> {
      await assertTeacher(userId);
      const rows = await staffActions.listFor(userId, TEACHER_PAGE_LIMIT);
      const entries: TeacherActivityEntry[] = [];
      for (const row of rows)
        if (isAudited(row.action))
          entries.push({
            id: row.id,
            action: row.action,
            staffName: row.staffName,
            at: row.createdAt,
            reason: typeof row.detail.reason === 'string' ? row.detail.reason : '',
          });
      return { entries };
    },
  };
}
export type TeacherPageService = ReturnType<typeof createTeacherPageService>;
