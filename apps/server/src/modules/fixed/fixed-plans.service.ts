import {
  blockMinutes,
  cancelRefusal,
  expandFixedPeriod,
  fixedPeriodRange,
  fixedPeriodRule,
  fixedStartsRefusal,
  isUnitStart,
  LIVE_FIXED_PERIOD_STATUSES,
  MASCOT_NAME,
  MINUTE_MS,
  OPEN_AHEAD_MS,
  OPEN_FIXED_PERIOD_STATUSES,
  type ClassTypeView,
  type ErrorCode,
  type FixedPeriodView,
  type FixedPolicy,
  type StoredSlotStatus,
  type TeachingWindow,
  type WeeklyTime,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import type { CachedClassSettings } from '../classes/class-settings-cache.js';
import { refuseUnits } from '../classes/slot-errors.js';
import { fixedTypes } from './fixed-periods.service.js';
import type { FixedPermission } from './fixed-permission.js';
import type { FixedReads } from './fixed-reads.js';
import { startsOf } from './fixed-views.js';
import { excludeWeeks } from './fixed-weeks.js';

interface Deps {
  uow: Uow;
  settings: Pick<CachedClassSettings, 'classTypes' | 'windows' | 'permissions'>;
  permission: FixedPermission;
  reads: FixedReads;
  policy: FixedPolicy;
  supportEmail: string;
  clock: () => Date;
}

export interface PlanInput {
  periodId?: number | undefined;
  courseType: string;
  smartClassType?: string | undefined;
  weeklyTimes: readonly WeeklyTime[];
  firstDate: string;
  lastDate: string;
}

/**
 * Why each start of a plan cannot be taught: outside the teaching windows (the schedule's own
 * units, `isUnitStart`), or overlapping the plan's previous class (a 100-minute class every
 * half hour). Empty when every start fits.
 */
export function planRefusals(
  starts: readonly number[],
  type: Pick<ClassTypeView, 'time'>,
  windows: readonly TeachingWindow[],
): Map<number, ErrorCode> {
  const refusals = new Map<number, ErrorCode>();
  const block = blockMinutes(type.time) * MINUTE_MS;
  starts.forEach((start, i) => {
    if (!isUnitStart(start, type.time, windows))
      refusals.set(start, 'BIZ_TEACHER_COURSE_NOT_EXIST');
    else if (i > 0 && start < (starts[i - 1] ?? 0) + block)
      refusals.set(start, 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE');
  });
  return refusals;
}

/** A period's rule and instants as stored, from its plan and the weeks taken out. */
export function storedPlan(
  plan: Pick<PlanInput, 'weeklyTimes' | 'firstDate' | 'lastDate'>,
  excluded: readonly number[],
  firstStart: number,
) {
  const { weeklyTimes, firstDate, lastDate } = plan;
  return {
    weeklyTimes: weeklyTimes.map(({ isoDay, startMinute }) => ({ isoDay, startMinute })),
    firstDate,
    lastDate,
    rule: fixedPeriodRule({ weeklyTimes, firstDate, lastDate, excluded }),
    firstStartsAt: new Date(firstStart),
    endsAt: new Date(fixedPeriodRange(plan).end),
  };
}

/** The teacher's periods as plans: saving one (offered, or an offered one changed), and a week out. */
export function createFixedPlansService(deps: Deps) {
  const { uow, settings, permission, reads, policy, supportEmail, clock } = deps;

  /** The catalogue entry a period is of: one the teacher may open, not standby, no topic. */
  async function typeFor(userId: number, plan: PlanInput): Promise<ClassTypeView> {
    const [types, granted] = await Promise.all([
      settings.classTypes(),
      settings.permissions(userId),
    ]);
    const usable = fixedTypes(types, granted);
    const type = plan.smartClassType
      ? usable.find((t) => t.smartClassType === plan.smartClassType)
      : usable.find((t) => t.courseType === plan.courseType);
    if (!type || type.courseType !== plan.courseType) {
      const known = types.find(
        (t) => t.smartClassType === (plan.smartClassType ?? plan.courseType),
      );
      if (known?.permission && !granted.includes(known.permission))
        throw new AppError('BIZ_TEACHER_PERMISSION');
      throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    }
    return type;
  }

  /** Every start of the plan, checked: in the windows, the first far enough and near enough. */
  async function checkedStarts(plan: PlanInput, type: ClassTypeView): Promise<number[]> {
    const starts = expandFixedPeriod(plan);
    const refusals = planRefusals(starts, type, await settings.windows());
    if (refusals.size > 0) refuseUnits(refusals, supportEmail);
    const now = clock().getTime();
    const refusal = fixedStartsRefusal(starts, now, policy);
    if (refusal) throw new AppError(refusal);
    if ((starts[0] ?? now) - now > OPEN_AHEAD_MS)
      throw new AppError('BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT', { params: { name: MASCOT_NAME } });
    return starts;
  }

  return {
    /** Offers a new period, or changes an OFFERED one nobody waits on (its weeks start anew). */
    async save(userId: number, plan: PlanInput): Promise<FixedPeriodView> {
      await permission.require(userId);
      const type = await typeFor(userId, plan);
      const starts = await checkedStarts(plan, type);
      const now = clock();
      const row = {
        teacherId: userId,
        classTypeId: type.id,
        courseType: type.courseType,
        smartClassType: type.smartClassType,
        ...storedPlan(plan, [], starts[0] ?? 0),
        updatedAt: now,
      };
      const saved = await uow.run(async (tx) => {
        if (plan.periodId === undefined)
          return tx.fixed.periods.insert(
            'offer',
            { by: 'teacher', userId },
            { ...row, createdAt: now },
          );
        const period = await tx.fixed.periods.lockOwned(plan.periodId, userId);
        if (!period) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        // A waiting request asked for the times as they are: answer it first.
        if (await tx.fixed.requests.hasWaiting(period.id, now))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        await tx.fixed.periods.clearExclusions(period.id);
        const changed = await tx.fixed.periods.update(period.id, OPEN_FIXED_PERIOD_STATUSES, row);
        if (!changed) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        return changed;
      });
      return reads.periodView(saved);
    },

    /**
     * Takes one week out of a period: a week nobody is booked into (an offered period's, or an
     * active one's left without students) goes at once; a booked week goes through leave.
     * The last week of an offered period withdraws it.
     */
    async deleteSingle(userId: number, input: { periodId: number; startTime: number }) {
      await permission.require(userId);
      const now = clock();
      const saved = await uow.run(async (tx) => {
        const period = await tx.fixed.periods.lockOwned(input.periodId, userId);
        if (!period) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        if (!LIVE_FIXED_PERIOD_STATUSES.some((s) => s === period.status))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const starts = startsOf(period);
        if (!starts.includes(input.startTime)) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        if (input.startTime <= now.getTime())
          throw new AppError('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
        const week = (await tx.fixed.periods.weeks(period.id)).find(
          (row) => row.startsAt.getTime() === input.startTime,
        );
        if (week) {
          const refusal = cancelRefusal(
            week.status as StoredSlotStatus,
            input.startTime,
            now.getTime(),
          );
          if (refusal) throw new AppError(refusal);
          // A student booked in between: the same answer as if they had been first.
          if (!(await tx.classSlots.move(week.id, 'cancel', { by: 'teacher', userId }, now)))
            throw new AppError('BIZ_TEACHER_COURSE_ALREADY_BOOKED');
        }
        const changed = await excludeWeeks(tx, period, [input.startTime], now, 'DELETED', {
          by: 'teacher',
          userId,
        });
        if (!changed) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        return changed;
      });
      return reads.periodView(saved);
    },
  };
}
export type FixedPlansService = ReturnType<typeof createFixedPlansService>;
