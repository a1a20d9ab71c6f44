import type { BankDetailsRecord } from '@portal/contracts';

/** One holder's details in each payment method, as the bank form sends them. */
const holder = { holderFirstName: 'Ann', holderMiddleName: 'B', holderLastName: 'Lee' };

export const ANN = {
  method: 'ABA_BANK',
  ...holder,
  bankName: 'First Bank',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountType: 'CHECKING',
} satisfies BankDetailsRecord;

export const PAYPAL = {
  method: 'PAYPAL',
  ...holder,
  paypalEmail: 'ann@pay.test',
} satisfies BankDetailsRecord;

export const SWIFT = {
  method: 'SWIFT',
  ...holder,
  bankName: 'Deutsche Bank',
  swiftCode: 'DEUTDEFF500',
  accountNumber: 'DE89370400440532013000',
  bankAddress: '12 Taunusanlage, Frankfurt',
  bankCountry: 'Germany',
} satisfies BankDetailsRecord;
