import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { signInEmail } from '../accounts/fields.js';

/** Payment methods (spec section 3). */
export const PAYMENT_METHODS = {
  ABA_BANK: 'ABA Bank',
  SWIFT: 'Swift Code',
  PAYPAL: 'PayPal',
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

const required = (max: number) =>
  lineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(max, FIELD_MESSAGES.invalid);
const optional = (max: number) =>
  lineText().max(max, FIELD_MESSAGES.invalid).optional().default('');
const pattern = (regex: RegExp, max: number) =>
  required(max).regex(regex, { error: FIELD_MESSAGES.invalid });

/**
 * The lengths the bank fields' patterns below check, for the rule the form writes under each
 * field (issue 36: a refused value says which rule it broke); bank.test.ts holds the patterns
 * to these bounds.
 */
export const BANK_FIELD_RULES = {
  routingNumber: { digits: 9 },
  abaAccountNumber: { min: 4, max: 17 },
  swiftAccountNumber: { min: 4, max: 34 },
  swiftCode: { short: 8, long: 11 },
} as const;

/** The account holder: first, middle and last name, joined into the full name. */
const holder = {
  holderFirstName: required(50),
  holderMiddleName: optional(50),
  holderLastName: required(50),
};

/** ABA: a US bank, its 9-digit routing number and the account number. */
export const abaBankDetails = z.object({
  method: z.literal('ABA_BANK'),
  ...holder,
  bankName: required(100),
  routingNumber: pattern(/^\d{9}$/, 9),
  accountNumber: pattern(/^\d{4,17}$/, 17),
  accountType: z.enum(['CHECKING', 'SAVINGS'], { error: FIELD_MESSAGES.required }),
});

/** SWIFT: a bank abroad by its BIC (8 or 11 characters) and the account number or IBAN. */
export const swiftBankDetails = z.object({
  method: z.literal('SWIFT'),
  ...holder,
  bankName: required(100),
  swiftCode: pattern(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, 11).transform((code) =>
    code.toUpperCase(),
  ),
  accountNumber: pattern(/^[A-Za-z0-9]{4,34}$/, 34),
  bankAddress: required(200),
  bankCountry: required(60),
});

export const paypalDetails = z.object({
  method: z.literal('PAYPAL'),
  ...holder,
  paypalEmail: signInEmail,
});

/** One teacher's bank details: one method at a time. */
export const bankDetails = z.discriminatedUnion(
  'method',
  [abaBankDetails, swiftBankDetails, paypalDetails],
  { error: FIELD_MESSAGES.required },
);
export type BankDetails = z.infer<typeof bankDetails>;
export type BankDetailsInput = z.input<typeof bankDetails>;

/** The holder's full name: first, middle and last, blanks skipped. */
export function holderFullName(details: {
  holderFirstName: string;
  holderMiddleName?: string;
  holderLastName: string;
}): string {
  return [details.holderFirstName, details.holderMiddleName, details.holderLastName]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
}

/** The hint shown instead of the account: its last four characters, or the mailbox's domain. */
export function maskedAccount(details: BankDetails): string {
  if (details.method === 'PAYPAL') {
    const [, domain = ''] = details.paypalEmail.split('@');
    return `•••@${domain}`;
  }
  return `•••• ${details.accountNumber.slice(-4)}`;
}
