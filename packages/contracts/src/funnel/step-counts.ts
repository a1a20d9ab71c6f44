import { z } from 'zod';
import { APPLICATION_STAGES } from './stages.js';
import { FUNNEL_STEPS, funnelStepOf, type FunnelStepId } from './steps.js';

export const funnelStepId = z.enum(
  FUNNEL_STEPS.map((step) => step.id) as [FunnelStepId, ...FunnelStepId[]],
);

/**
 * The console's funnel counts from the applicants counted by place: per stage in the spec's
 * order, per step of the step bar (a place's step follows its status group, decision 016),
 * and the total. Places of a stage the portal does not know count in the total only.
 */
export function countFunnel(places: readonly { stage: string; status: string; count: number }[]) {
  const stages = APPLICATION_STAGES.map((stage) => ({
    stage,
    count: places.filter((p) => p.stage === stage).reduce((sum, p) => sum + p.count, 0),
  }));
  const steps = FUNNEL_STEPS.map(({ id }) => ({
    step: id,
    count: places
      .filter((p) => funnelStepOf(p.stage, p.status) === id)
      .reduce((sum, p) => sum + p.count, 0),
  }));
  return { stages, steps, total: stages.reduce((sum, row) => sum + row.count, 0) };
}
