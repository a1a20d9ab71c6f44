import {
  movesOffered,
  PAYSLIP,
  PAYSLIP_LIFECYCLE,
  PAYSLIP_RESOLVE_MOVES,
  PAYSLIP_RESUME_STATUSES,
  type PayslipDetail,
  type PayslipMove,
  type PayslipResumeStatus,
  type PayslipStatus,
} from '@portal/contracts';

/** FINANCE's moves of one payslip that its page offers as buttons, by their contracts names. */
const BUTTON_MOVES = ['submit', 'pay', 'problem'] as const satisfies readonly PayslipMove[];

/** What FINANCE may do to a payslip from its page: a move, any resolve, or an adjustment. */
export type ConsolePayslipAction = 'adjust' | (typeof BUTTON_MOVES)[number] | 'resolve';

/** Where a resolved PROBLEM may go back to: one status per resolving move (contracts). */
export const RESUME_STATUSES = PAYSLIP_RESUME_STATUSES;
export type ResumeStatus = PayslipResumeStatus;

const RESOLVES: readonly PayslipMove[] = PAYSLIP_RESOLVE_MOVES;

/**
 * The buttons a payslip in `status` shows, from the moves contracts' table offers FINANCE
 * there (the server's writer takes the same moves): an adjustment only while it may still be
 * released (a DRAFT), each move that may start there, and one resolve for all of them.
 */
export function payslipActionsFor(status: PayslipStatus): ConsolePayslipAction[] {
  const offered = movesOffered(PAYSLIP_LIFECYCLE, status, 'staff');
  return [
    ...(offered.includes('release') ? (['adjust'] as const) : []),
    ...BUTTON_MOVES.filter((move) => offered.includes(move)),
    ...(offered.some((move) => RESOLVES.includes(move)) ? (['resolve'] as const) : []),
  ];
}

/**
 * Where a resolve starts out: with the teacher's receipt on file, back to waiting for
 * finance (TEACHER_CONFIRMED); without one, back to waiting for the receipt.
 */
export function defaultResumeAt(detail: Pick<PayslipDetail, 'receipt'>): ResumeStatus {
  return detail.receipt ? PAYSLIP.TEACHER_CONFIRMED : PAYSLIP.OFFICIAL_CONFIRMED;
}
