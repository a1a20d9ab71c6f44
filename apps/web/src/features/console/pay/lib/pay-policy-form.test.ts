import { DEFAULT_PAY_POLICY, FIELD_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { payPolicyFormOf, payPolicyFromForm, RAISE_GRADES, raiseKey } from './pay-policy-form';

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
    expect(values['raise.C']).toBe('0.25');
    expect(values['raise.A']).toBe('0.50');
    expect(values['raise.S_PLUS']).toBe('1.00');
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
      'share.AS_SCHEDULED': ' ',
      // Out of range, but the schema is not asked while a field is blank or not money.
      participationEarlyMinutes: '61',
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

  it('reads each grade’s renewal raise as dollars into cents', () => {
    const values = {
      ...payPolicyFormOf(DEFAULT_PAY_POLICY),
      [raiseKey('B')]: '0.3',
      [raiseKey('S')]: '$1.75',
    };
    const checked = payPolicyFromForm(values);
    expect(checked.ok && checked.policy.renewalRaiseCents).toEqual({
      C: 25,
      B: 30,
      A: 50,
      S: 175,
      S_PLUS: 100,
    });
  });

  it('says which raise is blank or not money, and places the schema’s range on its grade', () => {
    const blank = { ...payPolicyFormOf(DEFAULT_PAY_POLICY), 'raise.C': ' ', 'raise.A': '0.255' };
    expect(payPolicyFromForm(blank)).toEqual({
      ok: false,
      errors: { 'raise.C': FIELD_MESSAGES.required, 'raise.A': FIELD_MESSAGES.invalid },
    });
    // At most $5 a class (contracts' RENEWAL_RAISE_CENTS_MAX).
    const high = { ...payPolicyFormOf(DEFAULT_PAY_POLICY), 'raise.S_PLUS': '5.01' };
    expect(payPolicyFromForm(high)).toEqual({
      ok: false,
      errors: { 'raise.S_PLUS': FIELD_MESSAGES.invalid },
    });
    const top = { ...payPolicyFormOf(DEFAULT_PAY_POLICY), 'raise.S_PLUS': '5' };
    const checked = payPolicyFromForm(top);
    expect(checked.ok && checked.policy.renewalRaiseCents.S_PLUS).toBe(500);
  });

  it('lists the grades from the one a teacher starts at up', () => {
    expect(RAISE_GRADES).toEqual(['C', 'B', 'A', 'S', 'S_PLUS']);
  });
});
