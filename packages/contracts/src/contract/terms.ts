import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { wireDate, wireInt } from '../wire.js';

/**
 * Contract types (decision 038): the main position, and the secondary position the landing
 * page advertises (payslips group its classes as SECONDARY_POSITION).
 */
export const CONTRACT_TYPES = ['STANDARD', 'SECONDARY_POSITION'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export {
  CONTRACT,
  CONTRACT_LIFECYCLE,
  CONTRACT_STATUSES,
  type ContractStatus,
} from './contract.lifecycle.js';

/**
 * The defaults staff start from (business-facts.md): $10 a class (base pay is $9-11, set by
 * credentials at hiring), one carrot per peak-time class, six months (a peer's contract
 * length). The basic increase is the raise a contract's pay already includes over the contract
 * it renews (decision 052: pay-policy's `renewalTerms` writes it at renewal): none in a first
 * contract. The pay per class is what is paid, nothing is added on top.
 */
export const DEFAULT_TERMS = {
  contractType: 'STANDARD',
  payPerClassCents: 1000,
  basicIncreaseCents: 0,
  peakCarrots: 1,
  months: 6,
} as const;

/** The bounds staff may set: a class pays between $1 and $50. */
export const PAY_PER_CLASS_CENTS = { min: 100, max: 5000 } as const;
export const BASIC_INCREASE_CENTS_MAX = 1000;
export const PEAK_CARROTS_MAX = 100;

const cents = (max: number, min = 0) =>
  wireInt.pipe(
    z
      .number()
      .int()
      .min(min, { error: FIELD_MESSAGES.invalid })
      .max(max, { error: FIELD_MESSAGES.invalid }),
  );

/** The terms staff set (known-api.md: pay rule, basic increase, peak-time carrots, dates, type). */
export const contractTerms = z
  .object({
    contractType: z.enum(CONTRACT_TYPES, { error: FIELD_MESSAGES.required }),
    payPerClassCents: cents(PAY_PER_CLASS_CENTS.max, PAY_PER_CLASS_CENTS.min),
    basicIncreaseCents: cents(BASIC_INCREASE_CENTS_MAX),
    peakCarrots: cents(PEAK_CARROTS_MAX),
    /** YYYY/MM/DD. */
    effectiveOn: wireDate,
    expiresOn: wireDate,
  })
  .refine((terms) => terms.expiresOn > terms.effectiveOn, {
    path: ['expiresOn'],
    error: FIELD_MESSAGES.contractDates,
  });
export type ContractTerms = z.infer<typeof contractTerms>;

/** Money as the spec shows it: cents divided by 100 with a dollar sign. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
