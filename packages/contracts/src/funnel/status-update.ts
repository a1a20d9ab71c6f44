import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { FUNNEL_STATUSES, type StatusCode } from './statuses.js';

const STATUS_CODES = Object.keys(FUNNEL_STATUSES) as [StatusCode, ...StatusCode[]];

/**
 * Spec section 7's "update interview status" (POST): the status the original client sets
 * after an action of the interview or trial page, such as TrialInvitation_2 after the trial
 * slot action (section 4).
 */
export const updateInterviewStatusRequest = z.object({
  status: z.enum(STATUS_CODES, { error: FIELD_MESSAGES.invalid }),
});
export type UpdateInterviewStatusRequest = z.infer<typeof updateInterviewStatusRequest>;

/**
 * Whether the update is taken: every move of the funnel is made by the call that causes it
 * (the booking, the cancellation, the recorded demo), with its record, in one unit of work
 * (`FUNNEL_TRANSITIONS`), so the update names a status the server has already moved the
 * applicant to. A bare status write would skip those records and the moves' `from` checks
 * (decision 074): any other status is refused and nothing is written.
 */
export function statusUpdateTaken(place: { status: string }, wanted: StatusCode): boolean {
  return place.status === wanted;
}
