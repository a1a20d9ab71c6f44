import { addBeijingMonths, beijingMonthOf } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { firstClassIds, monthEnded, RECONCILIATION_ROWS } from './pay-reconciliation';

describe('monthEnded', () => {
  const month = beijingMonthOf(Date.UTC(2026, 9, 15)).start;
  const next = addBeijingMonths(month, 1);

  it('is false during the Beijing month, to its last millisecond', () => {
    expect(monthEnded(month, month)).toBe(false);
    expect(monthEnded(month, next - 1)).toBe(false);
  });

  it('is true from the next Beijing month on (16:00 UTC on the last day)', () => {
    expect(monthEnded(month, next)).toBe(true);
    expect(next).toBe(Date.UTC(2026, 9, 31, 16));
    expect(monthEnded(month, next + 86_400_000)).toBe(true);
  });
});

describe('firstClassIds', () => {
  it('names the first ids and counts the rest', () => {
    const list = { count: 14, classIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
    expect(firstClassIds(list)).toEqual({ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], more: 4 });
    expect(firstClassIds(list, 3)).toEqual({ ids: [1, 2, 3], more: 11 });
  });

  it('names them all when they are few, and nothing of an empty list', () => {
    expect(firstClassIds({ count: 2, classIds: [7, 9] })).toEqual({ ids: [7, 9], more: 0 });
    expect(firstClassIds({ count: 0, classIds: [] })).toEqual({ ids: [], more: 0 });
    expect(firstClassIds({ count: 2, classIds: [7, 9] }, -1)).toEqual({ ids: [], more: 2 });
  });
});

describe('the reconciliation rows', () => {
  it('read from the classes paid to the corrections still waiting', () => {
    expect(RECONCILIATION_ROWS).toEqual([
      'classesPaid',
      'ownLines',
      'carriedIn',
      'releasedTotal',
      'correctedLater',
      'correctionsWaiting',
    ]);
  });
});
