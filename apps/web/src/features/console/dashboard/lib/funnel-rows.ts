import { APPLICATION_STAGES, type ApplicationStage, type FunnelCounts } from '@portal/contracts';

export interface FunnelRow {
  stage: ApplicationStage;
  count: number;
}

/**
 * The five funnel stages in the spec's order, each with its count (0 when the server left
 * one out); stages the console does not know are not shown but stay in the server's total.
 */
export function funnelRows(counts: FunnelCounts): FunnelRow[] {
  const byStage = new Map(counts.stages.map(({ stage, count }) => [stage, count]));
  return APPLICATION_STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0 }));
}
