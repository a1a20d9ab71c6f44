import { describe, expect, it } from 'vitest';
import { applicantRoute, canDecide } from './applicant-access';

describe('applicant review access', () => {
  it('decides submitted resumes only', () => {
    expect(canDecide({ stage: 'BASE_INFO', status: 'Apply' })).toBe(true);
    expect(canDecide({ stage: 'BASE_INFO', status: 'Init' })).toBe(false);
    expect(canDecide({ stage: 'BASE_INFO', status: 'Reject' })).toBe(false);
    expect(canDecide({ stage: 'INTERVIEW', status: 'InterviewInvitation_1' })).toBe(false);
  });

  it('links to one applicant', () => {
    expect(applicantRoute(42)).toBe('/ops/applicants/42');
  });
});
