import { FUNNEL_STEPS, type FunnelCounts, type FunnelStepId } from '@portal/contracts';

export interface FunnelRow {
  step: FunnelStepId;
  count: number;
}

/**
 * The console's cards: the five steps of the applicant's step bar in its order (decision 058),
 * each with its count (0 when the server left one out).
 */
export function funnelRows(counts: FunnelCounts): FunnelRow[] {
  const byStep = new Map(counts.steps.map(({ step, count }) => [step, count]));
  return FUNNEL_STEPS.map(({ id }) => ({ step: id, count: byStep.get(id) ?? 0 }));
}
