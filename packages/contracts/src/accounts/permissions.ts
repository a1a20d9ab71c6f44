import { STAFF_ROLES, type StaffRole } from './staff.js';

/**
 * Every staff action and the roles that may take it: the one place that says who may do
 * what in the console. Server routes declare their action (`config.action`) and the guard
 * reads this map; the console's menus and pages read it too. ADMIN may take every action
 * (`mayTake`), so it is not listed.
 */
export const STAFF_PERMISSIONS = {
  /** Their own account: who am I, a new password, sign out. */
  ownAccount: STAFF_ROLES,
  /** The dashboard's funnel counts. */
  viewFunnel: STAFF_ROLES,
  /** The overview's conversions, days per step and applicants waiting on staff (decision 026). */
  viewOverview: ['RECRUITER', 'INTERVIEWER', 'OPERATIONS'],
  /** The school's figures on the overview: teachers, this week's classes, payroll (069). */
  viewSchoolFigures: [],
  /**
   * The applicant list and one applicant: resume, files, demo sessions with their results, and
   * the audit trail. Interviewers read them to prepare and follow up their sessions.
   */
  viewApplicants: ['RECRUITER', 'INTERVIEWER'],
  /** The decision on a submitted resume. */
  reviewApplicants: ['RECRUITER'],
  /**
   * Owning applicants (decision 069): a member who may is offered as an owner, assigns an
   * applicant to themselves or another such member (in the audit trail) and has a "Waiting on
   * me" queue.
   */
  ownApplicants: ['RECRUITER'],
  /**
   * The applicant list as CSV, of exactly its filter (decision 069): every row's name and
   * e-mail, so apart from reading; each export lands in the audit trail.
   */
  exportApplicants: ['RECRUITER'],
  /** A staff note on an applicant's page: whoever follows the applicant writes it (069). */
  noteApplicants: ['RECRUITER', 'INTERVIEWER'],
  /** The times an interviewer or mentor can take, and the applicants booked into them. */
  takeDemos: ['INTERVIEWER'],
  /**
   * Results, attendance and the room of any member's session, not only one's own (the second
   * look at an undetermined result is open to every member who takes demos).
   */
  judgeAnyDemo: [],
  /**
   * Step 4's documents (decision 038): opening one (each view lands in the audit trail),
   * passing it or sending it back with a reason.
   */
  reviewDocuments: ['RECRUITER'],
  /** Step 5: the contract's terms and offer, the background check, holds, activation. */
  manageContracts: ['RECRUITER'],
  /** Activated teachers: the list, suspending and restoring an account. */
  manageTeachers: ['OPERATIONS'],
  /**
   * The list of activated teachers: OPERATIONS manages them, FINANCE finds whom to pay; and one
   * teacher's page: the account, the contracts, staff notes and staff actions about them.
   */
  viewTeachers: ['OPERATIONS', 'FINANCE'],
  /**
   * A staff note on a teacher's page (decision 063): whoever reads the teacher writes down what
   * the next colleague should know; each note lands in the audit trail.
   */
  noteTeachers: ['OPERATIONS', 'FINANCE'],
  /** The teachers' list as CSV, of exactly its filter (decision 069); audited. */
  exportTeachers: ['OPERATIONS'],
  /** A teacher's bank details, in full (each reading lands in the audit trail). */
  viewBankDetails: ['FINANCE'],
  /**
   * Classes (decision 039): a teacher's week, the class list by date range, the peak windows,
   * the class-type catalogue and its themes, class-type permissions of teachers.
   */
  viewClasses: ['OPERATIONS'],
  /** Correcting a class's outcome (with a reason, in the audit trail), calling in standby. */
  manageClasses: ['OPERATIONS'],
  /**
   * Leave (decision 041): a teacher's cancellations, no-shows and counts, the appeals waiting,
   * the cancellation policy's numbers.
   */
  viewLeave: ['OPERATIONS'],
  /**
   * Recording an emergency cancellation for a teacher, deciding appeals (an accepted one
   * reverses the costs), granting cancellation credits, editing the policy's numbers.
   */
  manageLeave: ['OPERATIONS'],
  /**
   * Payslips (decision 042): a month's generation and its progress, the payslips with every
   * line's source. Reading is apart from deciding so a future auditor role may only read.
   */
  viewPay: ['FINANCE'],
  /**
   * Generating a month, adjustments with a reason, releasing (the teachers are mailed), marking
   * a problem and resolving it, submitting and paying; each in the audit trail.
   */
  managePay: ['FINANCE'],
  /** The student side's service keys (made, listed, revoked). */
  manageIntegrationKeys: [],
  /** The landing page's and the shop's banners. */
  manageBanners: ['OPERATIONS'],
  /** The staff list, invitations, enabling and disabling members. */
  manageStaff: [],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof STAFF_PERMISSIONS;

/** The roles that may take an action, ADMIN included. */
export function rolesFor(action: StaffAction): StaffRole[] {
  const listed: readonly StaffRole[] = STAFF_PERMISSIONS[action];
  return STAFF_ROLES.filter((role) => role === 'ADMIN' || listed.includes(role));
}

/** Whether a member (or nobody yet) may take an action. */
export function mayTake(
  member: { roles: readonly StaffRole[] } | null | undefined,
  action: StaffAction,
): boolean {
  const allowed = rolesFor(action);
  return Boolean(member?.roles.some((role) => allowed.includes(role)));
}

/**
 * Roles whose members must sign in with a second factor (TOTP, decision 029): they see bank
 * details and change who may do what. Every other role is offered it.
 */
export const TWO_FACTOR_ROLES: readonly StaffRole[] = ['ADMIN', 'FINANCE'];

export function twoFactorRequired(roles: readonly StaffRole[]): boolean {
  return roles.some((role) => TWO_FACTOR_ROLES.includes(role));
}
