import { canMove, fillPath, OPS_ROUTES } from '@portal/contracts';

/** One applicant's console page. */
export const applicantRoute = (userId: number) => fillPath(OPS_ROUTES.applicant, { userId });

/** A resume can be decided once submitted and until someone has decided it. */
export function canDecide(applicant: { stage: string; status: string }): boolean {
  return canMove('passResume', applicant);
}
