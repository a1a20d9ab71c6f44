import {
  beijingDate,
  beijingDayMinute,
  beijingWeekStart,
  continueCheckDue,
  continueCheckWindow,
  BOOKED_FIXED_PERIOD_STATUSES,
  DAY_MS,
  fixedRequestWaiting,
  HOUR_MS,
  LIVE_FIXED_PERIOD_STATUSES,
  WEEK_MS,
  weekUnitStarts,
  type ClassTypeView,
  type FixedPolicy,
  type FixedQuickConfig,
} from '@portal/contracts';
import type { Repositories } from '../../repositories.js';
import type { CachedClassSettings } from '../classes/class-settings-cache.js';
import { teacherClassOf, weekClassOf } from '../classes/class-views.js';
import type { FixedPermission } from './fixed-permission.js';
import type { FixedReads } from './fixed-reads.js';
import { statusOf } from './fixed-views.js';

interface Deps {
  repositories: Pick<Repositories, 'fixed' | 'classSlots'>;
  settings: Pick<CachedClassSettings, 'classTypes' | 'windows' | 'permissions'>;
  permission: FixedPermission;
  reads: FixedReads;
  policy: FixedPolicy;
  clock: () => Date;
}

/** The length of the period the set-up screen proposes. */
export const DEFAULT_PERIOD_WEEKS = 12;

/** Class types a fixed period may be of: opened classes (not standby), without a topic to pick. */
export function fixedTypes(
  types: readonly ClassTypeView[],
  permissions: readonly string[],
): ClassTypeView[] {
  return types.filter(
    (t) =>
      t.active &&
      t.classType !== 'STANDBY' &&
      !t.needsTopic &&
      (!t.permission || permissions.includes(t.permission)),
  );
}

/** The teacher's fixed-class screens that read (decision 041), and the "open" switch. */
export function createFixedPeriodsService(deps: Deps) {
  const { repositories, settings, permission, reads, policy, clock } = deps;
  const { fixed, classSlots } = repositories;

  return {
    async permission(userId: number) {
      return { permitted: await permission.permitted(userId) };
    },

    /** What the set-up screen offers; answered without the permission too (it says so). */
    async quickConfig(userId: number): Promise<FixedQuickConfig> {
      const [permitted, open, types, windows, granted] = await Promise.all([
        permission.permitted(userId),
        fixed.periods.isOpen(userId),
        settings.classTypes(),
        settings.windows(),
        settings.permissions(userId),
      ]);
      const now = clock().getTime();
      const usable = fixedTypes(types, granted);
      // The weekly teaching hours (holiday windows come and go by date).
      const weekly = windows.filter((w) => w.kind === 'TEACHING');
      const week = beijingWeekStart(now);
      const unitMinutes = usable.flatMap((type) => {
        const byDay = new Map<number, number[]>();
        for (const start of weekUnitStarts(week, type.time, weekly)) {
          const { isoDay, minute } = beijingDayMinute(start);
          byDay.set(isoDay, [...(byDay.get(isoDay) ?? []), minute]);
        }
        return [...byDay].map(([isoDay, startMinutes]) => ({
          smartClassType: type.smartClassType,
          isoDay,
          startMinutes,
        }));
      });
      const first = beijingWeekStart(now + policy.minLeadHours * HOUR_MS) + WEEK_MS;
      return {
        permitted,
        open,
        classTypes: usable,
        unitMinutes,
        acceptDeadlineHours: policy.acceptDeadlineHours,
        minLeadHours: policy.minLeadHours,
        continueCheckDays: policy.continueCheckDays,
        maxWeeks: policy.maxWeeks,
        maxWeeklyTimes: policy.maxWeeklyTimes,
        defaultFirstDate: beijingDate(first),
        defaultLastDate: beijingDate(first + DEFAULT_PERIOD_WEEKS * WEEK_MS - DAY_MS),
      };
    },

    /** Starting needs the permission; stopping never does (a revoked teacher may close). */
    async setOpen(userId: number, open: boolean) {
      if (open) await permission.require(userId);
      await fixed.periods.setOpen(userId, open, clock());
      return { open, permitted: await permission.permitted(userId) };
    },

    /** One row per weekly time of each live period. */
    async times(userId: number) {
      await permission.require(userId);
      const periods = await fixed.periods.of(userId, LIVE_FIXED_PERIOD_STATUSES);
      const views = await reads.periodViews(periods);
      return views.flatMap((view) =>
        view.weeklyTimes.map((time) => ({
          periodId: view.periodId,
          ...time,
          courseType: view.courseType,
          label: view.label,
          firstDate: view.firstDate,
          lastDate: view.lastDate,
          status: view.status,
          students: view.students.length,
        })),
      );
    },

    async periodList(userId: number) {
      await permission.require(userId);
      return reads.periodViews(await fixed.periods.of(userId));
    },

    /** The classes of the teacher's periods, with their students and outcomes. */
    async classPage(
      userId: number,
      query: {
        periodId?: number | undefined;
        startTime?: number | undefined;
        endTime?: number | undefined;
        pageIndex: number;
        pageSize: number;
      },
    ) {
      await permission.require(userId);
      const { total, rows } = await fixed.periods.classPage(
        userId,
        {
          periodId: query.periodId,
          from: query.startTime === undefined ? undefined : new Date(query.startTime),
          to: query.endTime === undefined ? undefined : new Date(query.endTime),
        },
        { index: query.pageIndex, size: query.pageSize },
      );
      const ids = rows.map((row) => row.id);
      const [students, outcomes, types] = await Promise.all([
        classSlots.studentsOf(ids),
        classSlots.outcomesOf(ids),
        settings.classTypes(),
      ]);
      const now = clock().getTime();
      const list = rows.map((row) => ({
        ...teacherClassOf(
          weekClassOf(row, students.get(row.id) ?? [], outcomes.get(row.id)),
          types.find((t) => t.id === row.classTypeId)?.label ?? row.smartClassType,
          now,
        ),
        periodId: row.fixedPeriodId ?? 0,
      }));
      return { total, list };
    },

    /** Requests waiting on the teacher, and periods asking whether they continue. */
    async reminders(userId: number) {
      await permission.require(userId);
      const now = clock().getTime();
      const [requests, periods] = await Promise.all([
        fixed.requests.of(userId),
        fixed.periods.of(userId, BOOKED_FIXED_PERIOD_STATUSES),
      ]);
      return {
        requests: requests
          .filter((r) => fixedRequestWaiting(statusOf(r, now)))
          .map((r) => ({ requestId: r.id, periodId: r.periodId, deadline: r.deadline.getTime() }))
          .sort((a, b) => a.deadline - b.deadline || a.requestId - b.requestId),
        continueChecks: periods
          .filter((p) => p.continueDecision === null && continueCheckDue(p, now, policy))
          .map((p) => ({
            periodId: p.id,
            lastDate: p.lastDate,
            closesAt: continueCheckWindow(p, policy).closesAt,
          })),
      };
    },
  };
}
export type FixedPeriodsService = ReturnType<typeof createFixedPeriodsService>;
