import { DEFAULT_PAY_POLICY, FIELD_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { payPolicyFormOf, payPolicyFromForm } from './pay-policy-form';

describe('the pay rules form', () => {
  it('shows money as dollars and the rest as digits, each finish share as a percent', () => {
    const values = payPolicyFormOf(DEFAULT_PAY_POLICY);
    expect(values.participationCents).toBe('1.00');
    expect(values.standbyCents).toBe('2.00');
    expect(values.participationEarlyMinutes).toBe('8');
    expect(values.eveningStartsMinute).toBe('720');
    expect(values.paydayBusinessDay).toBe('10');
    expect(values['share.STUDENT_CANCELLATION']).toBe('50');
    expect(values['share.TEACHER_NO_SHOW']).toBe('0');
  });

  it('reads the form back as the same policy, dollars into cents', () => {
    expect(payPolicyFromForm(payPolicyFormOf(DEFAULT_PAY_POLICY))).toEqual({
      ok: true,
      policy: DEFAULT_PAY_POLICY,
    });
    const values = { ...payPolicyFormOf(DEFAULT_PAY_POLICY), standbyCents: '2.5' };
    const checked = payPolicyFromForm(values);
    expect(checked.ok && checked.policy.standbyCents).toBe(250);
  });

  it('says which fields are blank or not money before asking the schema', () => {
    const values = {
      ...payPolicyFormOf(DEFAULT_PAY_POLICY),
      peakIncentiveCents: '1.005',
      paydayBusinessDay: ' ',
      'share.AS_SCHEDULED': '',
    } as const;
    expect(payPolicyFromForm(values)).toEqual({
      ok: false,
      errors: {
        peakIncentiveCents: FIELD_MESSAGES.invalid,
        paydayBusinessDay: FIELD_MESSAGES.required,
        'share.AS_SCHEDULED': FIELD_MESSAGES.required,
      },
    });
  });

  it('places the schema’s range messages on their fields, a share’s on its finish type', () => {
    const values = {
      ...payPolicyFormOf(DEFAULT_PAY_POLICY),
      paydayBusinessDay: '23',
      participationEarlyMinutes: '61',
      'share.STUDENT_CANCELLATION': '101',
    };
    expect(payPolicyFromForm(values)).toEqual({
      ok: false,
      errors: {
        participationEarlyMinutes: FIELD_MESSAGES.invalid,
        paydayBusinessDay: FIELD_MESSAGES.invalid,
        'share.STUDENT_CANCELLATION': FIELD_MESSAGES.invalid,
      },
    });
  });
});
