import { FIELD_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  centsFromDollars,
  dollarsFromCents,
  offerFormSchema,
  offerFormValues,
} from './contract-offer-form';

const values = {
  contractType: 'STANDARD',
  payPerClassCents: '10.50',
  basicIncreaseCents: '0.25',
  peakCarrots: '1',
  effectiveOn: '2026/12/01',
  expiresOn: '2027/06/01',
} as const;

const issuesOf = (input: object) => {
  const result = offerFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

/** The refusals as the form shows them: their field, message and code. */
const refusalsOf = (input: object) => {
  const result = offerFormSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map(({ code, path, message }) => ({ code, path, message }));
};
const invalid = (field: string) => ({
  code: 'custom',
  path: [field],
  message: FIELD_MESSAGES.invalid,
});

describe('money in the offer form', () => {
  it('reads dollars and cents exactly', () => {
    expect(centsFromDollars('10.50')).toBe(1050);
    expect(centsFromDollars('10.5')).toBe(1050);
    expect(centsFromDollars('$9')).toBe(900);
    expect(centsFromDollars('9$')).toBeNull();
    expect(centsFromDollars('1$0')).toBeNull();
    expect(centsFromDollars(' 0.25 ')).toBe(25);
    expect(centsFromDollars('1.005')).toBeNull();
    expect(centsFromDollars('ten')).toBeNull();
    expect(centsFromDollars('-1')).toBeNull();
    expect(centsFromDollars('')).toBeNull();
  });

  it('writes cents as dollars', () => {
    expect(dollarsFromCents(1050)).toBe('10.50');
    expect(dollarsFromCents(25)).toBe('0.25');
    expect(dollarsFromCents(900)).toBe('9.00');
  });
});

describe('the offer form', () => {
  it('sends the terms in cents', () => {
    expect(offerFormSchema.parse(values)).toEqual({
      contractType: 'STANDARD',
      payPerClassCents: 1050,
      basicIncreaseCents: 25,
      peakCarrots: 1,
      effectiveOn: '2026/12/01',
      expiresOn: '2027/06/01',
    });
  });

  it('puts each refusal beside its field', () => {
    expect(issuesOf({ ...values, payPerClassCents: 'ten' })).toEqual(['payPerClassCents']);
    expect(issuesOf({ ...values, payPerClassCents: '0.50' })).toEqual(['payPerClassCents']);
    expect(issuesOf({ ...values, expiresOn: '2027/02/30' })).toEqual(['expiresOn']);
    expect(issuesOf({ ...values, expiresOn: '2026/11/01' })).toEqual(['expiresOn']);
    expect(issuesOf({ ...values, peakCarrots: 'x' })).toEqual(['peakCarrots']);
  });

  it('refuses money that is not dollars and cents with the invalid message', () => {
    expect(refusalsOf({ ...values, payPerClassCents: 'ten' })).toEqual([
      invalid('payPerClassCents'),
    ]);
    expect(refusalsOf({ ...values, basicIncreaseCents: '0.255' })).toEqual([
      invalid('basicIncreaseCents'),
    ]);
  });

  it("keeps the shared rule's messages on the converted terms", () => {
    expect(refusalsOf({ ...values, payPerClassCents: '0.50' })).toEqual([
      invalid('payPerClassCents'),
    ]);
    expect(refusalsOf({ ...values, expiresOn: '2026/11/01' })).toEqual([
      { code: 'custom', path: ['expiresOn'], message: FIELD_MESSAGES.contractDates },
    ]);
  });

  it('refuses a day the calendar does not have, and asks for the contract type', () => {
    expect(refusalsOf({ ...values, effectiveOn: '2026/02/29' })).toEqual([invalid('effectiveOn')]);
    expect(refusalsOf({ ...values, contractType: undefined })).toEqual([
      { code: 'invalid_value', path: ['contractType'], message: FIELD_MESSAGES.required },
    ]);
  });

  it('reads dates typed with spaces around them', () => {
    expect(
      offerFormSchema.parse({ ...values, effectiveOn: ' 2026/12/01 ', expiresOn: '2027/06/01 ' }),
    ).toMatchObject({ effectiveOn: '2026/12/01', expiresOn: '2027/06/01' });
  });

  it('starts from the panel’s terms in dollars', () => {
    expect(
      offerFormValues({
        contractType: 'SECONDARY_POSITION',
        payPerClassCents: 1000,
        basicIncreaseCents: 25,
        peakCarrots: 1,
        effectiveOn: '2026/11/24',
        expiresOn: '2027/05/24',
      }),
    ).toEqual({
      contractType: 'SECONDARY_POSITION',
      payPerClassCents: '10.00',
      basicIncreaseCents: '0.25',
      peakCarrots: '1',
      effectiveOn: '2026/11/24',
      expiresOn: '2027/05/24',
    });
  });
});
