import { describe, expect, it } from 'vitest';
import { funnelStepIndex, isResumeEditable, nextStep, progressPercent } from './funnel';

describe('the step bar', () => {
  it('places each stage and grows the line 25% per step', () => {
    expect(
      ['BASE_INFO', 'INTERVIEW', 'TRAINING', 'TRAIL_CLASS', 'CONTRACT'].map(progressPercent),
    ).toEqual([0, 25, 50, 75, 100]);
    expect(funnelStepIndex('INTERVIEW')).toBe(1);
    expect(funnelStepIndex('SOMETHING')).toBe(-1);
    expect(progressPercent('SOMETHING')).toBe(0);
  });
});

describe('isResumeEditable', () => {
  it('is true before a decision only', () => {
    expect(isResumeEditable('BASE_INFO', 'Init')).toBe(true);
    expect(isResumeEditable('BASE_INFO', 'Apply')).toBe(true);
    expect(isResumeEditable('BASE_INFO', 'Reject')).toBe(false);
    expect(isResumeEditable('BASE_INFO', 'Standby')).toBe(false);
    expect(isResumeEditable('INTERVIEW', 'InterviewInvitation_1')).toBe(false);
  });
});

describe('nextStep', () => {
  it('says what follows each resume status', () => {
    expect(nextStep('BASE_INFO', 'Init')).toBe('fillForm');
    expect(nextStep('BASE_INFO', 'Apply')).toBe('underReview');
    expect(nextStep('BASE_INFO', 'Reject')).toBe('rejected');
    expect(nextStep('BASE_INFO', 'Standby')).toBe('standby');
    expect(nextStep('BASE_INFO', 'Waiver')).toBe('outOfContact');
  });

  it('falls back to the stage, and to "unknown" for a stage it does not know', () => {
    expect(nextStep('INTERVIEW', 'InterviewInvitation_1')).toBe('miniDemo');
    expect(nextStep('INTERVIEW', 'InterviewUndetermined')).toBe('result');
    expect(nextStep('TRAINING', 'SomeLegacyCode')).toBe('trialDemo');
    expect(nextStep('CONTRACT', 'BACKGROUND_CHECK')).toBe('backgroundCheck');
    expect(nextStep('MOON', 'Init')).toBe('unknown');
  });
});
