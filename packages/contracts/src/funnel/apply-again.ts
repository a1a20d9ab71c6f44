import { DAY_MS } from '../calendar/durations.js';
import { FAILED_PLACES } from './transitions.js';

/**
 * How long an applicant waits after a failed step before applying again (decision 068). The
 * spec and the published business facts name no figure; 90 days is the default, and the
 * server's `APPLY_AGAIN_DAYS` overrides it.
 */
export const APPLY_AGAIN_DEFAULT_DAYS = 90;

export function isFailedPlace(stage: string, status: string): boolean {
  return FAILED_PLACES.some((place) => place.stage === stage && place.status === status);
}

/**
 * The instant from which an applicant who failed at `failedAt` may apply again: the waiting
 * period counted in whole days from the failure itself (the screen writes it in the
 * applicant's zone, with its time, so the day it names is never a day still refused).
 */
export function applyAgainOn(failedAt: number, waitDays = APPLY_AGAIN_DEFAULT_DAYS): number {
  return failedAt + Math.max(0, Math.trunc(waitDays)) * DAY_MS;
}

/** Whether the waiting period after a failure at `failedAt` is over at `now`. */
export function mayApplyAgain(
  failedAt: number,
  now: number,
  waitDays = APPLY_AGAIN_DEFAULT_DAYS,
): boolean {
  return now >= applyAgainOn(failedAt, waitDays);
}

/**
 * How many times one account may apply again after failing (spec section 8's
 * BIZ_APPLY_LIMIT, "apply limit reached"; decision 075): three applications in all. The spec
 * names no figure.
 */
export const APPLY_AGAIN_LIMIT = 2;

/** Whether an account that has applied again `timesAppliedAgain` times may not do so once more. */
export function applyLimitReached(timesAppliedAgain: number, limit = APPLY_AGAIN_LIMIT): boolean {
  return timesAppliedAgain >= limit;
}
