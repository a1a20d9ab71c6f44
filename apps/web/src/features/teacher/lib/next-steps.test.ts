import { describe, expect, it } from 'vitest';
import { nextSteps } from './next-steps';

describe('nextSteps', () => {
  it('links each missing item to its section of the profile page', () => {
    expect(
      nextSteps({
        completed: false,
        missing: ['PROFILE', 'BANK_DETAILS', 'TIME_ZONE'],
        profileFields: ['phoneNum', 'gender'],
      }),
    ).toEqual([
      { item: 'PROFILE', to: '/user#profile-details', count: 2 },
      { item: 'BANK_DETAILS', to: '/user#bank-details', count: 0 },
      { item: 'TIME_ZONE', to: '/user#time-zone', count: 0 },
    ]);
  });

  it('is empty once everything is done', () => {
    expect(nextSteps({ completed: true, missing: [], profileFields: [] })).toEqual([]);
  });
});
