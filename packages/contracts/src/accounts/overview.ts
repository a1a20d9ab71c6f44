import { z } from 'zod';
import { funnelStepId as stepId } from '../funnel/step-counts.js';

/**
 * `STAFF_CALLS.overview`: the console's overview (decision 026). The five steps in
 * order, each with how many applicants reached it, how many of them went on to the next and
 * the median days a stay in the step lasted; and the applicants waiting on staff past the
 * promised business days, the oldest first.
 */
export const consoleOverview = z.object({
  steps: z.array(
    z.object({
      step: stepId,
      reached: z.number().int(),
      /** Reached the next step; null for the last. */
      wentOn: z.number().int().nullable(),
      /** wentOn / reached in whole percent; null for the last step or when nobody reached it. */
      percent: z.number().int().nullable(),
      /** Median days from entering the step to leaving it; null before anybody left it. */
      medianDays: z.number().nullable(),
      /** The finished stays the median is taken over. */
      stays: z.number().int(),
    }),
  ),
  waiting: z.object({
    /** Every applicant waiting past the promise; `records` holds the oldest of them. */
    total: z.number().int(),
    /** The business days after which an applicant is listed. */
    businessDays: z.number().int(),
    records: z.array(
      z.object({
        userId: z.number().int(),
        name: z.string(),
        email: z.string(),
        stage: z.string(),
        status: z.string(),
        /** When the applicant entered the status (epoch ms). */
        since: z.number().int(),
        businessDaysWaited: z.number().int(),
      }),
    ),
  }),
});
export type ConsoleOverview = z.infer<typeof consoleOverview>;
