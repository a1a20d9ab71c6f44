import { z } from 'zod';
import { applicantIdParams } from '../application/review.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { multiLineText } from '../plain-text.js';
import { optionalText, wireInt } from '../wire.js';
import { BACKGROUND_RESULTS, HOLD_STATUSES } from './teacher.js';
import { CONTRACT_STATUSES, CONTRACT_TYPES } from './terms.js';

/** The terms of a stored version, as read back (dates `YYYY/MM/DD`, money in cents). */
export const contractTermsView = z.object({
  contractType: z.enum(CONTRACT_TYPES),
  payPerClassCents: z.number().int(),
  basicIncreaseCents: z.number().int(),
  peakCarrots: z.number().int(),
  effectiveOn: z.string(),
  expiresOn: z.string(),
});
export type ContractTermsView = z.infer<typeof contractTermsView>;

/**
 * `CONTRACT_CALLS.getContract`: the applicant's latest offered or signed version (a version
 * replaced before signing is not shown), or null before any offer.
 */
export const applicantContract = z.object({
  contractId: z.number().int(),
  version: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  terms: contractTermsView,
  /** Epoch ms. */
  offeredAt: z.number().int(),
  signedAt: z.number().int().nullable(),
  signedName: z.string().nullable(),
  /** Open and the applicant at "contract invitation": the sign form may be sent. */
  canSign: z.boolean(),
  /** The name the PDF downloads under. */
  fileName: z.string(),
});
export type ApplicantContract = z.infer<typeof applicantContract>;

/** One version as the console lists it, newest first. */
export const contractVersion = applicantContract.omit({ canSign: true }).extend({
  offeredBy: z.string(),
  signedIp: z.string().nullable(),
  /** When it was replaced unsigned (VOID). */
  closedAt: z.number().int().nullable(),
  unsignedSha256: z.string(),
});
export type ContractVersion = z.infer<typeof contractVersion>;

export const backgroundCheckView = z.object({
  consentAt: z.number().int().nullable(),
  consentBy: z.string().nullable(),
  result: z.enum(BACKGROUND_RESULTS).nullable(),
  reason: z.string(),
  decidedAt: z.number().int().nullable(),
  decidedBy: z.string().nullable(),
});
export type BackgroundCheckView = z.infer<typeof backgroundCheckView>;

/** The console's contract panel: every version, the background check, the terms to start from. */
export const applicantContracts = z.object({
  userId: z.number().int(),
  stage: z.string(),
  status: z.string(),
  /** The name on the application (first, middle initial, last): staff compare the signed one. */
  applicationName: z.string(),
  /** Every required document passed: an offer may be made (from "Documents reviewing"). */
  documentsComplete: z.boolean(),
  versions: z.array(contractVersion),
  backgroundCheck: backgroundCheckView.nullable(),
  /** The defaults, effective today (UTC) for six months: the offer form's first values. */
  defaults: contractTermsView,
  /** When the account was activated (Finish), else null. */
  activatedAt: z.number().int().nullable(),
});
export type ApplicantContracts = z.infer<typeof applicantContracts>;

const reasonText = multiLineText().max(500, FIELD_MESSAGES.invalid);

/** A background check's result: CLEAR activates; ADVERSE needs the reason the applicant reads. */
export const backgroundDecisionRequest = z
  .object({
    result: z.enum(BACKGROUND_RESULTS, { error: FIELD_MESSAGES.required }),
    reason: optionalText(reasonText),
  })
  .superRefine((body, ctx) => {
    if (body.result === 'ADVERSE' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: FIELD_MESSAGES.required });
  });
export type BackgroundDecisionRequest = z.input<typeof backgroundDecisionRequest>;
export type BackgroundDecision = z.output<typeof backgroundDecisionRequest>;

/** A hold: the status and the reason mailed to the applicant. */
export const holdRequest = z.object({
  status: z.enum(HOLD_STATUSES, { error: FIELD_MESSAGES.required }),
  reason: multiLineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(500, FIELD_MESSAGES.invalid),
});
export type HoldRequest = z.input<typeof holdRequest>;
export type Hold = z.output<typeof holdRequest>;

const contractId = wireInt.pipe(z.number().int().positive());
export const contractIdParams = z.object({ contractId });
export const applicantContractParams = applicantIdParams.extend({ contractId });
