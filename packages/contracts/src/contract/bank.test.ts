import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../errors/messages.js';
import {
  BANK_FIELD_RULES as RULES,
  bankDetails,
  holderFullName,
  maskedAccount,
  type BankDetails,
} from './bank.js';

const holder = { holderFirstName: 'Ann', holderMiddleName: 'B', holderLastName: 'Lee' };
const aba = {
  method: 'ABA_BANK',
  ...holder,
  bankName: 'First Bank',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountType: 'CHECKING',
};
const swift = {
  method: 'SWIFT',
  ...holder,
  bankName: 'Banco',
  swiftCode: 'deutdeff500',
  accountNumber: 'DE89370400440532013000',
  bankAddress: '1 Main Street, Frankfurt',
  bankCountry: 'Germany',
};
const paypal = { method: 'PAYPAL', ...holder, paypalEmail: 'ann@example.com' };

/** The messages of a refused record, by field. */
function problems(input: unknown): Record<string, string> {
  const result = bankDetails.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('bank details', () => {
  it('take one record per method', () => {
    expect(bankDetails.parse(aba).method).toBe('ABA_BANK');
    expect(bankDetails.parse(paypal).method).toBe('PAYPAL');
    // A BIC is kept in capitals whatever was typed.
    expect(bankDetails.parse(swift)).toMatchObject({ method: 'SWIFT', swiftCode: 'DEUTDEFF500' });
  });

  it('refuse an unknown method and say the field is required', () => {
    expect(problems({ ...aba, method: 'CASH' })).toEqual({ method: FIELD_MESSAGES.required });
    expect(problems({ ...holder })).toEqual({ method: FIELD_MESSAGES.required });
  });

  it('ask for the holder’s first and last name, not the middle one', () => {
    const { holderMiddleName: _unused, ...withoutMiddle } = aba;
    expect(bankDetails.parse(withoutMiddle)).toMatchObject({ holderMiddleName: '' });
    expect(problems({ ...aba, holderFirstName: '  ' })).toEqual({
      holderFirstName: FIELD_MESSAGES.required,
    });
    expect(problems({ ...paypal, holderLastName: undefined })).toEqual({
      holderLastName: FIELD_MESSAGES.required,
    });
  });

  it('check the ABA routing number (9 digits) and the account number (4 to 17 digits)', () => {
    expect(problems({ ...aba, routingNumber: '12345678' })).toEqual({
      routingNumber: FIELD_MESSAGES.invalid,
    });
    expect(problems({ ...aba, routingNumber: '12345678a' })).toHaveProperty('routingNumber');
    expect(problems({ ...aba, accountNumber: '123' })).toHaveProperty('accountNumber');
    expect(problems({ ...aba, accountNumber: '1'.repeat(18) })).toHaveProperty('accountNumber');
    expect(problems({ ...aba, accountNumber: '1234' })).toEqual({});
    expect(problems({ ...aba, accountType: 'CREDIT' })).toHaveProperty('accountType');
  });

  it('check a BIC of 8 or 11 characters and an IBAN-like account', () => {
    expect(problems({ ...swift, swiftCode: 'DEUTDEFF' })).toEqual({});
    expect(problems({ ...swift, swiftCode: 'DEUTDEF' })).toHaveProperty('swiftCode');
    expect(problems({ ...swift, swiftCode: 'DEUTDEFF5' })).toHaveProperty('swiftCode');
    expect(problems({ ...swift, swiftCode: '1EUTDEFF' })).toHaveProperty('swiftCode');
    expect(problems({ ...swift, accountNumber: 'DE89 3704' })).toHaveProperty('accountNumber');
    expect(problems({ ...swift, bankAddress: '' })).toEqual({
      bankAddress: FIELD_MESSAGES.required,
    });
  });

  it('check the PayPal address', () => {
    expect(problems({ ...paypal, paypalEmail: 'not-an-address' })).toHaveProperty('paypalEmail');
  });

  it('refuse control characters in any field', () => {
    expect(problems({ ...aba, bankName: 'First\u0000Bank' })).toEqual({
      bankName: FIELD_MESSAGES.controlCharacters,
    });
  });
});

describe('holderFullName', () => {
  it('joins the names and skips a blank middle name', () => {
    expect(holderFullName(holder)).toBe('Ann B Lee');
    expect(holderFullName({ ...holder, holderMiddleName: ' ' })).toBe('Ann Lee');
    expect(holderFullName({ holderFirstName: 'Ann', holderLastName: 'Lee' })).toBe('Ann Lee');
  });
});

describe('maskedAccount', () => {
  it('shows the last four characters of an account, never more', () => {
    const masked = maskedAccount(bankDetails.parse(aba));
    expect(masked).toBe('•••• 6789');
    expect(masked).not.toContain('12345');
    expect(maskedAccount(bankDetails.parse(swift))).toBe('•••• 3000');
  });

  it('shows only the domain of a PayPal address', () => {
    const details: BankDetails = bankDetails.parse(paypal);
    expect(maskedAccount(details)).toBe('•••@example.com');
    expect(maskedAccount(details)).not.toContain('ann');
  });
});

describe('the rules the form writes under the fields', () => {
  const digits = (n: number) => '1'.repeat(n);
  const accepts = (input: object) => expect(problems(input)).toEqual({});
  const refuses = (input: object, field: string) =>
    expect(problems(input)).toEqual({ [field]: FIELD_MESSAGES.invalid });

  it('are the bounds the patterns check', () => {
    const { routingNumber: routing, abaAccountNumber: abaAcc } = RULES;
    accepts({ ...aba, routingNumber: digits(routing.digits) });
    refuses({ ...aba, routingNumber: digits(routing.digits - 1) }, 'routingNumber');
    accepts({ ...aba, accountNumber: digits(abaAcc.min) });
    accepts({ ...aba, accountNumber: digits(abaAcc.max) });
    refuses({ ...aba, accountNumber: digits(abaAcc.min - 1) }, 'accountNumber');

    const { swiftAccountNumber: swiftAcc, swiftCode: code } = RULES;
    accepts({ ...swift, accountNumber: 'A'.repeat(swiftAcc.min) });
    accepts({ ...swift, accountNumber: 'A'.repeat(swiftAcc.max) });
    refuses({ ...swift, accountNumber: 'A'.repeat(swiftAcc.max + 1) }, 'accountNumber');
    accepts({ ...swift, swiftCode: 'DEUTDEFF500'.slice(0, code.short) });
    accepts({ ...swift, swiftCode: 'DEUTDEFF500'.slice(0, code.long) });
    refuses({ ...swift, swiftCode: 'DEUTDEFF500'.slice(0, code.short + 1) }, 'swiftCode');
  });
});
