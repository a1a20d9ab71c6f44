import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCarrots } from './carrot-split.js';

describe('a carrot event on the balance and what is owed', () => {
  it('takes back what the balance holds and owes the rest; earnings settle it first', () => {
    expect(splitCarrots(-3, { balance: 5, owed: 0 })).toEqual({ amount: -3, owed: 0 });
    expect(splitCarrots(-3, { balance: 1, owed: 0 })).toEqual({ amount: -1, owed: 2 });
    expect(splitCarrots(-3, { balance: 0, owed: 4 })).toEqual({ amount: 0, owed: 3 });
    expect(splitCarrots(5, { balance: 0, owed: 2 })).toEqual({ amount: 3, owed: -2 });
    expect(splitCarrots(1, { balance: 7, owed: 4 })).toEqual({ amount: 0, owed: -1 });
    expect(splitCarrots(2, { balance: 7, owed: 0 })).toEqual({ amount: 2, owed: 0 });
  });

  it('for any sequence: never negative, and balance less owed is the sum of the events', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 40 }), (events) => {
        let held = { balance: 0, owed: 0 };
        for (const event of events) {
          const split = splitCarrots(event, held);
          expect(Object.is(split.amount, -0) || Object.is(split.owed, -0)).toBe(false);
          expect(split.amount - split.owed).toBe(event);
          held = { balance: held.balance + split.amount, owed: held.owed + split.owed };
          expect(held.balance).toBeGreaterThanOrEqual(0);
          expect(held.owed).toBeGreaterThanOrEqual(0);
          // Something owed while carrots are held would be a debt left unsettled.
          expect(held.balance > 0 && held.owed > 0).toBe(false);
        }
        expect(held.balance - held.owed).toBe(events.reduce((a, b) => a + b, 0));
      }),
      { numRuns: 300 },
    );
  });
});
