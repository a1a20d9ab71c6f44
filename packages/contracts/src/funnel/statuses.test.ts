/**
 * The table of applicant statuses (spec section 4): the sentence an applicant reads under their status (the status's own, else the stage's), and
 * which statuses wait on a decision ("1-2 business days").
 */
import { describe, expect, it } from 'vitest';
import { applicantStatusLabel, staffStatusLabel } from './status-labels.js';
import {
  awaitsDecision,
  FUNNEL_STATUSES,
  nextStepOf,
  STATUS,
  statusGroup,
  type StatusCode,
} from './statuses.js';

const CODES = Object.keys(FUNNEL_STATUSES) as StatusCode[];

describe('the next step an applicant reads', () => {
  it('is the status’s own sentence when it has one', () => {
    expect(nextStepOf('BASE_INFO', STATUS.Init)).toBe('fillForm');
    expect(nextStepOf('BASE_INFO', STATUS.Apply)).toBe('underReview');
    expect(nextStepOf('BASE_INFO', STATUS.Reject)).toBe('rejected');
    expect(nextStepOf('INTERVIEW', STATUS.InterviewInvitation_2)).toBe('recordedDemo');
    expect(nextStepOf('INTERVIEW', STATUS.InterviewUndetermined)).toBe('result');
    expect(nextStepOf('TRAINING', STATUS.Training1v1)).toBe('trialScheduled');
    expect(nextStepOf('CONTRACT', STATUS.PENDING_RESUBMIT)).toBe('documentsResubmit');
    expect(nextStepOf('CONTRACT', STATUS.CONTRACT_INVITATION)).toBe('contract');
    expect(nextStepOf('CONTRACT', STATUS.Finish)).toBe('activated');
  });

  it('is the same for a shared code at any stage', () => {
    expect(nextStepOf('BASE_INFO', STATUS.Standby)).toBe('standby');
    expect(nextStepOf('CONTRACT', STATUS.Standby)).toBe('standby');
    expect(nextStepOf('INTERVIEW', STATUS.OutOfContact)).toBe('outOfContact');
  });

  it('is the stage’s own for a status without a sentence, or one the table does not know', () => {
    expect(nextStepOf('BASE_INFO', 'LegacyCode')).toBe('fillForm');
    expect(nextStepOf('INTERVIEW', STATUS.InterviewInvitation_1)).toBe('miniDemo');
    expect(nextStepOf('INTERVIEW', STATUS.COURSE_NO_SHOW)).toBe('miniDemo');
    expect(nextStepOf('TRAINING', STATUS.Training1v1Invitation_1)).toBe('trialDemo');
    expect(nextStepOf('TRAIL_CLASS', STATUS.TrialInvitation_1)).toBe('trialDemo');
    // The trial class booked (decision 034): the applicant waits for it like a booked training.
    expect(nextStepOf('TRAIL_CLASS', STATUS.TrialInvitation_2)).toBe('trialScheduled');
    expect(nextStepOf('TRAIL_CLASS', 'LegacyCode')).toBe('trialDemo');
    expect(nextStepOf('CONTRACT', 'LegacyCode')).toBe('materials');
    expect(nextStepOf('CONTRACT', '')).toBe('materials');
  });
});

describe('waiting on a decision', () => {
  it('is the unfinished or submitted resume and the undetermined results only', () => {
    expect(CODES.filter((code) => awaitsDecision(code))).toEqual([
      'Init',
      'Apply',
      'InterviewUndetermined',
      'TRAINING_UNDETERMINED',
    ]);
    expect(awaitsDecision('LegacyCode')).toBe(false);
    expect(awaitsDecision('')).toBe(false);
  });
});

describe('a code the table does not hold', () => {
  const inherited = ['toString', 'constructor', '__proto__', 'hasOwnProperty'];

  it('is unknown even when every object inherits the name', () => {
    for (const code of inherited) {
      expect(applicantStatusLabel('INTERVIEW', code), code).toBe('-');
      expect(staffStatusLabel('INTERVIEW', code), code).toBe('Unknown status');
      expect(statusGroup('INTERVIEW', code), code).toBe('INTERVIEW');
      expect(nextStepOf('CONTRACT', code), code).toBe('materials');
      expect(awaitsDecision(code), code).toBe(false);
    }
  });

  it('stays unknown when an inherited entry looks like a status', () => {
    const lookalike = {
      label: 'Hijacked',
      group: 'CONTRACT',
      next: 'activated',
      awaitsDecision: true,
    };
    Object.defineProperty(Object.prototype, 'Lookalike', { value: lookalike, configurable: true });
    try {
      expect(applicantStatusLabel('BASE_INFO', 'Lookalike')).toBe('-');
      expect(statusGroup('BASE_INFO', 'Lookalike')).toBe('RESUME');
      expect(nextStepOf('BASE_INFO', 'Lookalike')).toBe('fillForm');
      expect(awaitsDecision('Lookalike')).toBe(false);
    } finally {
      Reflect.deleteProperty(Object.prototype, 'Lookalike');
    }
    expect(Object.hasOwn(Object.prototype, 'Lookalike')).toBe(false);
  });
});
