import { describe, expect, it } from 'vitest';
import { defineLifecycle, movesOffered, reachableStatuses } from './define-lifecycle.js';
import { LIFECYCLES } from './lifecycles.js';

describe.each(LIFECYCLES.map((lifecycle) => [lifecycle.name, lifecycle] as const))(
  'lifecycle %s',
  (_name, lifecycle) => {
    it('reaches every status from the moves that create a record', () => {
      expect([...reachableStatuses(lifecycle)].sort()).toEqual([...lifecycle.statuses].sort());
    });

    it('can take every move: each starts from a status some record can be in', () => {
      const reached = reachableStatuses(lifecycle);
      for (const [name, move] of Object.entries(lifecycle.moves)) {
        const startable = move.from.some((s) => s === null || reached.has(s));
        expect({ name, startable }).toEqual({ name, startable: true });
        expect(move.by.length).toBeGreaterThan(0);
      }
    });

    it('names every status once', () => {
      expect(new Set(lifecycle.statuses).size).toBe(lifecycle.statuses.length);
      expect(Object.keys(lifecycle.status).sort()).toEqual([...lifecycle.statuses].sort());
    });
  },
);

describe('the lifecycle list', () => {
  it('has unique names (the trail tells lifecycles apart by name)', () => {
    const names = LIFECYCLES.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('defineLifecycle', () => {
  const door = defineLifecycle('door', ['OPEN', 'SHUT', 'LOCKED'], {
    build: { from: [null], to: 'SHUT', by: ['staff'] },
    open: { from: ['SHUT'], to: 'OPEN', by: ['teacher', 'staff'] },
    shut: { from: ['OPEN'], to: 'SHUT', by: ['teacher'] },
  });

  it('finds an unreachable status (the reachability check can fail)', () => {
    expect(reachableStatuses(door)).toEqual(new Set(['SHUT', 'OPEN']));
  });

  it('offers the moves a status allows, by whom', () => {
    expect(movesOffered(door, 'SHUT')).toEqual(['open']);
    expect(movesOffered(door, 'OPEN', 'staff')).toEqual([]);
    expect(movesOffered(door, null)).toEqual(['build']);
  });

  it('refuses a move to a status it does not declare', () => {
    expect(() =>
      defineLifecycle('bad', ['A'], {
        go: { from: ['A'], to: 'B' as 'A', by: ['clock'] },
      }),
    ).toThrow('bad.go: B is not a status of bad');
  });
});
