/**
 * The pay rules' numbers (business-facts.md "Pay"; decision 042): configuration FINANCE edit,
 * money in integer cents. A class's base pay is its contract's (the teacher's credentials);
 * the incentives and the share of each finish type are the school's.
 */
import type { TeacherGrade } from '../application/options/choices.js';
import { FINISH_TYPES, PEAK_INCENTIVE_THRESHOLD, type FinishType } from '../classes/class-types.js';
import { FINISH_RESULTS } from '../classes/finish-results.js';

export interface PayPolicy {
  /** +cents a class taught on a day whose first classes began with the teacher early. */
  participationCents: number;
  /** Minutes before the start the teacher must have entered the first class of a session. */
  participationEarlyMinutes: number;
  /** Beijing minute of the day where the morning session ends and the evening one begins. */
  eveningStartsMinute: number;
  /** +cents a class taught in a month with at least `peakSlotsThreshold` peak slots opened. */
  peakIncentiveCents: number;
  peakSlotsThreshold: number;
  /** +cents a class taken over from another teacher through standby. */
  standbyCents: number;
  /** Percent of the base pay each finish type earns (0 to 100). */
  finishSharePercent: Record<FinishType, number>;
  /** The payday: this Beijing business day of the month after. */
  paydayBusinessDay: number;
  /**
   * The raise a renewal's pay per class gets over the contract it renews, by the teacher's
   * grade when the renewal is offered (decision 052): written into the new contract's pay.
   */
  renewalRaiseCents: Record<TeacherGrade, number>;
}

/** Each finish type's share by default: contracts' FINISH_RESULTS (decision 042). */
const FINISH_SHARES = Object.fromEntries(
  FINISH_TYPES.map((type) => [type, FINISH_RESULTS[type].sharePercent]),
) as Record<FinishType, number>;

/**
 * The raise at renewal (business-facts.md, teachers: Junior +$0.25, Senior +$0.50, Master +$1
 * a class). Grades read B Junior, A Senior, S and S+ Master; C Sophomore, the grade a teacher
 * starts at, gets the Junior raise (decision 052).
 */
const RENEWAL_RAISES: Record<TeacherGrade, number> = { C: 25, B: 25, A: 50, S: 100, S_PLUS: 100 };

/** The published numbers: +$1 participation (8 minutes early), +$1 peak (60 peak slots), +$2 standby, payday the 10th working day. */
export const DEFAULT_PAY_POLICY: Readonly<PayPolicy> = {
  participationCents: 100,
  participationEarlyMinutes: 8,
  eveningStartsMinute: 12 * 60,
  peakIncentiveCents: 100,
  peakSlotsThreshold: PEAK_INCENTIVE_THRESHOLD,
  standbyCents: 200,
  finishSharePercent: FINISH_SHARES,
  paydayBusinessDay: 10,
  renewalRaiseCents: RENEWAL_RAISES,
};

/** Every finish type has a share and every grade a raise: a stored policy is completed with the defaults. */
export function completePayPolicy(stored: Partial<PayPolicy>): PayPolicy {
  const shares = { ...FINISH_SHARES, ...(stored.finishSharePercent ?? {}) };
  for (const type of FINISH_TYPES) shares[type] = Math.min(100, Math.max(0, shares[type]));
  const renewalRaiseCents = { ...RENEWAL_RAISES, ...(stored.renewalRaiseCents ?? {}) };
  return { ...DEFAULT_PAY_POLICY, ...stored, finishSharePercent: shares, renewalRaiseCents };
}

/**
 * A renewal's pay (decision 052): the renewed contract's pay per class plus the raise of the
 * teacher's grade, computed once when the renewal is offered and written into the new
 * contract, which then pays exactly that. A raise never stacks on top at pay time.
 */
export function renewalTerms(
  renewed: { payPerClassCents: number },
  grade: TeacherGrade,
  policy: Pick<PayPolicy, 'renewalRaiseCents'>,
): { payPerClassCents: number; basicIncreaseCents: number } {
  const raise = policy.renewalRaiseCents[grade];
  return { payPerClassCents: renewed.payPerClassCents + raise, basicIncreaseCents: raise };
}
