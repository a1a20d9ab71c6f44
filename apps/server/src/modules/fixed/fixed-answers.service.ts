import {
  continueCheckDue,
  continuedPeriodDates,
  expandFixedPeriod,
  FIELD_MESSAGES,
  FIXED_REQUEST,
  fixedAnswerRefusal,
  fixedPeriodBooked,
  fixedPeriodWeeks,
  type ClassTypeView,
  type ContinueDecision,
  type FixedDecision,
  type FixedPeriodView,
  type FixedPolicy,
  type FixedRequestStatus,
  type FixedRequestView,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { CachedClassSettings } from '../classes/class-settings-cache.js';
import { refuseUnits } from '../classes/slot-errors.js';
import { bookWeeks, refuseCollided, WeeksCollided } from './fixed-booking.js';
import type { FixedMails } from './fixed-mails.js';
import type { FixedPermission } from './fixed-permission.js';
import type { PeriodRow } from './fixed-periods.repository.js';
import { planRefusals, storedPlan } from './fixed-plans.service.js';
import type { FixedReads } from './fixed-reads.js';
import { startsOf, statusOf } from './fixed-views.js';

interface Deps {
  uow: Uow;
  repositories: Pick<Repositories, 'fixed' | 'classSlots'>;
  settings: Pick<CachedClassSettings, 'classType' | 'windows' | 'contracts'>;
  permission: FixedPermission;
  reads: FixedReads;
  mails: FixedMails;
  policy: FixedPolicy;
  supportEmail: string;
  clock: () => Date;
}

/** The teacher's answers (decision 041): a request accepted or declined, a period continued or not. */
export function createFixedAnswersService(deps: Deps) {
  const { uow, repositories, settings, permission, reads, mails, policy, supportEmail } = deps;
  const { fixed } = repositories;
  const clock = deps.clock;

  /** What booking a period's weeks needs from outside the unit of work (PGlite: one connection). */
  async function bookingContext(period: PeriodRow) {
    const [type, windows, contracts] = await Promise.all([
      settings.classType(period.smartClassType),
      settings.windows(),
      settings.contracts(period.teacherId),
    ]);
    if (!type || !type.active) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    return { type, windows, contracts };
  }

  /** Runs a booking's unit of work; a collision answers the weeks in the way, after the rollback. */
  async function booking<T>(
    input: { period: PeriodRow; type: ClassTypeView; starts: readonly number[] },
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof WeeksCollided) await refuseCollided(repositories, input, supportEmail);
      throw error;
    }
  }

  async function accept(userId: number, requestId: number): Promise<FixedRequestView> {
    const request = await fixed.requests.owned(requestId, userId);
    if (!request) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    const period = await fixed.periods.owned(request.periodId, userId);
    if (!period) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    const context = await bookingContext(period);
    const starts = startsOf(period);
    const answered = await booking({ period, type: context.type, starts }, () =>
      uow.run(async (tx) => {
        const now = clock();
        // The period's row orders every answer to it: one accepted, the rest refused.
        const locked = await tx.fixed.periods.lockOwned(period.id, userId);
        if (!locked || locked.rule !== period.rule)
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const row = await tx.fixed.requests.answer(request.id, {
          move: 'accept',
          now,
          by: userId,
        });
        if (!row) throw new AppError(refusalOf(request, now) ?? 'BIZ_STATUS_TYPE_NOT_MATCHING');
        const teacher = { by: 'teacher', userId } as const;
        const active = await tx.fixed.periods.move(period.id, 'accept', teacher, {
          updatedAt: now,
        });
        if (!active) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        if ((starts[0] ?? 0) <= now.getTime())
          throw new AppError('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
        await bookWeeks(tx, { period, request: row, starts, now, supportEmail, ...context });
        await tx.fixed.requests.declineWaiting(period.id, now, teacher, row.id);
        await mails.booked(tx, active);
        return row;
      }),
    );
    return reads.requestView(answered);
  }

  function refusalOf(request: { status: string; deadline: Date }, now: Date) {
    return fixedAnswerRefusal(
      { status: request.status as FixedRequestStatus, deadline: request.deadline.getTime() },
      now.getTime(),
    );
  }

  return {
    /** The teacher's requests (as of now: a waiting one past its deadline reads EXPIRED). */
    async acceptList(userId: number, status?: FixedRequestStatus) {
      await permission.require(userId);
      const now = clock().getTime();
      const requests = await fixed.requests.of(userId);
      return reads.requestViews(
        status ? requests.filter((r) => statusOf(r, now) === status) : requests,
      );
    },

    /** ACCEPT books every week of the period (all or nothing); DECLINE only answers. */
    async confirm(
      userId: number,
      input: { requestId: number; decision: FixedDecision; reason?: string | undefined },
    ): Promise<FixedRequestView> {
      await permission.require(userId);
      const { requestId } = input;
      if (input.decision === 'ACCEPT') return accept(userId, requestId);
      const answered = await uow.run(async (tx) => {
        const now = clock();
        const request = await tx.fixed.requests.owned(requestId, userId);
        if (!request) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
        const refusal = refusalOf(request, now);
        if (refusal) throw new AppError(refusal);
        const row = await tx.fixed.requests.answer(request.id, {
          move: 'decline',
          now,
          by: userId,
          reason: input.reason ?? null,
        });
        if (!row) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        return row;
      });
      return reads.requestView(answered);
    },

    /**
     * The continue check, once, while it is open: END lets the period end as planned; CONTINUE
     * books the next period (same weekly times, the next dates) for the same students, all or
     * nothing, as an accepted request of its own.
     */
    async continueCheck(
      userId: number,
      input: { periodId: number; decision: ContinueDecision; lastDate?: string | undefined },
    ) {
      await permission.require(userId);
      const period = await fixed.periods.owned(input.periodId, userId);
      if (!period) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      if (
        !fixedPeriodBooked(period.status) ||
        period.continueDecision !== null ||
        !continueCheckDue(period, clock().getTime(), policy)
      )
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      if (input.decision === 'END') {
        const ended = await fixed.periods.answerContinue(period.id, 'END', clock());
        if (!ended) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        return { period: await reads.periodView(ended), next: null };
      }
      const dates = continuedPeriodDates(period);
      const plan = {
        weeklyTimes: period.weeklyTimes,
        firstDate: dates.firstDate,
        lastDate: input.lastDate ?? dates.lastDate,
      };
      if (plan.lastDate < plan.firstDate)
        throw new AppError('BIZ_PARAM_ERR', { fields: { lastDate: FIELD_MESSAGES.dateOrder } });
      if (fixedPeriodWeeks(plan) > policy.maxWeeks)
        throw new AppError('BIZ_PARAM_ERR', {
          fields: { lastDate: FIELD_MESSAGES.fixedPeriodLength },
        });
      const context = await bookingContext(period);
      const starts = expandFixedPeriod(plan);
      const refusals = planRefusals(starts, context.type, context.windows);
      if (refusals.size > 0) refuseUnits(refusals, supportEmail);
      if (starts.length === 0) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      const [accepted] = (await fixed.requests.ofPeriods([period.id])).filter(
        (r) => r.status === FIXED_REQUEST.ACCEPTED,
      );
      if (!accepted) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      const made = await booking({ period, type: context.type, starts }, () =>
        uow.run(async (tx) => {
          const now = clock();
          const answered = await tx.fixed.periods.answerContinue(period.id, 'CONTINUE', now);
          if (!answered) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
          const teacher = { by: 'teacher', userId } as const;
          const next = await tx.fixed.periods.insert('continueBooked', teacher, {
            teacherId: userId,
            classTypeId: context.type.id,
            courseType: context.type.courseType,
            smartClassType: context.type.smartClassType,
            ...storedPlan(plan, [], starts[0] ?? 0),
            continuesId: period.id,
            createdAt: now,
            updatedAt: now,
          });
          const request = await tx.fixed.requests.insert('continueAccepted', teacher, {
            periodId: next.id,
            teacherId: userId,
            studentIds: accepted.studentIds,
            level: accepted.level,
            unit: accepted.unit,
            lesson: accepted.lesson,
            requestedAt: now,
            deadline: now,
            decidedAt: now,
            decidedBy: userId,
            keyId: accepted.keyId,
            continuesId: accepted.id,
          });
          await bookWeeks(tx, { period: next, request, starts, now, supportEmail, ...context });
          await mails.booked(tx, next);
          return { answered, next };
        }),
      );
      const [view, next] = await reads.periodViews([made.answered, made.next]);
      return { period: view as FixedPeriodView, next: next ?? null };
    },
  };
}
export type FixedAnswersService = ReturnType<typeof createFixedAnswersService>;
