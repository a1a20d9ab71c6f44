import { termLastDay } from '../calendar/wire-dates.js';
import { STATUS, type StatusCode } from '../funnel/statuses.js';
import { canMove, type FunnelTransition } from '../funnel/transitions.js';
import { documentsPlace, type DocumentStatuses } from './documents.js';
import type { HoldStatus } from './teacher.js';
import { DEFAULT_TERMS, type ContractTerms } from './terms.js';

/*
 * Step 5's rules (decision 038), pure so the console, the applicant's page and the server
 * agree: which move an offer, a hold or a release makes, and the contract's dates.
 */

type Place = { stage: string; status: string };

/** A first offer from "Documents reviewing", or new terms for an offer not yet signed. */
export function offerMove(place: Place): 'offerContract' | 'reofferContract' | null {
  if (canMove('offerContract', place)) return 'offerContract';
  if (canMove('reofferContract', place)) return 'reofferContract';
  return null;
}

/** The hold each status is put with. */
export const HOLD_MOVES = {
  Standby: 'holdStandby',
  OutOfContact: 'holdOutOfContact',
  Waiver: 'holdWaiver',
} as const satisfies Record<HoldStatus, FunnelTransition>;

export function isHoldStatus(status: string): status is HoldStatus {
  return status in HOLD_MOVES;
}

/** Whether staff may put the applicant on hold now (any step-4/5 place before the result). */
export function canHold(place: Place): boolean {
  return Object.values(HOLD_MOVES).some((move) => canMove(move, place));
}

/** The move that takes a held applicant back to where their documents put them. */
export function releaseMove(documents: DocumentStatuses): FunnelTransition {
  const place: StatusCode = documentsPlace(documents);
  if (place === STATUS.PENDING_RESUBMIT) return 'releaseToResubmit';
  if (place === STATUS.PENDING_REVIEW) return 'releaseToReview';
  return 'releaseToDocuments';
}

export function canRelease(place: Place): boolean {
  return canMove('releaseToDocuments', place);
}

/** Signed, waiting for the background check's result. */
export function awaitsBackgroundCheck(place: Place): boolean {
  return canMove('activate', place);
}

/** The console's first terms: the defaults, from `today` for the usual months, both ends held. */
export function defaultTerms(today: string): ContractTerms {
  return {
    contractType: DEFAULT_TERMS.contractType,
    payPerClassCents: DEFAULT_TERMS.payPerClassCents,
    basicIncreaseCents: DEFAULT_TERMS.basicIncreaseCents,
    peakCarrots: DEFAULT_TERMS.peakCarrots,
    effectiveOn: today,
    expiresOn: termLastDay(today, DEFAULT_TERMS.months),
  };
}

/** The names a contract's PDFs are saved under. */
export function contractFileName(version: number, signed: boolean): string {
  return signed ? `contract-v${version}-signed.pdf` : `contract-v${version}.pdf`;
}
