/**
 * Which contract holds on a date (decision 052): one rule for the account guard, slot opening,
 * joining a class, pay and the leave periods. A contract's dates are Beijing calendar days,
 * both ends inclusive, like the teaching week's (decision 039).
 */
import { beijingDayOf, beijingDayStartOf } from '../calendar/beijing.js';
import type { TimeRange } from '../calendar/calendars.js';
import { DAY_MS } from '../calendar/durations.js';
import { periodOf } from '../leave/leave-calendar.js';

/** What the rule reads of a signed contract. Days are `YYYY-MM-DD`. */
export interface ContractSpan {
  id: number;
  version: number;
  effectiveOn: string;
  expiresOn: string;
}

/** Whether `a` began after `b`: the later start wins, then the later version. */
const newer = (a: ContractSpan, b: ContractSpan) =>
  a.effectiveOn > b.effectiveOn || (a.effectiveOn === b.effectiveOn && a.version > b.version);

/**
 * The signed contract in force on a Beijing day: one that covers it; of two that do, the one
 * that began later (a renewal signed early takes over from its first day), then the later
 * version. Null when none covers it (before the first, after the last, a gap between two).
 */
export function contractInForce<C extends ContractSpan>(
  signed: readonly C[],
  day: string,
): C | null {
  let found: C | null = null;
  for (const contract of signed)
    if (
      contract.effectiveOn <= day &&
      day <= contract.expiresOn &&
      (!found || newer(contract, found))
    )
      found = contract;
  return found;
}

/** The contract in force at an instant's Beijing day. */
export function contractInForceAt<C extends ContractSpan>(
  signed: readonly C[],
  at: number,
): C | null {
  return contractInForce(signed, beijingDayOf(at));
}

/**
 * Whether every signed contract ended before `today` (the account guard's CONTRACT_EXPIRED).
 * A contract still to begin keeps the account open: the teacher opens its dates, and only
 * those. No signed contract at all means nothing has expired.
 */
export function contractsLapsed(
  signed: readonly Pick<ContractSpan, 'expiresOn'>[],
  today: string,
): boolean {
  return signed.length > 0 && signed.every((contract) => contract.expiresOn < today);
}

/** Where a signed contract stands on a day: still to begin, running (both ends), or ended. */
export const CONTRACT_TERMS = ['NOT_STARTED', 'RUNNING', 'ENDED'] as const;
export type ContractTerm = (typeof CONTRACT_TERMS)[number];

/** The term of a signed contract on a Beijing day, by the rule above (`contractInForce`). */
export function contractTerm(
  contract: Pick<ContractSpan, 'effectiveOn' | 'expiresOn'>,
  today: string,
): ContractTerm {
  if (today < contract.effectiveOn) return 'NOT_STARTED';
  return today > contract.expiresOn ? 'ENDED' : 'RUNNING';
}

/** A leave period: the allowance counts the classes whose start falls in it. */
export interface LeavePeriod extends TimeRange {
  contractId: number;
  index: number;
  /** Names the period for counting: `<contract id>:<index>`. */
  key: string;
}

/**
 * The leave period holding `at`: periods of `periodMonths` counted from the first day of the
 * contract in force at `at`, the last one ending with the contract. Null on a day no contract
 * holds. A renewal beginning later starts its own periods from its own first day, so signing it
 * never resets the count of the period running now.
 */
export function leavePeriodAt(
  signed: readonly ContractSpan[],
  at: number,
  periodMonths: number,
): LeavePeriod | null {
  const contract = contractInForceAt(signed, at);
  if (!contract) return null;
  const period = periodOf(beijingDayStartOf(contract.effectiveOn), at, periodMonths);
  // The period ends with its contract, or where a contract that began later takes over.
  let end = Math.min(period.end, beijingDayStartOf(contract.expiresOn) + DAY_MS);
  for (const other of signed) {
    const start = beijingDayStartOf(other.effectiveOn);
    if (newer(other, contract) && start > at && start < end) end = start;
  }
  return {
    contractId: contract.id,
    index: period.index,
    key: `${contract.id}:${period.index}`,
    start: Math.max(period.start, beijingDayStartOf(contract.effectiveOn)),
    end,
  };
}

/**
 * The contract whose periods the teacher reads now: the one in force, else the last one that
 * ended, else the first one still to begin. The leave page needs a period on a day between
 * contracts too.
 */
export function contractNear<C extends ContractSpan>(signed: readonly C[], at: number): C | null {
  const inForce = contractInForceAt(signed, at);
  if (inForce) return inForce;
  const today = beijingDayOf(at);
  const ended = signed.filter((c) => c.expiresOn < today);
  if (ended.length > 0) return ended.reduce((last, c) => (c.expiresOn > last.expiresOn ? c : last));
  const coming = signed.filter((c) => c.effectiveOn > today);
  return coming.reduce<C | null>(
    (first, c) => (!first || c.effectiveOn < first.effectiveOn ? c : first),
    null,
  );
}

/** The leave period the teacher reads now (`contractNear`'s), or null without any contract. */
export function leavePeriodNear(
  signed: readonly ContractSpan[],
  at: number,
  periodMonths: number,
): LeavePeriod | null {
  const contract = contractNear(signed, at);
  if (!contract) return null;
  const start = beijingDayStartOf(contract.effectiveOn);
  const lastDay = beijingDayStartOf(contract.expiresOn);
  return leavePeriodAt([contract], Math.min(Math.max(at, start), lastDay), periodMonths);
}

/** How close to its start a class no contract holds is released even while a contract runs. */
export const OUT_OF_CONTRACT_RELEASE_LEAD_MS = DAY_MS;

/**
 * Whether a class not yet taught leaves its teacher for want of a contract (decision 052): no
 * contract holds its day, and either none holds today (the last one ended and no renewal came)
 * or it starts within a day (too late for a renewal to be signed for it). While a contract
 * runs, a class beyond its end waits for the renewal.
 */
export function classOutOfContract(
  signed: readonly ContractSpan[],
  classStart: number,
  now: number,
): boolean {
  if (contractInForceAt(signed, classStart)) return false;
  return !contractInForceAt(signed, now) || classStart - now < OUT_OF_CONTRACT_RELEASE_LEAD_MS;
}
