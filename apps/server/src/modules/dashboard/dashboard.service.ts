import {
  businessDaysBetween,
  FUNNEL_STEPS,
  OVERVIEW_WAITING_LIMIT,
  overdueBefore,
  RESULT_TURNAROUND_BUSINESS_DAYS,
  stepConversions,
  type ConsoleOverview,
} from '@portal/contracts';
import type { DashboardRepository } from './dashboard.repository.js';

/** Median days are shown to a tenth of a day. */
const roundTenth = (days: number) => Math.round(days * 10) / 10;

/** The console's overview (decision 026): conversions, median days per step, who waits on staff. */
export function createDashboardService(dashboard: DashboardRepository, clock = () => new Date()) {
  return {
    async overview(): Promise<ConsoleOverview> {
      const now = clock();
      const [furthest, medians, waiting] = await Promise.all([
        dashboard.furthestSteps(),
        dashboard.stayMedians(),
        dashboard.waitingOnStaff(
          overdueBefore(now, RESULT_TURNAROUND_BUSINESS_DAYS),
          OVERVIEW_WAITING_LIMIT,
        ),
      ]);
      // Whoever's furthest step is k reached every step up to k.
      const reached = FUNNEL_STEPS.map((_, index) =>
        furthest.filter((row) => row.step >= index).reduce((sum, row) => sum + row.applicants, 0),
      );
      const conversions = stepConversions(reached);
      const steps = FUNNEL_STEPS.map((step, index) => {
        const median = medians.find((row) => row.step === index);
        return {
          step: step.id,
          ...(conversions[index] ?? { reached: 0, wentOn: null, percent: null }),
          medianDays: median ? roundTenth(median.medianDays) : null,
          stays: median?.stays ?? 0,
        };
      });
      return {
        steps,
        waiting: {
          total: waiting.total,
          businessDays: RESULT_TURNAROUND_BUSINESS_DAYS,
          records: waiting.records.map((row) => ({
            userId: row.userId,
            name: [row.firstName, row.lastName].filter(Boolean).join(' '),
            email: row.email,
            stage: row.stage,
            status: row.status,
            since: row.since.getTime(),
            businessDaysWaited: businessDaysBetween(row.since, now),
          })),
        },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
