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

describe('the overview rows: edges', () => {
  it('draw a step one person reached, and none of an empty overview', () => {
    const overview: ConsoleOverview = {
      steps: [step('basicInfo', 1), step('miniDemo', 0)],
      waiting: { total: 0, businessDays: 2, records: [] },
    };
    expect(funnelSegments(overview)).toStrictEqual([{ step: 'basicInfo', value: 1 }]);
    expect(funnelSegments({ ...overview, steps: [] })).toEqual([]);
  });

  it('show zero days as 0 and round to one decimal', () => {
    expect(formatMedianDays(0)).toBe('0');
    expect(formatMedianDays(1.26)).toBe('1.3');
    expect(formatMedianDays(0.5)).toBe('0.5');
  });
});
