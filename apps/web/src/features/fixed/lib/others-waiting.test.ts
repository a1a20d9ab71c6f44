import type { FixedRequestView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { othersWaiting } from './others-waiting';

const NOW = Date.UTC(2026, 11, 1);
const request = (requestId: number, periodId: number, over: Partial<FixedRequestView> = {}) =>
  ({
    requestId,
    periodId,
    status: 'PENDING',
    deadline: NOW + 3_600_000,
    ...over,
  }) as FixedRequestView;

describe('othersWaiting', () => {
  it("names the period's other waiting requests, not itself, another period's or an answered one", () => {
    const accepting = request(1, 7);
    const list = [
      accepting,
      request(2, 7),
      request(3, 8),
      request(4, 7, { status: 'DECLINED' }),
      request(5, 7, { deadline: NOW - 1 }),
      request(6, 7),
    ];
    expect(othersWaiting(list, accepting, NOW)).toEqual([2, 6]);
    expect(othersWaiting([accepting], accepting, NOW)).toEqual([]);
  });
});
