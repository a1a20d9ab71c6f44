import { describe, expect, it } from 'vitest';
import {
  PAYSLIP_STATUS_LABELS,
  PAYSLIP_STATUSES,
  payslipMove,
  payslipMoveFrom,
  payslipVisible,
  type PayslipAction,
  type PayslipStatus,
} from './payslip-status.js';

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
    const moves: [PayslipStatus, PayslipAction, PayslipStatus | null][] = [
      ['DRAFT', 'RELEASE', 'OFFICIAL_CONFIRMED'],
      ['OFFICIAL_CONFIRMED', 'RELEASE', null],
      ['OFFICIAL_CONFIRMED', 'RECEIPT', 'TEACHER_CONFIRMED'],
      ['DRAFT', 'RECEIPT', null],
      ['TEACHER_CONFIRMED', 'RECEIPT', null],
      ['PROBLEM', 'RECEIPT', null],
      ['TEACHER_CONFIRMED', 'SUBMIT', 'SUBMIT_FINANCIAL'],
      ['OFFICIAL_CONFIRMED', 'SUBMIT', null],
      ['SUBMIT_FINANCIAL', 'PAY', 'PAID'],
      ['TEACHER_CONFIRMED', 'PAY', null],
      ['OFFICIAL_CONFIRMED', 'PROBLEM', 'PROBLEM'],
      ['TEACHER_CONFIRMED', 'PROBLEM', 'PROBLEM'],
      ['SUBMIT_FINANCIAL', 'PROBLEM', 'PROBLEM'],
      ['DRAFT', 'PROBLEM', null],
      ['PAID', 'PROBLEM', null],
      ['PROBLEM', 'PROBLEM', null],
    ];
    for (const [from, action, to] of moves)
      expect([from, action, payslipMove(from, action)]).toEqual([from, action, to]);
  });

  it('resolve a problem back to where it waits, and nowhere else', () => {
    expect(payslipMove('PROBLEM', 'RESOLVE', 'OFFICIAL_CONFIRMED')).toBe('OFFICIAL_CONFIRMED');
    expect(payslipMove('PROBLEM', 'RESOLVE', 'SUBMIT_FINANCIAL')).toBe('SUBMIT_FINANCIAL');
    expect(payslipMove('PROBLEM', 'RESOLVE', 'PAID')).toBeNull();
    expect(payslipMove('PROBLEM', 'RESOLVE', 'DRAFT')).toBeNull();
    expect(payslipMove('PROBLEM', 'RESOLVE')).toBeNull();
    expect(payslipMove('TEACHER_CONFIRMED', 'RESOLVE', 'OFFICIAL_CONFIRMED')).toBeNull();
    expect(payslipMoveFrom('PROBLEM')).toEqual([
      'OFFICIAL_CONFIRMED',
      'TEACHER_CONFIRMED',
      'SUBMIT_FINANCIAL',
    ]);
  });

  it('hide drafts from the teacher', () => {
    expect(PAYSLIP_STATUSES.filter(payslipVisible)).toEqual(PAYSLIP_STATUSES.slice(1));
  });
});
