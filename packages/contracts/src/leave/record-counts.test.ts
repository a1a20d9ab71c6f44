import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../calendar/index.js';
import { countsAfterRemoval, noShowCost, type LeaveCounts } from './cancellation-cost.js';
import { BEFORE, NOW, klass } from '../test/cancellation-cost-fixtures.js';
import { DEFAULT_CANCELLATION_POLICY as POLICY } from './leave-policy.js';

// The costs written after the fact (decision 041): a missed class, and a record that stops
// counting (an accepted appeal, a free pass).
describe('a no-show', () => {
  it('costs the no-show fine, its pay and carrots, and one more no-show', () => {
    const { cost: missed, after } = noShowCost(
      klass(3, NOW - HOUR_MS, { status: 'FINISH', peakCarrots: 2 }),
      { ...POLICY, noShowFineCents: 1500 },
      BEFORE,
    );
    expect(missed).toEqual({
      slotId: 3,
      startTime: NOW - HOUR_MS,
      courseType: 'MAIN',
      tier: 'NO_SHOW',
      fineCents: 1500,
      payLostCents: 1000,
      carrotsLost: 2,
      counted: false,
      creditUsed: false,
      beyondAllowance: false,
      handOver: 'NONE',
      refusal: null,
    });
    expect(after).toEqual({ ...BEFORE, noShows: 1 });
  });
});

describe('a record that stops counting', () => {
  const before: LeaveCounts = { cancellations: 4, noShows: 2, credits: 1, freePassesLeft: 1 };

  it('gives its counts and credits back on an accepted appeal', () => {
    expect(countsAfterRemoval(before, { counted: 3, noShows: 0, creditsUsed: 1 }, false)).toEqual({
      cancellations: 1,
      noShows: 2,
      credits: 2,
      freePassesLeft: 1,
    });
  });

  it('takes a no-show off with a pass', () => {
    expect(countsAfterRemoval(before, { counted: 0, noShows: 1, creditsUsed: 0 }, true)).toEqual({
      cancellations: 4,
      noShows: 1,
      credits: 1,
      freePassesLeft: 0,
    });
  });

  it('never counts below zero (a record of an earlier period)', () => {
    const none: LeaveCounts = { cancellations: 0, noShows: 0, credits: 0, freePassesLeft: 1 };
    expect(countsAfterRemoval(none, { counted: 2, noShows: 1, creditsUsed: 0 }, false)).toEqual(
      none,
    );
  });
});
