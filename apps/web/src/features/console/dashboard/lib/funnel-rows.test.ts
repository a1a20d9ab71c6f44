import { describe, expect, it } from 'vitest';
import { funnelRows } from './funnel-rows';

describe('funnelRows', () => {
  it('lists the five steps of the step bar in its order, missing ones as 0', () => {
    const rows = funnelRows({
      stages: [
        { stage: 'CONTRACT', count: 3 },
        { stage: 'BASE_INFO', count: 4 },
      ],
      steps: [
        { step: 'contract', count: 1 },
        { step: 'basicInfo', count: 4 },
        { step: 'materials', count: 2 },
      ],
      total: 7,
    });
    expect(rows).toEqual([
      { step: 'basicInfo', count: 4 },
      { step: 'miniDemo', count: 0 },
      { step: 'trialDemo', count: 0 },
      { step: 'materials', count: 2 },
      { step: 'contract', count: 1 },
    ]);
  });
});
