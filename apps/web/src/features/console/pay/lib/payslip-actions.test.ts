import { describe, expect, it } from 'vitest';
import { defaultResumeAt, payslipActionsFor, RESUME_STATUSES } from './payslip-actions';

describe('the actions a payslip offers finance', () => {
  it('follows the status moves of contracts', () => {
    expect(payslipActionsFor('DRAFT')).toEqual(['adjust']);
    expect(payslipActionsFor('OFFICIAL_CONFIRMED')).toEqual(['problem']);
    expect(payslipActionsFor('TEACHER_CONFIRMED')).toEqual(['submit', 'problem']);
    expect(payslipActionsFor('SUBMIT_FINANCIAL')).toEqual(['pay', 'problem']);
    expect(payslipActionsFor('PROBLEM')).toEqual(['resolve']);
    expect(payslipActionsFor('PAID')).toEqual([]);
  });

  it('resumes a problem where a problem may hold a payslip', () => {
    expect(RESUME_STATUSES).toEqual([
      'OFFICIAL_CONFIRMED',
      'TEACHER_CONFIRMED',
      'SUBMIT_FINANCIAL',
    ]);
  });

  it('starts a resolve at the receipt when none is on file', () => {
    expect(defaultResumeAt({ receipt: null })).toBe('OFFICIAL_CONFIRMED');
    expect(
      defaultResumeAt({
        receipt: { payslipId: 1, objectName: 'o', fileName: 'r.pdf', uploadedAt: 0 },
      }),
    ).toBe('TEACHER_CONFIRMED');
  });
});
