/**
 * The pay rules' numbers (business-facts.md "Pay"; decision 042): configuration FINANCE edit,
 * money in integer cents. A class's base pay is its contract's (the teacher's credentials);
 * the incentives and the share of each finish type are the school's.
 */
import { FINISH_TYPES, PEAK_INCENTIVE_THRESHOLD, type FinishType } from '../classes/class-types.js';

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
}

/**
 * The share of a finish type says whose side failed: the school pays for the student's and its
 * own (the student missed, the student's connection, the platform), never for the teacher's
 * (decision 042). A student cancellation that still left a finished class pays half.
 */
const FINISH_SHARES: Record<FinishType, number> = {
  AS_SCHEDULED: 100,
  STUDENT_NO_SHOW: 100,
  STUDENT_IT_PROBLEM: 100,
  SYSTEM_PROBLEM: 100,
  STUDENT_CANCELLATION: 50,
  TEACHER_IT_PROBLEM: 0,
  TEACHER_NO_SHOW: 0,
  TEACHER_CANCELLATION: 0,
};

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
};

/** Whether the teacher taught (was there the whole class): incentives follow only these. */
export function taughtFinish(finishType: FinishType): boolean {
  return finishType === 'AS_SCHEDULED' || finishType === 'STUDENT_NO_SHOW';
}

/** Every finish type has a share: a policy read from storage is completed with the defaults. */
export function completePayPolicy(stored: Partial<PayPolicy>): PayPolicy {
  const shares = { ...FINISH_SHARES, ...(stored.finishSharePercent ?? {}) };
  for (const type of FINISH_TYPES) shares[type] = Math.min(100, Math.max(0, shares[type]));
  return { ...DEFAULT_PAY_POLICY, ...stored, finishSharePercent: shares };
}
