import { describe, expect, it } from 'vitest';
import {
  canMove,
  FUNNEL_STATUSES,
  FUNNEL_TRANSITIONS,
  funnelStepIndex,
  isResumeEditable,
  progressPercent,
  applicantStatusLabel,
  STATUS,
} from './index.js';

describe('the step bar', () => {
  it('follows the status group, not the stage (decision 016)', () => {
    const step = (stage: string, status: string) => funnelStepIndex(stage, status) + 1;
    expect(step('BASE_INFO', 'Init')).toBe(1);
    expect(step('BASE_INFO', 'Reject')).toBe(1);
    expect(step('INTERVIEW', 'InterviewInvitation_1')).toBe(2);
    expect(step('TRAINING', 'Training1v1')).toBe(3);
    // The optional trial class is part of the trial demo step.
    expect(step('TRAIL_CLASS', 'TrialInvitation_2')).toBe(3);
    expect(step('TRAIL_CLASS', 'Training1v1')).toBe(3);
    expect(step('TRAIL_CLASS', 'LegacyCode')).toBe(3);
    // The contract stage: documents first, then the contract.
    expect(step('CONTRACT', 'Contract')).toBe(4);
    expect(step('CONTRACT', 'PENDING_REVIEW')).toBe(4);
    expect(step('CONTRACT', 'PENDING_RESUBMIT')).toBe(4);
    expect(step('CONTRACT', 'CONTRACT_INVITATION')).toBe(5);
    expect(step('CONTRACT', 'BACKGROUND_CHECK')).toBe(5);
    expect(step('CONTRACT', 'Finish')).toBe(5);
    expect(step('CONTRACT', 'CONTRACT_FAIL')).toBe(5);
    // Shared codes take their stage's step.
    expect(step('BASE_INFO', 'Standby')).toBe(1);
    expect(step('CONTRACT', 'OutOfContact')).toBe(4);
    expect(funnelStepIndex('MOON', 'Init')).toBe(-1);
  });

  it('grows the line 25% per step', () => {
    expect(progressPercent('BASE_INFO', 'Apply')).toBe(0);
    expect(progressPercent('TRAIL_CLASS', 'TrialInvitation_2')).toBe(50);
    expect(progressPercent('CONTRACT', 'PENDING_REVIEW')).toBe(75);
    expect(progressPercent('CONTRACT', 'Finish')).toBe(100);
    expect(progressPercent('MOON', 'x')).toBe(0);
  });
});

describe('the statuses', () => {
  it('label every code of spec section 4, and "-" for the rest', () => {
    expect(applicantStatusLabel('BASE_INFO', 'Apply')).toBe('Resume unfinished');
    expect(applicantStatusLabel('TRAINING', 'Training1v1')).toBe('Trial demo scheduled');
    expect(applicantStatusLabel('BASE_INFO', 'nope')).toBe('-');
    expect(applicantStatusLabel('BASE_INFO', 'toString')).toBe('-');
    expect(applicantStatusLabel('BASE_INFO', undefined)).toBe('-');
  });

  it('name themselves', () => {
    for (const code of Object.keys(FUNNEL_STATUSES)) expect(STATUS[code as 'Apply']).toBe(code);
  });
});

describe('the transitions', () => {
  it('start only from their places', () => {
    expect(canMove('submitResume', { stage: 'BASE_INFO', status: 'Init' })).toBe(true);
    expect(canMove('submitResume', { stage: 'BASE_INFO', status: 'Apply' })).toBe(false);
    expect(canMove('passResume', { stage: 'BASE_INFO', status: 'Apply' })).toBe(true);
    expect(canMove('passResume', { stage: 'INTERVIEW', status: 'Apply' })).toBe(false);
    expect(canMove('rejectResume', { stage: 'BASE_INFO', status: 'Reject' })).toBe(false);
  });

  it('book a demo session from an invitation, a cancellation or a miss, in its own stage', () => {
    for (const status of ['InterviewInvitation_1', 'INTERVIEW_CANCEL', 'COURSE_NO_SHOW'])
      expect(canMove('bookInterview', { stage: 'INTERVIEW', status })).toBe(true);
    for (const status of ['InterviewInvitation_3', 'Interview', 'InterviewReject'])
      expect(canMove('bookInterview', { stage: 'INTERVIEW', status })).toBe(false);
    expect(canMove('bookInterview', { stage: 'TRAINING', status: 'INTERVIEW_CANCEL' })).toBe(false);
    expect(canMove('bookTraining', { stage: 'TRAINING', status: 'Training1v1Invitation_3' })).toBe(
      true,
    );
    expect(canMove('bookTraining', { stage: 'TRAIL_CLASS', status: 'TRAINING_CANCEL' })).toBe(
      false,
    );
    expect(canMove('bookTrialClass', { stage: 'TRAIL_CLASS', status: 'TRAINING_CANCEL' })).toBe(
      true,
    );
  });

  it('cancel only a booked session', () => {
    expect(canMove('cancelInterview', { stage: 'INTERVIEW', status: 'Interview' })).toBe(true);
    expect(canMove('cancelInterviewToRecording', { stage: 'INTERVIEW', status: 'Interview' })).toBe(
      true,
    );
    expect(canMove('cancelTraining', { stage: 'TRAINING', status: 'Training1v1' })).toBe(true);
    expect(canMove('cancelTrialClass', { stage: 'TRAIL_CLASS', status: 'TrialInvitation_2' })).toBe(
      true,
    );
    expect(canMove('cancelTraining', { stage: 'TRAINING', status: 'TRAINING_CANCEL' })).toBe(false);
  });

  it('lead only to statuses of the table', () => {
    for (const { from, to } of Object.values(FUNNEL_TRANSITIONS)) {
      for (const place of [...from, to])
        expect(Object.keys(FUNNEL_STATUSES)).toContain(place.status);
    }
  });

  it('leave the form editable before a decision only', () => {
    expect(isResumeEditable('BASE_INFO', 'Init')).toBe(true);
    expect(isResumeEditable('BASE_INFO', 'Apply')).toBe(true);
    expect(isResumeEditable('BASE_INFO', 'Reject')).toBe(false);
    expect(isResumeEditable('INTERVIEW', 'InterviewInvitation_1')).toBe(false);
  });
});
