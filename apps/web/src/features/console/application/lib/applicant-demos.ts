import {
  awaitsSecondLook,
  DEMO_BOOKING,
  mayTake,
  type ApplicantDemo,
  type StaffMember,
} from '@portal/contracts';

/**
 * Whether a member may open a session's console page (`/ops/sessions/:bookingId`), as the
 * server decides it (decision 035): members who take demos see their own sessions, admins
 * any, and every one of them a session whose SPARE waits for a second look. The applicant
 * page links only where the page would open, so a recruiter gets no link to a refusal.
 */
export function mayOpenSession(
  member: Pick<StaffMember, 'id' | 'roles'> | null | undefined,
  demo: Pick<ApplicantDemo, 'staffId' | 'courseType' | 'status' | 'results'>,
): boolean {
  if (!member || !mayTake(member, 'takeDemos')) return false;
  if (demo.staffId === member.id || mayTake(member, 'judgeAnyDemo')) return true;
  return (
    demo.status === DEMO_BOOKING.INTERVIEW_OVER &&
    demo.results.length > 0 &&
    demo.results.every((row) => awaitsSecondLook(demo.courseType, row.result))
  );
}
