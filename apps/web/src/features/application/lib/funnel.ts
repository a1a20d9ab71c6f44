import { isApplicationStage, nextStepOf, type NextStep } from '@portal/contracts';

/**
 * What the applicant reads under their status (application.next.* in the catalogue): the
 * contracts' funnel table, and "unknown" for a stage the portal does not know.
 */
export function nextStep(stage: string, status: string): NextStep {
  return isApplicationStage(stage) ? nextStepOf(stage, status) : 'unknown';
}
