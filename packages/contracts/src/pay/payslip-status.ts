/**
 * A payslip's life (spec section 4; decision 042). FINANCE generate DRAFTs, release them
 * (OFFICIAL_CONFIRMED, mailed), the teacher answers with a receipt (TEACHER_CONFIRMED), FINANCE
 * submit them for payment (SUBMIT_FINANCIAL) and mark them PAID. PROBLEM holds a payslip with a
 * message until FINANCE send it back to where it waits. A released payslip is never edited.
 */
export const PAYSLIP_STATUSES = [
  'DRAFT',
  'OFFICIAL_CONFIRMED',
  'TEACHER_CONFIRMED',
  'SUBMIT_FINANCIAL',
  'PAID',
  'PROBLEM',
] as const;
export type PayslipStatus = (typeof PAYSLIP_STATUSES)[number];

/** The labels the spec gives (section 4). */
export const PAYSLIP_STATUS_LABELS: Record<PayslipStatus, string> = {
  DRAFT: 'Generating',
  OFFICIAL_CONFIRMED: 'Released',
  TEACHER_CONFIRMED: 'Processing',
  SUBMIT_FINANCIAL: 'Processing',
  PAID: 'Paid',
  PROBLEM: 'Problem',
};

/** What moves a payslip, and who: the teacher's receipt, FINANCE's steps. */
export const PAYSLIP_ACTIONS = [
  'RELEASE',
  'RECEIPT',
  'SUBMIT',
  'PAY',
  'PROBLEM',
  'RESOLVE',
] as const;
export type PayslipAction = (typeof PAYSLIP_ACTIONS)[number];

const MOVES: Record<
  Exclude<PayslipAction, 'RESOLVE'>,
  { from: readonly PayslipStatus[]; to: PayslipStatus }
> = {
  RELEASE: { from: ['DRAFT'], to: 'OFFICIAL_CONFIRMED' },
  RECEIPT: { from: ['OFFICIAL_CONFIRMED'], to: 'TEACHER_CONFIRMED' },
  SUBMIT: { from: ['TEACHER_CONFIRMED'], to: 'SUBMIT_FINANCIAL' },
  PAY: { from: ['SUBMIT_FINANCIAL'], to: 'PAID' },
  PROBLEM: { from: ['OFFICIAL_CONFIRMED', 'TEACHER_CONFIRMED', 'SUBMIT_FINANCIAL'], to: 'PROBLEM' },
};

/**
 * Where an action takes a payslip in `status`, or null when it may not. RESOLVE sends a
 * PROBLEM back to `resumeAt`: OFFICIAL_CONFIRMED when the teacher must send a receipt again,
 * or where it was held.
 */
export function payslipMove(
  status: PayslipStatus,
  action: PayslipAction,
  resumeAt?: PayslipStatus,
): PayslipStatus | null {
  if (action === 'RESOLVE') {
    if (status !== 'PROBLEM' || !resumeAt) return null;
    return MOVES.PROBLEM.from.includes(resumeAt) ? resumeAt : null;
  }
  const move = MOVES[action];
  return move.from.includes(status) ? move.to : null;
}

/** The statuses a move by `action` starts from (for conditional updates). */
export function payslipMoveFrom(
  action: Exclude<PayslipAction, 'RESOLVE'>,
): readonly PayslipStatus[] {
  return MOVES[action].from;
}

/** The teacher sees released payslips only: a DRAFT is FINANCE's work in progress. */
export function payslipVisible(status: PayslipStatus): boolean {
  return status !== 'DRAFT';
}
