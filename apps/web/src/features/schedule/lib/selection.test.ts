import { SLOT_STATUSES, type SlotStatus, type SlotUnit } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  isPicked,
  keepOffered,
  selectionTotal,
  toggleUnit,
  unitAction,
} from './selection';

function unit(status: SlotStatus, startTime = 1_000, lock = false): SlotUnit {
  return {
    startTime,
    endTime: startTime + 1,
    courseType: 'MAIN',
    smartClassType: 'MAIN',
    status,
    peakTime: false,
    peakCoinCount: 0,
    lock,
    students: 0,
    fixed: false,
  };
}

describe('unitAction', () => {
  it('offers opening, standby and giving back by status', () => {
    const actions = Object.fromEntries(SLOT_STATUSES.map((s) => [s, unitAction(unit(s))]));
    expect(actions).toEqual({
      UNAVAILABLE: null,
      AVAILABLE: 'open',
      OPEN: 'cancel',
      BOOKED: null,
      IN_PROCESS: null,
      FINISH: null,
      EXPIRE: null,
      STANDBY_AVAILABLE: 'standby',
      STANDBY_BOOKED: 'cancel',
      EMPTY: null,
      INTENTION: 'cancel',
      STANDBY_FINISH: null,
    });
  });

  it('offers nothing on a locked unit', () => {
    expect(unitAction(unit('AVAILABLE', 1, true))).toBeNull();
    expect(unitAction(unit('OPEN', 1, true))).toBeNull();
  });
});

describe('selection', () => {
  it('picks available units to open and standby-available ones to hold', () => {
    let selection = toggleUnit(EMPTY_SELECTION, unit('AVAILABLE', 3));
    selection = toggleUnit(selection, unit('AVAILABLE', 1));
    selection = toggleUnit(selection, unit('STANDBY_AVAILABLE', 2));
    expect(selection).toEqual({ open: [1, 3], standby: [2] });
    expect(selectionTotal(selection)).toBe(3);
    expect(isPicked(selection, 2)).toBe(true);
    expect(isPicked(selection, 4)).toBe(false);
  });

  it('unpicks on a second toggle', () => {
    const once = toggleUnit(EMPTY_SELECTION, unit('AVAILABLE', 1));
    expect(toggleUnit(once, unit('AVAILABLE', 1))).toEqual(EMPTY_SELECTION);
  });

  it('never picks units that cannot be opened or held', () => {
    for (const status of ['OPEN', 'BOOKED', 'UNAVAILABLE', 'EMPTY', 'INTENTION'] as const)
      expect(toggleUnit(EMPTY_SELECTION, unit(status))).toBe(EMPTY_SELECTION);
  });

  it('drops picks the fresh list no longer offers', () => {
    const selection = { open: [1, 2], standby: [3] };
    const fresh = [unit('AVAILABLE', 1), unit('OPEN', 2), unit('STANDBY_AVAILABLE', 3)];
    expect(keepOffered(selection, fresh)).toEqual({ open: [1], standby: [3] });
  });
});
