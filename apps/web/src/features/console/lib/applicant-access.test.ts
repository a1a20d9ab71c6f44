import { describe, expect, it } from 'vitest';
import { applicantRoute, canDecide, canReviewApplicants } from './applicant-access';

describe('applicant review access', () => {
  it('is for recruiters and administrators', () => {
    expect(canReviewApplicants({ roles: ['RECRUITER'] })).toBe(true);
    expect(canReviewApplicants({ roles: ['ADMIN'] })).toBe(true);
    expect(canReviewApplicants({ roles: ['FINANCE', 'INTERVIEWER'] })).toBe(false);
    expect(canReviewApplicants(null)).toBe(false);
  });

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
