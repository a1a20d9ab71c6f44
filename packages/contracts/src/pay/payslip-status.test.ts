import { describe, expect, it } from 'vitest';
import { PAYSLIP_STATUSES } from './payslip.lifecycle.js';
import { receiptOverdue } from './payslip-status.js';

const PAYDAY = Date.UTC(2026, 11, 4, 16); // 2026/12/05 00:00 in Beijing

describe('receiptOverdue', () => {
  it('names a released payslip from its payday on, not the day before', () => {
    const released = { status: 'OFFICIAL_CONFIRMED' as const, payday: PAYDAY };
    expect(receiptOverdue(released, PAYDAY - 1)).toBe(false);
    expect(receiptOverdue(released, PAYDAY)).toBe(true);
    expect(receiptOverdue(released, PAYDAY + 30 * 86_400_000)).toBe(true);
  });

  it('never names a payslip whose status asks no receipt of the teacher', () => {
    const asking = PAYSLIP_STATUSES.filter((status) =>
      receiptOverdue({ status, payday: PAYDAY }, PAYDAY + 1),
    );
    expect(asking).toEqual(['OFFICIAL_CONFIRMED']);
  });
});
