import { DEFAULT_CANCELLATION_POLICY, FIELD_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { MONEY_FIELDS, POLICY_FIELDS, policyFormOf, policyFromForm } from './policy-form';

const FORM = policyFormOf(DEFAULT_CANCELLATION_POLICY);

describe('the policy form', () => {
  it('shows every number of the policy, fines as dollars', () => {
    expect([...POLICY_FIELDS].sort()).toEqual(Object.keys(DEFAULT_CANCELLATION_POLICY).sort());
    expect([...MONEY_FIELDS].sort()).toEqual([
      'lastMinuteFineCents',
      'lateFineCents',
      'noShowFineCents',
    ]);
    expect(FORM).toEqual({
      periodMonths: '6',
      cancellationsPerPeriod: '6',
      freeLeadHours: '24',
      lastMinuteLeadHours: '2',
      lateFineCents: '2.00',
      lastMinuteFineCents: '10.00',
      noShowFineCents: '10.00',
      leaveNoticeBusinessDays: '14',
      freePassesPerYear: '1',
    });
  });

  it('reads the form back as the same policy, dollars into cents', () => {
    expect(policyFromForm(FORM)).toEqual({ ok: true, policy: DEFAULT_CANCELLATION_POLICY });
    expect(
      policyFromForm({ ...FORM, lateFineCents: '2.5', cancellationsPerPeriod: ' 8 ' }),
    ).toEqual({
      ok: true,
      policy: { ...DEFAULT_CANCELLATION_POLICY, lateFineCents: 250, cancellationsPerPeriod: 8 },
    });
  });

  it('names an empty field as missing and a wrong amount as wrong', () => {
    expect(policyFromForm({ ...FORM, noShowFineCents: '', periodMonths: ' ' })).toEqual({
      ok: false,
      errors: { noShowFineCents: FIELD_MESSAGES.required, periodMonths: FIELD_MESSAGES.required },
    });
    expect(policyFromForm({ ...FORM, lateFineCents: '2.345' })).toEqual({
      ok: false,
      errors: { lateFineCents: FIELD_MESSAGES.invalid },
    });
  });

  it('applies the contracts’ limits and rules', () => {
    expect(policyFromForm({ ...FORM, periodMonths: '0' })).toEqual({
      ok: false,
      errors: { periodMonths: FIELD_MESSAGES.invalid },
    });
    expect(policyFromForm({ ...FORM, lastMinuteLeadHours: '30' })).toEqual({
      ok: false,
      errors: { lastMinuteLeadHours: FIELD_MESSAGES.invalid },
    });
    expect(policyFromForm({ ...FORM, lateFineCents: '100.01' })).toEqual({
      ok: false,
      errors: { lateFineCents: FIELD_MESSAGES.invalid },
    });
  });
});
