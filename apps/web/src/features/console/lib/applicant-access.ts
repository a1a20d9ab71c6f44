import { canMove } from '@portal/contracts';

/** The console pages of the applicant review (below the base path, like OPS_ROUTES). */
export const APPLICANTS_ROUTE = '/ops/applicants';
export const APPLICANT_ROUTE = '/ops/applicants/:userId';
export const applicantRoute = (userId: number) => `${APPLICANTS_ROUTE}/${userId}`;

/** A resume can be decided once submitted and until someone has decided it. */
export function canDecide(applicant: { stage: string; status: string }): boolean {
  return canMove('passResume', applicant);
}
