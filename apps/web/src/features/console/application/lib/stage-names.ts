import type { STAGE } from '@portal/contracts';
import {
  APPLICATION_STAGES,
  funnelStepOf,
  stageSteps,
  type ApplicationStage,
  type FunnelStepId,
} from '@portal/contracts';
import type { TFunction } from 'i18next';

type Translate = TFunction<'console'>;
type SharedStage = typeof STAGE.TRAINING | typeof STAGE.TRAIL_CLASS;

/** The step bar's name of a step: the one table of step names (shell `funnel.steps`). */
export const stepName = (t: Translate, step: FunnelStepId | null): string =>
  step ? t(`funnel.steps.${step}`) : t('funnel.unknownStep');

/** Where an applicant stands, named as their own step bar names it (decision 058). */
export const placeStepName = (t: Translate, stage: string, status: string): string =>
  stepName(t, funnelStepOf(stage, status));

/** Stages that share their steps with another stage: their part tells them apart. */
const sharesSteps = (stage: ApplicationStage) =>
  APPLICATION_STAGES.some(
    (other) => other !== stage && stageSteps(other).join() === stageSteps(stage).join(),
  );

/**
 * A stage as the console's stage filter names it: by the steps of the step bar it covers
 * ("Material Collection and Contract"), with its part where two stages are one step
 * ("Trial Demo (trial class)").
 */
export function stageName(t: Translate, stage: ApplicationStage): string {
  const [first, second] = stageSteps(stage).map((step) => stepName(t, step));
  const steps = second ? t('funnel.stageSteps', { first, second }) : (first ?? stepName(t, null));
  if (!sharesSteps(stage)) return steps;
  // The stages that share a step have a part each (stage-names.test.ts names every stage).
  const part = t(`funnel.stageParts.${stage as SharedStage}`);
  return t('funnel.stagePart', { steps, part });
}
