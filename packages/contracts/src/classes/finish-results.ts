/**
 * What a class's finish type means for its teacher (decision 052): one table that the class's
 * pay, its incentives, its carrots and the no-show record all read, so an outcome, a
 * correction or an appeal moves them together and never one without the other.
 */
import type { FinishType } from './class-types.js';

/** Whose side failed: nobody's, the student's, the school's (the platform) or the teacher's. */
export type FinishSide = 'NONE' | 'STUDENT' | 'SCHOOL' | 'TEACHER';

export interface FinishResult {
  side: FinishSide;
  /** The teacher was in the room the whole class: incentives and carrots follow. */
  taught: boolean;
  /** The share of the class's pay it earns by default (the pay policy may change it). */
  sharePercent: number;
}

/**
 * The school pays in full for the student's side and its own, nothing for the teacher's, and
 * half for a student cancellation that still left a finished class (decision 042).
 */
export const FINISH_RESULTS: Readonly<Record<FinishType, FinishResult>> = {
  AS_SCHEDULED: { side: 'NONE', taught: true, sharePercent: 100 },
  STUDENT_NO_SHOW: { side: 'STUDENT', taught: true, sharePercent: 100 },
  STUDENT_IT_PROBLEM: { side: 'STUDENT', taught: false, sharePercent: 100 },
  SYSTEM_PROBLEM: { side: 'SCHOOL', taught: false, sharePercent: 100 },
  STUDENT_CANCELLATION: { side: 'STUDENT', taught: false, sharePercent: 50 },
  TEACHER_IT_PROBLEM: { side: 'TEACHER', taught: false, sharePercent: 0 },
  TEACHER_NO_SHOW: { side: 'TEACHER', taught: false, sharePercent: 0 },
  TEACHER_CANCELLATION: { side: 'TEACHER', taught: false, sharePercent: 0 },
};

/** Whether the teacher taught (was there the whole class): incentives and carrots follow only these. */
export function taughtFinish(finishType: FinishType): boolean {
  return FINISH_RESULTS[finishType].taught;
}

/** The carrots a finished class earns: its peak carrots when it was taught at peak time. */
export function classCarrots(
  finishType: FinishType,
  slot: { peak: boolean; peakCarrots: number },
): number {
  return slot.peak && taughtFinish(finishType) ? slot.peakCarrots : 0;
}

/**
 * The finish type written when a class ends. Without a report: the teacher joined, so it ran;
 * nobody joined, so the teacher missed it. A student no-show is the student's only when the
 * teacher was in the room at the start (joined before it); otherwise nobody was there to
 * wait, and it is the teacher's no-show (business-facts.md: paid in full when the teacher
 * stays).
 */
export function finishTypeAtEnd(
  reported: FinishType | null,
  joinedAt: number | null,
  startsAt: number,
): FinishType {
  if (reported === null) return joinedAt !== null ? 'AS_SCHEDULED' : 'TEACHER_NO_SHOW';
  if (reported === 'STUDENT_NO_SHOW' && (joinedAt === null || joinedAt > startsAt))
    return 'TEACHER_NO_SHOW';
  return reported;
}
