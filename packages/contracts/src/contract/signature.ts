import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { wireInt } from '../wire.js';
import { RESOURCE_TYPES } from './documents.js';
import { LEGAL_NAME_PATTERN } from './legal-name.js';

/** The contract's resource type (the first of RESOURCE_TYPES), not the stage of that name. */
const CONTRACT_RESOURCE = RESOURCE_TYPES[0];

/**
 * The contract form of `DOCUMENT_CALLS.submitUrl` (spec section 7: "for the contract, the given
 * object sent as is"): the offered version, the signer's legal name and their agreement. The
 * contract's service reads it (decision 038).
 */
export const contractSignatureRequest = z.object({
  resourceType: z.literal(CONTRACT_RESOURCE),
  contractId: wireInt.pipe(z.number().int().positive()),
  legalName: lineText({ error: FIELD_MESSAGES.legalName })
    .min(2, FIELD_MESSAGES.legalName)
    .max(100, FIELD_MESSAGES.legalName)
    .regex(LEGAL_NAME_PATTERN, FIELD_MESSAGES.legalName),
  agree: z.literal(true, FIELD_MESSAGES.agreeRequired),
});
export type ContractSignatureRequest = z.output<typeof contractSignatureRequest>;
