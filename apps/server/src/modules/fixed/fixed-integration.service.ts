import {
  acceptDeadline,
  fixedAnswerRefusal,
  fixedPeriodOpen,
  fixedStartsRefusal,
  HOUR_MS,
  type FixedPlaceRequest,
  type FixedPolicy,
  type FixedRequestStatus,
  type FixedRequestView,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';
import { STUDENT_SIDE } from '../../status-moves/lifecycle-writer.js';
import type { CachedClassSettings } from '../classes/class-settings-cache.js';
import type { FixedMails } from './fixed-mails.js';
import type { FixedReads } from './fixed-reads.js';
import { startsOf } from './fixed-views.js';

interface Deps {
  uow: Uow;
  repositories: Pick<Repositories, 'fixed'>;
  settings: Pick<CachedClassSettings, 'classType'>;
  reads: FixedReads;
  mails: FixedMails;
  policy: FixedPolicy;
  clock: () => Date;
}

type CourseType = FixedRequestView['courseType'];

/**
 * The student side's half of fixed classes (decision 041), by service key: the periods open
 * teachers offer, a request for a place (the teacher is mailed, and reminded before the
 * deadline), reading it, withdrawing it while it waits.
 */
export function createFixedIntegrationService(deps: Deps) {
  const { uow, repositories, settings, reads, mails, policy, clock } = deps;
  const { fixed } = repositories;

  async function found(requestId: number) {
    const request = await fixed.requests.find(requestId);
    if (!request) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    return request;
  }

  return {
    /** OFFERED periods of teachers taking requests, first class in the range and far enough ahead. */
    async offers(query: { courseType?: string | undefined; startTime: number; endTime: number }) {
      const now = clock().getTime();
      const periods = await fixed.periods.offers({
        courseType: query.courseType,
        from: new Date(query.startTime),
        to: new Date(query.endTime),
        after: new Date(now + policy.minLeadHours * HOUR_MS),
      });
      const offers = await Promise.all(
        periods.map(async (period) => {
          const type = await settings.classType(period.smartClassType);
          if (!type?.active) return undefined;
          return {
            periodId: period.id,
            teacherId: period.teacherId,
            courseType: period.courseType as CourseType,
            smartClassType: period.smartClassType,
            weeklyTimes: period.weeklyTimes.map(({ isoDay, startMinute }) => ({
              isoDay,
              startMinute,
            })),
            firstDate: period.firstDate,
            lastDate: period.lastDate,
            starts: startsOf(period),
            seatsLeft: type.capacity,
          };
        }),
      );
      return offers.filter((offer) => offer !== undefined);
    },

    /** Asks the period's teacher for a place for the students: every week, the same children. */
    async requestPlace(input: FixedPlaceRequest, keyId: number | null): Promise<FixedRequestView> {
      const period = await fixed.periods.find(input.periodId);
      if (!period || !(await fixed.periods.takesRequests(period.id)))
        throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      if (!fixedPeriodOpen(period.status)) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      const type = await settings.classType(period.smartClassType);
      if (!type?.active) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      const studentIds = [...new Set(input.studentIds)];
      if (studentIds.length > type.capacity)
        throw new AppError('BIZ_TEACHER_COURSE_ALREADY_BOOKED');
      const label = type.label;
      const request = await uow.run(async (tx) => {
        const now = clock();
        // The teacher's change of the period (or a withdrawal) and this request go one at a time.
        const locked = await tx.fixed.periods.lock(period.id);
        if (!locked || !fixedPeriodOpen(locked.status))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        const starts = startsOf(locked);
        const refusal = fixedStartsRefusal(starts, now.getTime(), policy);
        if (refusal) throw new AppError(refusal);
        const row = await tx.fixed.requests.insert('request', STUDENT_SIDE, {
          periodId: locked.id,
          teacherId: locked.teacherId,
          studentIds,
          level: input.level ?? null,
          unit: input.unit ?? null,
          lesson: input.lesson ?? null,
          requestedAt: now,
          deadline: new Date(acceptDeadline(now.getTime(), starts[0] ?? 0, policy)),
          keyId,
        });
        await mails.requested(tx, row, locked, label);
        return row;
      });
      return reads.requestView(request);
    },

    async getRequest(requestId: number): Promise<FixedRequestView> {
      return reads.requestView(await found(requestId));
    },

    /** Withdraws a request still waiting (before its deadline). */
    async withdraw(requestId: number): Promise<FixedRequestView> {
      const request = await found(requestId);
      const now = clock();
      const row = await fixed.requests.answer(request.id, { move: 'withdraw', now, by: null });
      if (!row) {
        const current = await found(requestId);
        const refusal = fixedAnswerRefusal(
          { status: current.status as FixedRequestStatus, deadline: current.deadline.getTime() },
          now.getTime(),
        );
        throw new AppError(refusal ?? 'BIZ_STATUS_TYPE_NOT_MATCHING');
      }
      return reads.requestView(row);
    },
  };
}
export type FixedIntegrationService = ReturnType<typeof createFixedIntegrationService>;
