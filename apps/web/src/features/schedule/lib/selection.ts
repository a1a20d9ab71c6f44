import {
  FREE_UNIT,
  movesOffered,
  SLOT_LIFECYCLE,
  type SlotStatus,
  type SlotUnit,
  type StoredSlotStatus,
} from '@portal/contracts';

/** What the teacher may do with a unit: pick it to open, pick it for standby, give it back. */
export type UnitAction = 'open' | 'standby' | 'cancel';

function isFreelyCancelled(status: SlotStatus): boolean {
  // A computed status (a free unit) is no row's: the table offers it nothing.
  return movesOffered(SLOT_LIFECYCLE, status as StoredSlotStatus, 'teacher').includes('cancel');
}

/**
 * The action a unit offers: AVAILABLE units are picked for opening, STANDBY_AVAILABLE ones for
 * standby, and an OPEN, INTENTION or STANDBY_BOOKED unit nobody is booked into may be given
 * back (slot.lifecycle.ts's cancel move). Locked units and every other status offer nothing.
 */
export function unitAction(unit: Pick<SlotUnit, 'status' | 'lock'>): UnitAction | null {
  if (unit.lock) return null;
  if (unit.status === FREE_UNIT.AVAILABLE) return 'open';
  if (unit.status === FREE_UNIT.STANDBY_AVAILABLE) return 'standby';
  if (isFreelyCancelled(unit.status)) return 'cancel';
  return null;
}

/** The picked units: `checkSlots` to open and `standbySlot` to hold (spec section 3). */
export interface Selection {
  open: readonly number[];
  standby: readonly number[];
}

export const EMPTY_SELECTION: Selection = { open: [], standby: [] };

const toggle = (list: readonly number[], start: number) =>
  list.includes(start) ? list.filter((t) => t !== start) : [...list, start].sort((a, b) => a - b);

/** Picks or unpicks a unit in its list; a unit that cannot be picked leaves the selection. */
export function toggleUnit(selection: Selection, unit: SlotUnit): Selection {
  const action = unitAction(unit);
  if (action === 'open') return { ...selection, open: toggle(selection.open, unit.startTime) };
  if (action === 'standby')
    return { ...selection, standby: toggle(selection.standby, unit.startTime) };
  return selection;
}

export function isPicked(selection: Selection, start: number): boolean {
  return selection.open.includes(start) || selection.standby.includes(start);
}

/** The screen's `total`: units picked. */
export function selectionTotal(selection: Selection): number {
  return selection.open.length + selection.standby.length;
}

/** Keeps only picks still offered by the freshly listed units (others changed meanwhile). */
export function keepOffered(selection: Selection, units: readonly SlotUnit[]): Selection {
  const offered = (action: UnitAction) =>
    new Set(units.filter((u) => unitAction(u) === action).map((u) => u.startTime));
  const open = offered('open');
  const standby = offered('standby');
  return {
    open: selection.open.filter((t) => open.has(t)),
    standby: selection.standby.filter((t) => standby.has(t)),
  };
}
