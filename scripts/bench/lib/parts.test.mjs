import { describe, expect, it } from 'vitest';
import { chooseParts, partDeadline, PART_IDS, RESERVE_SECONDS, secondsPerCall } from './parts.mjs';

describe("the bench's parts", () => {
  it('are every part by default, or those --only names, and refuses an unknown one', () => {
    expect([...chooseParts(null).parts]).toEqual(PART_IDS);
    expect([...chooseParts(' Calls,pay ').parts]).toEqual(['calls', 'pay']);
    expect(chooseParts('calls,moon')).toEqual({
      ok: false,
      problem: '--only takes parts among pay, plans, calls, races, scale (got calls,moon)',
    });
    expect(chooseParts(',').ok).toBe(false);
  });

  it("give a part its weight's share of what is left before the reserve", () => {
    const budgetEndMs = 1_000_000;
    const left = budgetEndMs - RESERVE_SECONDS * 1000;
    // calls (6) and races (2) still to run: calls gets 6/8 of what is left.
    const chosen = new Set(['calls', 'races']);
    expect(partDeadline('calls', { chosen, done: new Set(), budgetEndMs, now: 0 })).toBe(
      (left * 6) / 8,
    );
    // Once calls are done, races get all that is left; alone, a part gets it all too.
    expect(
      partDeadline('races', { chosen, done: new Set(['calls']), budgetEndMs, now: 500_000 }),
    ).toBe(left);
    expect(
      partDeadline('pay', { chosen: new Set(['pay']), done: new Set(), budgetEndMs, now: 0 }),
    ).toBe(left);
    // Past the budget, a part's deadline is now: it runs nothing.
    expect(partDeadline('calls', { chosen, done: new Set(), budgetEndMs, now: budgetEndMs })).toBe(
      budgetEndMs,
    );
  });

  it('shorten the measured seconds per call to fit the share, down to 3 s, else none fit', () => {
    const base = { calls: 10, seconds: 8, warmupSeconds: 2, now: 0 };
    // 10 calls x (2 + 8 + 1.5) s = 115 s: 8 s each.
    expect(secondsPerCall({ ...base, deadline: 115_000 })).toBe(8);
    expect(secondsPerCall({ ...base, deadline: 200_000 })).toBe(8);
    // 80 s: 8 s per call, 2 of warm-up, 1.5 of checks: 4.5 s, so 4 s measured.
    expect(secondsPerCall({ ...base, deadline: 80_000 })).toBe(4);
    expect(secondsPerCall({ ...base, deadline: 65_000 })).toBe(3);
    expect(secondsPerCall({ ...base, deadline: 60_000 })).toBeNull();
  });
});
