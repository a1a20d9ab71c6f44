import {
  CONTRACT_TYPES,
  contractTerms,
  FIELD_MESSAGES,
  isCalendarDate,
  type ContractTerms,
  type ContractTermsView,
  type ContractType,
} from '@portal/contracts';
import { z } from 'zod';

/**
 * The offer form (decision 038): staff type money in dollars ("10.50"), the wire carries
 * cents. The fields keep the terms' names, so the shared schema's messages (and the server's)
 * land beside the field they are about.
 */
export interface OfferFormValues {
  contractType: ContractType;
  payPerClassCents: string;
  basicIncreaseCents: string;
  peakCarrots: string;
  effectiveOn: string;
  expiresOn: string;
}

export const OFFER_FIELDS = [
  'contractType',
  'payPerClassCents',
  'basicIncreaseCents',
  'peakCarrots',
  'effectiveOn',
  'expiresOn',
] as const satisfies readonly (keyof OfferFormValues)[];

const DOLLARS = /^\d{1,4}(\.\d{1,2})?$/;

/** "10.5" -> 1050 without floating point; null for anything but dollars and cents. */
export function centsFromDollars(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!DOLLARS.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1050 -> "10.50". */
export function dollarsFromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const dollars = z.string().transform((text, ctx) => {
  const cents = centsFromDollars(text);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.invalid });
    return z.NEVER;
  }
  return cents;
});

const calendarDate = z
  .string()
  .trim()
  .refine(isCalendarDate, { error: FIELD_MESSAGES.invalid, abort: true });

/** The form's values to the wire's terms, checked by the shared schema after conversion. */
export const offerFormSchema = z
  .object({
    contractType: z.enum(CONTRACT_TYPES, { error: FIELD_MESSAGES.required }),
    payPerClassCents: dollars,
    basicIncreaseCents: dollars,
    peakCarrots: z.string().trim(),
    effectiveOn: calendarDate,
    expiresOn: calendarDate,
  })
  .transform((converted, ctx): ContractTerms => {
    // The shared rule (bounds, dates in order) on the converted terms, its messages kept.
    const checked = contractTerms.safeParse(converted);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

/** The form's first values: the panel's defaults (or the open offer's terms) in dollars. */
export function offerFormValues(terms: ContractTermsView): OfferFormValues {
  return {
    contractType: terms.contractType,
    payPerClassCents: dollarsFromCents(terms.payPerClassCents),
    basicIncreaseCents: dollarsFromCents(terms.basicIncreaseCents),
    peakCarrots: String(terms.peakCarrots),
    effectiveOn: terms.effectiveOn,
    expiresOn: terms.expiresOn,
  };
}
