import type { CancellationReason, CancellationType } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { excludeWeeks } from '../fixed/fixed-weeks.js';
import type { CancellationService } from './cancellation.service.js';
import type { LeaveRepositories } from './leave.repositories.js';

interface Target {
  periodId: number;
  startTime: number;
  scope: 'ONE' | 'REST';
}

interface Deps {
  leave: LeaveRepositories;
  cancellation: CancellationService;
}

/**
 * Leaving a fixed class (decision 041): one week of a period, or every week left from one,
 * priced and written like any cancellation; the confirmed weeks are also taken out of the
 * period (`fixed_period_exclusions`, cause LEAVE) in the same unit of work, so the period's
 * rule no longer names them.
 */
export function createFixedLeaveService({ leave, cancellation }: Deps) {
  /** The period's weeks still to come, as ids: none is another teacher's record to reach. */
  async function weeksOf(userId: number, target: Target) {
    const rows = await leave.classes.ofPeriod(
      userId,
      target.periodId,
      target.startTime,
      target.scope === 'REST',
    );
    if (rows.length === 0) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    return rows.map((r) => r.slot);
  }

  return {
    async info(userId: number, query: Target & { type: CancellationType }) {
      const weeks = await weeksOf(userId, query);
      const cost = await cancellation.cancel({
        teacherId: userId,
        pick: { slotIds: weeks.map((w) => w.id) },
        type: query.type,
        // The reason does not change the cost; the confirmation names the real one.
        reason: 'SICKNESS',
        by: 'TEACHER',
        preview: true,
      });
      return {
        periodId: query.periodId,
        scope: query.scope,
        startTimes: weeks.map((w) => w.startsAt.getTime()),
        cost,
      };
    },

    async confirm(
      userId: number,
      request: Target & {
        type: CancellationType;
        reason: CancellationReason;
        reasonText?: string | undefined;
        fingerprint?: string | undefined;
      },
    ) {
      const weeks = await weeksOf(userId, request);
      return cancellation.cancel({
        teacherId: userId,
        pick: { slotIds: weeks.map((w) => w.id) },
        type: request.type,
        reason: request.reason,
        reasonText: request.reasonText,
        by: 'TEACHER',
        preview: false,
        fingerprint: request.fingerprint,
        // The weeks leave the period's rule as the fixed half's "delete single" takes them out.
        alsoWrite: async (tx, { given, now }) => {
          const starts = given.map((g) => g.slot.startsAt.getTime());
          const period = { id: request.periodId, teacherId: userId };
          if (!(await excludeWeeks(tx, period, starts, now, 'LEAVE', { by: 'teacher', userId })))
            throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        },
      });
    },
  };
}
export type FixedLeaveService = ReturnType<typeof createFixedLeaveService>;
