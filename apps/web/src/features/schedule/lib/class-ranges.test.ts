import { DAY_MS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { classRange, inList, LONGEST_CLASS_MS, progressPercent } from './class-ranges';

const NOW = Date.UTC(2026, 10, 25, 10);

describe('class ranges', () => {
  it('asks for the next 14 days and the last 30', () => {
    expect(classRange('upcoming', NOW)).toEqual({
      startTime: NOW - LONGEST_CLASS_MS,
      endTime: NOW + 14 * DAY_MS,
    });
    expect(classRange('past', NOW)).toEqual({ startTime: NOW - 30 * DAY_MS, endTime: NOW });
  });
});

describe('progressPercent', () => {
  it('is a whole percent held within 0..100', () => {
    expect(progressPercent(15, 60)).toBe(25);
    expect(progressPercent(90, 60)).toBe(100);
    expect(progressPercent(3, 0)).toBe(0);
  });
});

describe('which list a class is in', () => {
  it('keeps a running class with the upcoming ones until it ends', () => {
    expect(inList('upcoming', { endTime: NOW + 1 }, NOW)).toBe(true);
    expect(inList('past', { endTime: NOW + 1 }, NOW)).toBe(false);
    expect(inList('upcoming', { endTime: NOW }, NOW)).toBe(false);
    expect(inList('past', { endTime: NOW }, NOW)).toBe(true);
  });
});
