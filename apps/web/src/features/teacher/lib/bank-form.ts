import type { BankInfo, PaymentMethod } from '@portal/contracts';

/** The bank form's values: every method's fields at once (the schema keeps the chosen one's). */
export interface BankFormValues {
  method: PaymentMethod;
  holderFirstName: string;
  holderMiddleName: string;
  holderLastName: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  swiftCode: string;
  bankAddress: string;
  bankCountry: string;
  paypalEmail: string;
}
export type BankField = Exclude<keyof BankFormValues, 'method'>;

const HOLDER: readonly BankField[] = ['holderFirstName', 'holderMiddleName', 'holderLastName'];

/** The fields each method asks for, in the form's order (bank.ts in contracts). */
export const METHOD_FIELDS: Record<PaymentMethod, readonly BankField[]> = {
  ABA_BANK: [...HOLDER, 'bankName', 'routingNumber', 'accountNumber', 'accountType'],
  SWIFT: [...HOLDER, 'bankName', 'swiftCode', 'accountNumber', 'bankAddress', 'bankCountry'],
  PAYPAL: [...HOLDER, 'paypalEmail'],
};

/**
 * A blank form: the account numbers are never sent to the browser, so a change types them
 * again; the method starts as the current one (ABA when none is kept).
 */
export function emptyBankForm(current?: Pick<BankInfo, 'method'>): BankFormValues {
  return {
    method: current?.method ?? 'ABA_BANK',
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
}

/** The field a server message names (`details.accountNumber`), in the form's terms. */
export function bankFieldOf(serverField: string): BankField | 'method' | undefined {
  const name = serverField.replace(/^details\./, '');
  if (name === 'method') return 'method';
  return (Object.values(METHOD_FIELDS).flat() as string[]).includes(name)
    ? (name as BankField)
    : undefined;
}
