import {
  defineLifecycle,
  movesOffered,
  type LifecycleMove,
  type MoveOf,
} from '../lifecycle/define-lifecycle.js';

/**
 * A payslip's life (spec section 4; decisions 042, 052). Generation writes DRAFTs (the job, or
 * FINANCE's release writing afresh what it releases) and writes them again while they are
 * DRAFTs; FINANCE release them (OFFICIAL_CONFIRMED, mailed), the teacher answers with a receipt
 * (TEACHER_CONFIRMED), FINANCE submit them for payment (SUBMIT_FINANCIAL) and pay them (PAID),
 * alone or by a batch. PROBLEM holds a released payslip with a message until FINANCE send it
 * back to where it waits, each place by its own move. A released payslip is never edited.
 */
const STATUSES = [
  'DRAFT',
  'OFFICIAL_CONFIRMED',
  'TEACHER_CONFIRMED',
  'SUBMIT_FINANCIAL',
  'PAID',
  'PROBLEM',
] as const;
type Status = (typeof STATUSES)[number];

const MOVES = {
  generate: { from: [null], to: 'DRAFT', by: ['clock', 'staff'] },
  /** A DRAFT written again with the sources of now: its lines replaced, one version more. */
  regenerate: { from: ['DRAFT'], to: 'DRAFT', by: ['clock', 'staff'] },
  release: { from: ['DRAFT'], to: 'OFFICIAL_CONFIRMED', by: ['staff'] },
  receipt: { from: ['OFFICIAL_CONFIRMED'], to: 'TEACHER_CONFIRMED', by: ['teacher'] },
  submit: { from: ['TEACHER_CONFIRMED'], to: 'SUBMIT_FINANCIAL', by: ['staff'] },
  pay: { from: ['SUBMIT_FINANCIAL'], to: 'PAID', by: ['staff'] },
  problem: {
    from: ['OFFICIAL_CONFIRMED', 'TEACHER_CONFIRMED', 'SUBMIT_FINANCIAL'],
    to: 'PROBLEM',
    by: ['staff'],
  },
  // Every move from PROBLEM resolves it: back to where a problem may hold a payslip.
  /** The teacher must send a receipt (again). */
  resolveToReleased: { from: ['PROBLEM'], to: 'OFFICIAL_CONFIRMED', by: ['staff'] },
  /** The receipt stands: back to waiting for FINANCE. */
  resolveToReceipted: { from: ['PROBLEM'], to: 'TEACHER_CONFIRMED', by: ['staff'] },
  resolveToSubmitted: { from: ['PROBLEM'], to: 'SUBMIT_FINANCIAL', by: ['staff'] },
} as const satisfies Record<string, LifecycleMove<Status>>;

export const PAYSLIP_LIFECYCLE = defineLifecycle('payslip', STATUSES, MOVES);
export const PAYSLIP = PAYSLIP_LIFECYCLE.status;
export const PAYSLIP_STATUSES = PAYSLIP_LIFECYCLE.statuses;
export type PayslipStatus = Status;
export type PayslipMove = MoveOf<typeof PAYSLIP_LIFECYCLE>;

type Moves = typeof MOVES;
/** The moves that resolve a PROBLEM: every move from PROBLEM. */
export type PayslipResolveMove = {
  [K in keyof Moves]: Moves[K]['from'] extends readonly ['PROBLEM'] ? K : never;
}[keyof Moves];
/** Where a resolved PROBLEM may go back to. */
export type PayslipResumeStatus = Moves[PayslipResolveMove]['to'];

/** The moves that resolve a PROBLEM, in the table's order. */
export const PAYSLIP_RESOLVE_MOVES = movesOffered(
  PAYSLIP_LIFECYCLE,
  PAYSLIP.PROBLEM,
) as readonly PayslipResolveMove[];

/** The statuses a PROBLEM resumes at, one per resolving move (the server, schemas and web read it). */
export const PAYSLIP_RESUME_STATUSES = PAYSLIP_RESOLVE_MOVES.map(
  (move) => PAYSLIP_LIFECYCLE.moves[move].to,
) as unknown as readonly [PayslipResumeStatus, ...PayslipResumeStatus[]];

/** The move that resolves a PROBLEM to `resumeAt`, or undefined when none does. */
export function payslipResolveMove(resumeAt: PayslipStatus): PayslipResolveMove | undefined {
  return PAYSLIP_RESOLVE_MOVES.find((move) => PAYSLIP_LIFECYCLE.moves[move].to === resumeAt);
}
