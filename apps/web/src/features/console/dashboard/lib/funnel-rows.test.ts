import { describe, expect, it } from 'vitest';
import { funnelRows } from './funnel-rows';

describe('funnelRows', () => {
  it('lists the five stages in the spec order, missing ones as 0', () => {
    const rows = funnelRows({
      stages: [
        { stage: 'CONTRACT', count: 1 },
        { stage: 'BASE_INFO', count: 4 },
        { stage: 'SOMETHING_ELSE', count: 9 },
      ],
      total: 14,
    });
    expect(rows).toEqual([
      { stage: 'BASE_INFO', count: 4 },
      { stage: 'INTERVIEW', count: 0 },
      { stage: 'TRAINING', count: 0 },
      { stage: 'TRAIL_CLASS', count: 0 },
      { stage: 'CONTRACT', count: 1 },
    ]);
  });
});
