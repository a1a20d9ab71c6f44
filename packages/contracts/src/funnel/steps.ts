import { STEP_PROGRESS_PERCENT } from '../constants.js';
import { isApplicationStage, STAGE_ROUTES, type ApplicationStage } from './stages.js';
import { statusGroup, type StatusGroup } from './statuses.js';
import type { AppRoute } from '../routes.js';
import { FUNNEL_PLACES } from './transitions.js';

/**
 * The five steps of the step bar (spec section 2), in order, with the status groups each
 * shows (decision 016): the contract group is two steps, documents then the contract.
 */
export const FUNNEL_STEPS = [
  { id: 'basicInfo', label: 'Basic info', groups: ['RESUME'] },
  { id: 'miniDemo', label: 'Mini Demo', groups: ['INTERVIEW'] },
  { id: 'trialDemo', label: 'Trial Demo', groups: ['TRIAL_DEMO'] },
  { id: 'materials', label: 'Material Collection', groups: ['DOCUMENTS'] },
  { id: 'contract', label: 'Contract', groups: ['CONTRACT'] },
] as const satisfies readonly { id: string; label: string; groups: readonly StatusGroup[] }[];
export type FunnelStepId = (typeof FUNNEL_STEPS)[number]['id'];

/** 0 to 4: the step an applicant is at; -1 for a stage the portal does not know. */
export function funnelStepIndex(stage: string, status: string): number {
  if (!isApplicationStage(stage)) return -1;
  const group = statusGroup(stage, status);
  return FUNNEL_STEPS.findIndex((step) => (step.groups as readonly StatusGroup[]).includes(group));
}

/** How far the step bar's line reaches: 25% per step passed (spec section 9), 0 to 100. */
export function progressPercent(stage: string, status: string): number {
  return Math.max(0, funnelStepIndex(stage, status)) * STEP_PROGRESS_PERCENT;
}

/** The step's page: the stage's own (the trial class has its page inside the trial step). */
export function stageRoute(stage: ApplicationStage): AppRoute {
  return STAGE_ROUTES[stage];
}

/** The step an applicant is at, by id (the step bar's name), or null for an unknown stage. */
export function funnelStepOf(stage: string, status: string): FunnelStepId | null {
  return FUNNEL_STEPS[funnelStepIndex(stage, status)]?.id ?? null;
}

/**
 * The steps a stage's places fall in, in order: a stage is named by its steps (the trial
 * class is part of the Trial Demo; the contract stage is Material Collection and Contract).
 */
export function stageSteps(stage: ApplicationStage): FunnelStepId[] {
  const ids = new Set(
    FUNNEL_PLACES.filter((place) => place.stage === stage).map((place) =>
      funnelStepOf(place.stage, place.status),
    ),
  );
  return FUNNEL_STEPS.map((step) => step.id).filter((id) => ids.has(id));
}
