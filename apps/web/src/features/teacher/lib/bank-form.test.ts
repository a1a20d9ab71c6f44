import { bankDetails } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { bankFieldOf, emptyBankForm, METHOD_FIELDS } from './bank-form';

describe('the bank form', () => {
  it('starts blank with the current method, or ABA when none is kept', () => {
    expect(emptyBankForm()).toMatchObject({ method: 'ABA_BANK', accountNumber: '' });
    expect(emptyBankForm({ method: 'PAYPAL' })).toMatchObject({ method: 'PAYPAL' });
  });

  it('asks each method’s fields, which the contracts’ schema keeps and no other', () => {
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

  it('reads the server’s field names in the form’s terms', () => {
    expect(bankFieldOf('details.accountNumber')).toBe('accountNumber');
    expect(bankFieldOf('details.method')).toBe('method');
    expect(bankFieldOf('details.unknown')).toBeUndefined();
    expect(bankFieldOf('password')).toBeUndefined();
  });
});
