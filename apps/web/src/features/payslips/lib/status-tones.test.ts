import { PAYSLIP_STATUS_LABELS, PAYSLIP_STATUSES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { PAYSLIP_STATUS_TONES } from './status-tones';

describe('PAYSLIP_STATUS_TONES', () => {
  it('gives one tone a label: both Processing statuses look the same', () => {
    const byLabel = new Map<string, string>();
    for (const status of PAYSLIP_STATUSES) {
      const label = PAYSLIP_STATUS_LABELS[status];
      const tone = PAYSLIP_STATUS_TONES[status];
      expect(byLabel.get(label) ?? tone).toBe(tone);
      byLabel.set(label, tone);
    }
  });

  it('marks what waits for the teacher, a problem and a payment apart', () => {
    expect(PAYSLIP_STATUS_TONES.OFFICIAL_CONFIRMED).toBe('blue');
    expect(PAYSLIP_STATUS_TONES.PROBLEM).toBe('red');
    expect(PAYSLIP_STATUS_TONES.PAID).toBe('green');
    expect(PAYSLIP_STATUS_TONES.TEACHER_CONFIRMED).toBe('yellow');
    expect(PAYSLIP_STATUS_TONES.DRAFT).toBe('gray');
  });
});
