import { describe, expect, it } from 'vitest';
import type { ConsoleOverview } from '@portal/contracts';
import { formatMedianDays, funnelSegments } from './overview-rows';

const step = (id: ConsoleOverview['steps'][number]['step'], reached: number) => ({
  step: id,
  reached,
  wentOn: null,
  percent: null,
  medianDays: null,
  stays: 0,
});

describe('the overview rows', () => {
  it('draw the steps somebody reached, in order', () => {
    const overview: ConsoleOverview = {
      steps: [step('basicInfo', 9), step('miniDemo', 4), step('trialDemo', 0)],
      waiting: { total: 0, businessDays: 2, records: [] },
    };
    expect(funnelSegments(overview)).toEqual([
      { step: 'basicInfo', value: 9 },
      { step: 'miniDemo', value: 4 },
    ]);
  });

  it('show median days with one decimal at most', () => {
    expect(formatMedianDays(2)).toBe('2');
    expect(formatMedianDays(2.3)).toBe('2.3');
    expect(formatMedianDays(null)).toBeNull();
  });
});
