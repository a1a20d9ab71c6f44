import {
  heldTier,
  leaveRefusal,
  UPCOMING_STATUSES,
  type CancellationResult,
  type LeaveCount,
  type LeaveInfo,
  type LeavePick as LeaveRequestPick,
  type LeaveCourse,
  classWireNames,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { CancellationService, LeavePick } from './cancellation.service.js';
import { leaveClassOf, leaveState, type LeaveState } from './leave-state.js';
import type { LeaveRepositories } from './leave.repositories.js';

interface Deps {
  leave: LeaveRepositories;
  cancellation: CancellationService;
  clock: () => Date;
}

/** The counts and periods as the screens show them. */
export function countView(state: LeaveState): LeaveCount {
  return {
    ...state.counts,
    periodStart: state.period.start,
    periodEnd: state.period.end,
    allowance: state.policy.cancellationsPerPeriod,
  };
}

export function infoView(state: LeaveState): LeaveInfo {
  return {
    ...countView(state),
    policy: state.policy,
    passYearStart: state.passYear.start,
    passYearEnd: state.passYear.end,
  };
}

/**
 * The teacher's side of leave (Group A2 "Leave"; decision 041): the held times a leave may
 * pick with their tier now, the policy and counts, and the cancellation itself (previewed,
 * then confirmed; `cancellation.service.ts`).
 */
export function createLeaveService({ leave, cancellation, clock }: Deps) {
  async function stateOf(userId: number): Promise<LeaveState> {
    return leaveState(leave, userId, clock().getTime(), await leave.classes.teacher(userId));
  }

  return {
    stateOf,

    async courseList(userId: number, range: { startTime: number; endTime: number }) {
      const now = clock().getTime();
      const [state, rows] = await Promise.all([
        stateOf(userId),
        leave.classes.inRange(userId, range.startTime, range.endTime, false),
      ]);
      return rows.map(({ slot, label, standbyHeld }): LeaveCourse => {
        // The class as the preview's cost reads it, and its tier by the cost's own rule.
        const cls = leaveClassOf({ slot, standbyHeld }, state);
        const status = cls.status;
        const start = cls.startTime;
        const refusal = leaveRefusal({
          status,
          start,
          now,
          type: 'REGULAR_CANCELLATION',
          reason: 'SICKNESS',
          by: 'TEACHER',
          creditsLeft: state.counts.credits,
          policy: state.policy,
        });
        return {
          slotId: slot.id,
          startTime: start,
          endTime: slot.teachingEndsAt.getTime(),
          courseType: cls.courseType,
          smartClassType: slot.smartClassType,
          label,
          status,
          lock: start <= now || !UPCOMING_STATUSES.includes(status),
          peakTime: slot.peak,
          peakCoinCount: slot.peakCarrots,
          students: slot.studentCount,
          periodId: slot.fixedPeriodId,
          standbyHeld,
          tier: heldTier(cls, now, state.policy),
          refusal,
          ...classWireNames(start, slot.teachingEndsAt.getTime(), slot.smartClassType),
        };
      });
    },

    info: async (userId: number) => infoView(await stateOf(userId)),
    count: async (userId: number) => countView(await stateOf(userId)),

    /** `POST leave`: previews (the default) or confirms the teacher's own cancellation. */
    apply(userId: number, request: LeaveRequestPick): Promise<CancellationResult> {
      return cancellation.cancel({
        teacherId: userId,
        pick: pickOf(request),
        type: request.type,
        reason: request.reason,
        reasonText: request.reasonText,
        by: 'TEACHER',
        preview: request.preview,
        fingerprint: request.fingerprint,
      });
    },
  };
}
export type LeaveService = ReturnType<typeof createLeaveService>;

/** The request's one way of picking classes (the schema lets exactly one through). */
function pickOf(request: {
  slotIds?: number[] | undefined;
  startTimes?: number[] | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
}): LeavePick {
  if (request.slotIds) return { slotIds: request.slotIds };
  if (request.startTimes) return { startTimes: request.startTimes };
  if (request.startTime === undefined || request.endTime === undefined)
    throw new AppError('BIZ_PARAM_INVALID');
  return { range: { start: request.startTime, end: request.endTime } };
}
