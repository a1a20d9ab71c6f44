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

/**
 * How a hold reads in the console and in the applicant's mail. The funnel's own labels are
 * the resume step's ("Resume unqualified" for Standby), which would mislead at step 4 or 5.
 */
export const HOLD_LABELS: Record<HoldStatus, string> = {
  Standby: 'On hold (standby)',
  OutOfContact: 'Out of contact',
  Waiver: 'Withdrawn (waiver)',
};

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

// Dates: `YYYY/MM/DD` on the wire (known-api.md), `YYYY-MM-DD` in the database.

const WIRE_DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;

function partsOf(wire: string): [number, number, number] | null {
  const match = WIRE_DATE.exec(wire);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const wireOf = (year: number, month: number, day: number) =>
  `${pad(year, 4)}/${pad(month)}/${pad(day)}`;

/** Whether `YYYY/MM/DD` names a day of the calendar (the wire's pattern lets 2027/02/30 by). */
export function isCalendarDate(wire: string): boolean {
  const parts = partsOf(wire);
  if (!parts) return false;
  const [year, month, day] = parts;
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** `YYYY/MM/DD` as the database's `YYYY-MM-DD`, and back. */
export const isoDateOf = (wire: string): string => wire.replaceAll('/', '-');
export const wireDateOf = (iso: string): string => iso.replaceAll('-', '/');

/** The day of an instant in UTC, `YYYY/MM/DD`. */
export function utcDay(at: Date): string {
  return wireOf(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** `months` later; a day the shorter month lacks becomes its last (08/31 + 6 -> 02/28). */
export function addMonths(wire: string, months: number): string {
  const parts = partsOf(wire);
  if (!parts) throw new Error(`not a date: ${wire}`);
  const [year, month, day] = parts;
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return wireOf(nextYear, nextMonth, Math.min(day, daysIn(nextYear, nextMonth)));
}

/** The console's first terms: the defaults, from `today` for the usual number of months. */
export function defaultTerms(today: string): ContractTerms {
  return {
    contractType: DEFAULT_TERMS.contractType,
    payPerClassCents: DEFAULT_TERMS.payPerClassCents,
    basicIncreaseCents: DEFAULT_TERMS.basicIncreaseCents,
    peakCarrots: DEFAULT_TERMS.peakCarrots,
    effectiveOn: today,
    expiresOn: addMonths(today, DEFAULT_TERMS.months),
  };
}

/** The names a contract's PDFs are saved under. */
export function contractFileName(version: number, signed: boolean): string {
  return signed ? `contract-v${version}-signed.pdf` : `contract-v${version}.pdf`;
}
