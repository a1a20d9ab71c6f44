import { SLOT_STATUSES, type SlotStatus } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import schedule from '../../../locales/en/schedule.json';
import {
  QUIET_STATES,
  showsStudents,
  UNIT_LOOKS,
  UNIT_STATES,
  unitState,
  type UnitState,
} from './unit-states';

const NOW = Date.UTC(2026, 11, 2, 12);
const LATER = NOW + 60_000;
const EARLIER = NOW - 60_000;

const stateOf = (status: SlotStatus, startTime = LATER, fixed = false) =>
  unitState({ status, startTime, fixed }, NOW);

describe('the week grid’s unit states (decision 062)', () => {
  it('give every status the grid lists its state, ahead of now', () => {
    const states = Object.fromEntries(SLOT_STATUSES.map((status) => [status, stateOf(status)]));
    expect(states).toEqual({
      UNAVAILABLE: 'unavailable',
      AVAILABLE: 'available',
      OPEN: 'open',
      BOOKED: 'booked',
      IN_PROCESS: 'live',
      FINISH: 'finished',
      EXPIRE: 'expired',
      STANDBY_AVAILABLE: 'standbyAvailable',
      STANDBY_BOOKED: 'standby',
      EMPTY: 'past',
      INTENTION: 'intention',
      STANDBY_FINISH: 'standbyFinished',
    });
  });

  it('tell a booked class from a time nobody may open', () => {
    expect(stateOf('BOOKED')).toBe('booked');
    expect(stateOf('UNAVAILABLE')).toBe('unavailable');
    expect(schedule.unitState.booked).not.toBe(schedule.unitState.unavailable);
    expect(UNIT_LOOKS.booked).not.toEqual(UNIT_LOOKS.unavailable);
  });

  it('name a booked week of a fixed period a fixed class', () => {
    expect(stateOf('BOOKED', LATER, true)).toBe('fixed');
    expect(stateOf('OPEN', LATER, true)).toBe('open');
  });

  it('call a free time past once it began, never "not open yet"', () => {
    expect(stateOf('EMPTY', EARLIER)).toBe('past');
    expect(stateOf('AVAILABLE', EARLIER)).toBe('past');
    expect(stateOf('STANDBY_AVAILABLE', NOW)).toBe('past');
    expect(stateOf('UNAVAILABLE', EARLIER)).toBe('past');
    expect(stateOf('AVAILABLE', LATER)).toBe('available');
    expect(stateOf('STANDBY_AVAILABLE', LATER)).toBe('standbyAvailable');
    // A held time keeps its state: the clock moves it, not the page.
    expect(stateOf('OPEN', EARLIER)).toBe('open');
    expect(stateOf('FINISH', EARLIER)).toBe('finished');
    expect(Object.values(schedule.unitState).join(' ')).not.toMatch(/not open yet/i);
  });

  it('keep what is over quiet, and nothing a teacher may still act on', () => {
    expect([...QUIET_STATES].sort()).toEqual(['expired', 'finished', 'past', 'standbyFinished']);
    for (const state of ['available', 'standbyAvailable', 'open', 'intention', 'standby'] as const)
      expect(QUIET_STATES.has(state), state).toBe(false);
  });

  it('count the students of a class someone is booked into', () => {
    expect(UNIT_STATES.filter(showsStudents)).toEqual(['booked', 'fixed', 'live', 'finished']);
  });

  it('have a label for every state, each its own and never a code', () => {
    const labels: Record<string, string> = schedule.unitState;
    expect(Object.keys(labels).sort()).toEqual([...UNIT_STATES].sort());
    for (const state of UNIT_STATES) {
      const label = labels[state] ?? '';
      expect(label.trim(), state).not.toBe('');
      // Words, not a status code (`STANDBY_BOOKED`) or a key (`standbyAvailable`).
      expect(label, state).not.toMatch(/^[A-Z_]+$/);
      expect(label, state).not.toMatch(/[a-z][A-Z]/);
    }
    expect(new Set(Object.values(labels)).size).toBe(UNIT_STATES.length);
  });

  it('look as decision 062 describes: a colour, an edge and a mark for each', () => {
    const looks = Object.fromEntries(
      UNIT_STATES.map((state) => {
        const { color, edge, mark } = UNIT_LOOKS[state];
        return [state, `${color} ${edge} ${mark}`.trim()];
      }),
    );
    expect(looks).toEqual({
      available: 'blue solid +',
      standbyAvailable: 'grape dashed ☆',
      unavailable: 'gray dotted ×',
      open: 'teal dashed ○',
      intention: 'cyan dashed ◌',
      booked: 'green thick ●',
      fixed: 'indigo double ◆',
      standby: 'violet thick ★',
      live: 'red thick ▶',
      finished: 'gray none ✓',
      expired: 'gray none ∅',
      standbyFinished: 'gray none ☑',
      past: 'gray none',
    });
  });

  it('give every state its own look besides its colour: edge and mark', () => {
    const looks = UNIT_STATES.map((state: UnitState) => UNIT_LOOKS[state]);
    const apart = new Set(looks.map((look) => `${look.edge} ${look.mark}`));
    expect(apart.size).toBe(UNIT_STATES.length);
    // Only a past time goes without a mark: it says nothing at all.
    expect(UNIT_STATES.filter((state) => UNIT_LOOKS[state].mark === '')).toEqual(['past']);
  });
});
