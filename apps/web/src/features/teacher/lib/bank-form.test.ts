import { bankDetails } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { bankFieldOf, emptyBankForm, METHOD_FIELDS } from './bank-form';

const BLANK = {
  holderFirstName: '',
  holderMiddleName: '',
  holderLastName: '',
  bankName: '',
  routingNumber: '',
  accountNumber: '',
  accountType: '',
  swiftCode: '',
  bankAddress: '',
  bankCountry: '',
  paypalEmail: '',
};

describe('the bank form', () => {
  it('starts with every field blank and ABA when no method is kept', () => {
    expect(emptyBankForm()).toStrictEqual({ method: 'ABA_BANK', ...BLANK });
  });

  it('starts blank with the kept method', () => {
    expect(emptyBankForm({ method: 'SWIFT' })).toStrictEqual({ method: 'SWIFT', ...BLANK });
  });

  it('asks each method’s fields in the form’s order', () => {
    const holder = ['holderFirstName', 'holderMiddleName', 'holderLastName'];
    expect(METHOD_FIELDS).toStrictEqual({
      ABA_BANK: [...holder, 'bankName', 'routingNumber', 'accountNumber', 'accountType'],
      SWIFT: [...holder, 'bankName', 'swiftCode', 'accountNumber', 'bankAddress', 'bankCountry'],
      PAYPAL: [...holder, 'paypalEmail'],
    });
  });

  it('asks the fields the contracts’ schema keeps and no other', () => {
    const values = {
      ...emptyBankForm({ method: 'PAYPAL' }),
      holderFirstName: 'Ann',
      holderLastName: 'Lee',
      paypalEmail: 'ann@example.com',
      accountNumber: '123456',
    };
    const parsed = bankDetails.parse(values);
    expect(Object.keys(parsed).sort()).toEqual(['method', ...METHOD_FIELDS.PAYPAL].sort());
  });
});

describe('bankFieldOf', () => {
  it('reads the server’s field paths in the form’s terms', () => {
    expect(bankFieldOf('details.accountNumber')).toBe('accountNumber');
    expect(bankFieldOf('details.swiftCode')).toBe('swiftCode');
    expect(bankFieldOf('details.paypalEmail')).toBe('paypalEmail');
    expect(bankFieldOf('details.method')).toBe('method');
    expect(bankFieldOf('method')).toBe('method');
    expect(bankFieldOf('routingNumber')).toBe('routingNumber');
  });

  it('knows no field for other paths', () => {
    expect(bankFieldOf('details.unknown')).toBeUndefined();
    expect(bankFieldOf('password')).toBeUndefined();
    expect(bankFieldOf('details')).toBeUndefined();
    expect(bankFieldOf('detailsXaccountNumber')).toBeUndefined();
  });

  it('strips “details.” only as the path’s prefix', () => {
    expect(bankFieldOf('bank.details.accountNumber')).toBeUndefined();
    expect(bankFieldOf('accountdetails.Number')).toBeUndefined();
  });
});
