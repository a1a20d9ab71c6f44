import {
  AUDITED_ACTIONS,
  mayTake,
  STAFF_ACCOUNT,
  TEACHER_PAGE_LIMIT,
  type ApplicantOwners,
  type ApplicantSummary,
  type ApplicantTimelineEntry,
  type AuditedAction,
  type PersonNote,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';

interface Deps {
  uow: Uow;
  repositories: Pick<Repositories, 'review' | 'staff' | 'teacherNotes' | 'staffActions'>;
}

const isAudited = (action: string): action is AuditedAction =>
  (AUDITED_ACTIONS as readonly string[]).includes(action);

/**
 * An applicant's owner, notes and timeline in the console (decision 069). The owner is the
 * applicant's success manager (users.success_manager_id, the contact the applicant mails);
 * notes are the person's append-only notes of decision 063, the same rows a teacher's page
 * reads once they teach; the timeline is the audit trail beside the funnel's moves.
 */
export function createApplicantPageService({ uow, repositories }: Deps) {
  const { review, staff, teacherNotes, staffActions } = repositories;

  async function assertApplicant(userId: number) {
    const applicant = await review.find(userId);
    if (!applicant) throw new AppError('NOT_FOUND');
    return applicant;
  }

  return {
    /** Active members whose role may own applicants, by name. */
    async owners(): Promise<ApplicantOwners> {
      const { records } = await staff.list();
      const owners = records
        .filter((member) => member.status === STAFF_ACCOUNT.ACTIVE)
        .filter((member) => mayTake(member, 'ownApplicants'))
        .map((member) => ({ id: member.id, name: member.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { owners };
    },

    /** The new owner and its audit entry: both or neither. A member who may not own: refused. */
    assignOwner(
      staffId: number,
      userId: number,
      ownerId: number | null,
    ): Promise<ApplicantSummary> {
      return uow.run(async (tx) => {
        const before = await tx.review.find(userId);
        if (!before) throw new AppError('NOT_FOUND');
        if (ownerId !== null) {
          const member = await tx.staff.findById(ownerId);
          if (
            !member ||
            member.status !== STAFF_ACCOUNT.ACTIVE ||
            !mayTake(member, 'ownApplicants')
          )
            throw new AppError('BIZ_PARAM_INVALID');
        }
        await tx.review.setOwner(userId, ownerId);
        await tx.staffActions.record({
          staffId,
          action: 'assignApplicantOwner',
          userId,
          // 0: nobody (the trail's detail holds texts and numbers only).
          detail: { ownerId: ownerId ?? 0, previousOwnerId: before.ownerId ?? 0 },
        });
        const after = await tx.review.find(userId);
        if (!after) throw new AppError('NOT_FOUND');
        return after;
      });
    },

    async notes(userId: number): Promise<{ notes: PersonNote[] }> {
      await assertApplicant(userId);
      return { notes: await teacherNotes.latest(userId, TEACHER_PAGE_LIMIT) };
    },

    /** The note and its audit entry: both or neither. */
    addNote(staffId: number, userId: number, body: string): Promise<PersonNote> {
      return uow.run(async (tx) => {
        if (!(await tx.review.find(userId))) throw new AppError('NOT_FOUND');
        const note = await tx.teacherNotes.add(userId, staffId, body);
        await tx.staffActions.record({
          staffId,
          action: 'addApplicantNote',
          userId,
          detail: { noteId: note.id },
        });
        return note;
      });
    },

    /** Staff actions and funnel moves, newest first: the latest TEACHER_PAGE_LIMIT of both. */
    async timeline(userId: number): Promise<{ entries: ApplicantTimelineEntry[] }> {
      await assertApplicant(userId);
      const [actions, moves] = await Promise.all([
        staffActions.listFor(userId, TEACHER_PAGE_LIMIT),
        review.latestMoves(userId, TEACHER_PAGE_LIMIT),
      ]);
      const entries: ApplicantTimelineEntry[] = [
        ...actions.flatMap((row) =>
          isAudited(row.action)
            ? [
                {
                  kind: 'action' as const,
                  id: row.id,
                  action: row.action,
                  staffName: row.staffName,
                  at: row.createdAt,
                  reason: typeof row.detail.reason === 'string' ? row.detail.reason : '',
                },
              ]
            : [],
        ),
        ...moves.map((move) => ({ kind: 'move' as const, ...move })),
      ];
      entries.sort((a, b) => b.at - a.at);
      return { entries: entries.slice(0, TEACHER_PAGE_LIMIT) };
    },
  };
}
export type ApplicantPageService = ReturnType<typeof createApplicantPageService>;
