import { describe, expect, it } from 'vitest';
import { mayMove, movesFrom, movesOffered } from '../lifecycle/define-lifecycle.js';
import { PAYSLIP_STATUS_LABELS, payslipVisible } from './payslip-status.js';
import {
  PAYSLIP_LIFECYCLE,
  PAYSLIP_RESUME_STATUSES,
  PAYSLIP_STATUSES,
  payslipResolveMove,
  type PayslipMove,
  type PayslipStatus,
} from './payslip.lifecycle.js';

/** Where `move` takes a payslip in `status`, or null when it may not. */
const moveTo = (status: PayslipStatus, move: PayslipMove) =>
  mayMove(PAYSLIP_LIFECYCLE, move, status) ? PAYSLIP_LIFECYCLE.moves[move].to : null;

describe('payslip statuses', () => {
  it("carry the spec's labels", () => {
    expect(PAYSLIP_STATUSES.map((s) => PAYSLIP_STATUS_LABELS[s])).toEqual([
      'Generating',
      'Released',
      'Processing',
      'Processing',
      'Paid',
      'Problem',
    ]);
  });

  it('move only along the life of a payslip', () => {
    const moves: [PayslipStatus, PayslipMove, PayslipStatus | null][] = [
      ['DRAFT', 'release', 'OFFICIAL_CONFIRMED'],
      ['OFFICIAL_CONFIRMED', 'release', null],
      ['OFFICIAL_CONFIRMED', 'receipt', 'TEACHER_CONFIRMED'],
      ['DRAFT', 'receipt', null],
      ['TEACHER_CONFIRMED', 'receipt', null],
      ['PROBLEM', 'receipt', null],
      ['TEACHER_CONFIRMED', 'submit', 'SUBMIT_FINANCIAL'],
      ['OFFICIAL_CONFIRMED', 'submit', null],
      ['SUBMIT_FINANCIAL', 'pay', 'PAID'],
      ['TEACHER_CONFIRMED', 'pay', null],
      ['OFFICIAL_CONFIRMED', 'problem', 'PROBLEM'],
      ['TEACHER_CONFIRMED', 'problem', 'PROBLEM'],
      ['SUBMIT_FINANCIAL', 'problem', 'PROBLEM'],
      ['DRAFT', 'problem', null],
      ['PAID', 'problem', null],
      ['PROBLEM', 'problem', null],
      ['DRAFT', 'regenerate', 'DRAFT'],
      ['OFFICIAL_CONFIRMED', 'regenerate', null],
    ];
    for (const [from, move, to] of moves)
      expect([from, move, moveTo(from, move)]).toEqual([from, move, to]);
    expect(mayMove(PAYSLIP_LIFECYCLE, 'generate', null)).toBe(true);
    expect(PAYSLIP_LIFECYCLE.moves.generate.to).toBe('DRAFT');
  });

  it('resolve a problem back to where it waits, and nowhere else', () => {
    expect(payslipResolveMove('OFFICIAL_CONFIRMED')).toBe('resolveToReleased');
    expect(payslipResolveMove('SUBMIT_FINANCIAL')).toBe('resolveToSubmitted');
    expect(payslipResolveMove('PAID')).toBeUndefined();
    expect(payslipResolveMove('DRAFT')).toBeUndefined();
    expect(payslipResolveMove('PROBLEM')).toBeUndefined();
    expect(moveTo('PROBLEM', 'resolveToReleased')).toBe('OFFICIAL_CONFIRMED');
    expect(moveTo('TEACHER_CONFIRMED', 'resolveToReleased')).toBeNull();
    expect(movesFrom(PAYSLIP_LIFECYCLE, 'problem')).toEqual([
      'OFFICIAL_CONFIRMED',
      'TEACHER_CONFIRMED',
      'SUBMIT_FINANCIAL',
    ]);
    // Each place a problem may hold a payslip has its resolve, and only those.
    expect(PAYSLIP_RESUME_STATUSES).toEqual(movesFrom(PAYSLIP_LIFECYCLE, 'problem'));
    expect(movesOffered(PAYSLIP_LIFECYCLE, 'PROBLEM')).toEqual([
      'resolveToReleased',
      'resolveToReceipted',
      'resolveToSubmitted',
    ]);
  });

  it('hide drafts from the teacher', () => {
    expect(PAYSLIP_STATUSES.filter(payslipVisible)).toEqual(PAYSLIP_STATUSES.slice(1));
  });
});
