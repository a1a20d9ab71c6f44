import { describe, expect, it } from 'vitest';
import { countFunnel } from './step-counts.js';

describe('the console’s funnel counts', () => {
  it('count by stage and by the step bar’s steps, which follow the status', () => {
    const counts = countFunnel([
      { stage: 'BASE_INFO', status: 'Apply', count: 3 },
      { stage: 'TRAINING', status: 'Training1v1', count: 1 },
      { stage: 'TRAIL_CLASS', status: 'TrialInvitation_2', count: 2 },
      { stage: 'CONTRACT', status: 'PENDING_REVIEW', count: 4 },
      { stage: 'CONTRACT', status: 'Standby', count: 1 },
      { stage: 'CONTRACT', status: 'CONTRACT_INVITATION', count: 5 },
      { stage: 'MOON', status: 'Apply', count: 7 },
    ]);
    expect(counts.stages).toEqual([
      { stage: 'BASE_INFO', count: 3 },
      { stage: 'INTERVIEW', count: 0 },
      { stage: 'TRAINING', count: 1 },
      { stage: 'TRAIL_CLASS', count: 2 },
      { stage: 'CONTRACT', count: 10 },
    ]);
    expect(counts.steps).toEqual([
      { step: 'basicInfo', count: 3 },
      { step: 'miniDemo', count: 0 },
      { step: 'trialDemo', count: 3 },
      { step: 'materials', count: 5 },
      { step: 'contract', count: 5 },
    ]);
    expect(counts.total).toBe(16);
  });
});
