import { APPLICATION_STAGES, type ApplicationStage } from './stages.js';
import { awaitsDecision, FUNNEL_STATUSES, type StatusCode } from './statuses.js';
import { funnelStepIndex } from './steps.js';
import { INITIAL_PLACE } from './transitions.js';

/**
 * The funnel table read the way the console's overview needs it (decision 026), so the
 * database can place an applicant at a step without a second copy of the rules.
 */

/** Not a status of the table: asking with it gives a stage's own step. */
const NO_STATUS = '';

/** The step of every status that names its group (the stage does not matter for these). */
export const STEP_OF_STATUS: Readonly<Partial<Record<StatusCode, number>>> = Object.fromEntries(
  (Object.keys(FUNNEL_STATUSES) as StatusCode[]).flatMap((code) => {
    const steps = new Set(APPLICATION_STAGES.map((stage) => funnelStepIndex(stage, code)));
    return steps.size === 1 ? [[code, [...steps][0] as number]] : [];
  }),
);

/** A stage's step, for the codes several groups share (Standby, OutOfContact) and unknown ones. */
export const STEP_OF_STAGE: Readonly<Record<ApplicationStage, number>> = Object.fromEntries(
  APPLICATION_STAGES.map((stage) => [stage, funnelStepIndex(stage, NO_STATUS)]),
) as Record<ApplicationStage, number>;

/**
 * The statuses in which the applicant waits on staff: those told "1-2 business days"
 * (`awaitsDecision`), except the unfinished form (Init), which waits on the applicant.
 */
export const STAFF_DECISION_STATUSES: readonly StatusCode[] = (
  Object.keys(FUNNEL_STATUSES) as StatusCode[]
).filter((code) => awaitsDecision(code) && code !== INITIAL_PLACE.status);

/** Whether an applicant at this place waits on a decision of staff. */
export function waitsOnStaff(status: string): boolean {
  return (STAFF_DECISION_STATUSES as readonly string[]).includes(status);
}

export interface StepConversion {
  /** Applicants who reached the step. */
  reached: number;
  /** Of those, the ones who reached the next step; null for the last step. */
  wentOn: number | null;
  /** wentOn / reached in whole percent (rounded); null for the last step or nobody reached. */
  percent: number | null;
}

/** Each step's conversion to the next, from how many reached each step (in step order). */
export function stepConversions(reached: readonly number[]): StepConversion[] {
  return reached.map((count, index) => {
    const next = index + 1 < reached.length ? (reached[index + 1] as number) : null;
    return {
      reached: count,
      wentOn: next,
      percent: next === null || count === 0 ? null : Math.round((next / count) * 100),
    };
  });
}
