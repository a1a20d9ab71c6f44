import { describe, expect, it } from 'vitest';
import { nextStep } from './funnel';

describe('nextStep', () => {
  it('says what follows each resume status', () => {
    expect(nextStep('BASE_INFO', 'Init')).toBe('fillForm');
    expect(nextStep('BASE_INFO', 'Apply')).toBe('underReview');
    expect(nextStep('BASE_INFO', 'Reject')).toBe('rejected');
    expect(nextStep('BASE_INFO', 'Standby')).toBe('standby');
    expect(nextStep('BASE_INFO', 'Waiver')).toBe('outOfContact');
  });

  it('falls back to the stage, and to "unknown" for a stage the portal does not know', () => {
    expect(nextStep('CONTRACT', 'BACKGROUND_CHECK')).toBe('backgroundCheck');
    expect(nextStep('INTERVIEW', 'InterviewInvitation_1')).toBe('miniDemo');
    expect(nextStep('INTERVIEW', 'InterviewUndetermined')).toBe('result');
    expect(nextStep('TRAINING', 'SomeLegacyCode')).toBe('trialDemo');
    expect(nextStep('CONTRACT', 'SomeLegacyCode')).toBe('materials');
    expect(nextStep('MOON', 'Init')).toBe('unknown');
  });
});
