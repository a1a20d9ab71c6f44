import { describe, expect, it } from 'vitest';
import { STATUS } from './statuses.js';
import { statusUpdateTaken, updateInterviewStatusRequest } from './status-update.js';

describe('update interview status (decision 074)', () => {
  it('is taken only at the status the applicant stands at', () => {
    const booked = { stage: 'TRAIL_CLASS', status: STATUS.TrialInvitation_2 };
    expect(statusUpdateTaken(booked, STATUS.TrialInvitation_2)).toBe(true);
    expect(statusUpdateTaken(booked, STATUS.TrialInvitation_1)).toBe(false);
    expect(statusUpdateTaken(booked, STATUS.Contract)).toBe(false);
  });

  it('reads a funnel status code, and refuses any other', () => {
    expect(updateInterviewStatusRequest.parse({ status: 'Finish', extra: 1 })).toEqual({
      status: 'Finish',
    });
    expect(updateInterviewStatusRequest.safeParse({ status: 'HIRED' }).success).toBe(false);
    expect(updateInterviewStatusRequest.safeParse({}).success).toBe(false);
  });
});
