import { FREE_UNIT, SLOT, type SlotStatus, type SlotUnit } from '@portal/contracts';

/**
 * What a unit of the week grid shows the teacher (decision 062): one state per thing she can
 * tell apart, derived from the contracts' slot statuses. A free time that has gone by is
 * `past` whatever the server called it, and says nothing more.
 */
export const UNIT_STATES = [
  'available',
  'standbyAvailable',
  'unavailable',
  'open',
  'intention',
  'booked',
  'fixed',
  'standby',
  'live',
  'finished',
  'expired',
  'standbyFinished',
  'past',
] as const;
export type UnitState = (typeof UNIT_STATES)[number];

/** Each status the grid may list, as a state (a booked fixed week is told apart below). */
const STATE_OF_STATUS: Record<SlotStatus, UnitState> = {
  [FREE_UNIT.AVAILABLE]: 'available',
  [FREE_UNIT.STANDBY_AVAILABLE]: 'standbyAvailable',
  [FREE_UNIT.UNAVAILABLE]: 'unavailable',
  [FREE_UNIT.EMPTY]: 'past',
  [SLOT.OPEN]: 'open',
  [SLOT.INTENTION]: 'intention',
  [SLOT.BOOKED]: 'booked',
  [SLOT.STANDBY_BOOKED]: 'standby',
  [SLOT.IN_PROCESS]: 'live',
  [SLOT.FINISH]: 'finished',
  [SLOT.EXPIRE]: 'expired',
  [SLOT.STANDBY_FINISH]: 'standbyFinished',
};

/** Free times: nobody holds them, so once begun they are simply gone by. */
const FREE_STATES: ReadonlySet<UnitState> = new Set([
  'available',
  'standbyAvailable',
  'unavailable',
]);

/** The states of what is over: shown muted, offering nothing. */
export const QUIET_STATES: ReadonlySet<UnitState> = new Set([
  'finished',
  'expired',
  'standbyFinished',
  'past',
]);

/** The state a unit shows at `now` (the page's clock; the server's status may be older). */
export function unitState(
  unit: Pick<SlotUnit, 'status' | 'startTime' | 'fixed'>,
  now: number,
): UnitState {
  const state = STATE_OF_STATUS[unit.status];
  if (FREE_STATES.has(state) && unit.startTime <= now) return 'past';
  if (state === 'booked' && unit.fixed) return 'fixed';
  return state;
}

/** Whether the state shows its students' count (a class someone is booked into). */
export function showsStudents(state: UnitState): boolean {
  return state === 'booked' || state === 'fixed' || state === 'live' || state === 'finished';
}

/** How a state looks besides its words: a colour, an edge and a mark (never colour alone). */
export interface UnitLook {
  /** A Mantine colour: the ground is its shade 0, the edge its shade 7. */
  color: string;
  edge: 'solid' | 'thick' | 'dashed' | 'double' | 'dotted' | 'none';
  /** A mark before the state's words, hidden from screen readers (the words say it). */
  mark: string;
}

export const UNIT_LOOKS: Record<UnitState, UnitLook> = {
  available: { color: 'blue', edge: 'solid', mark: '+' },
  standbyAvailable: { color: 'grape', edge: 'dashed', mark: '☆' },
  unavailable: { color: 'gray', edge: 'dotted', mark: '×' },
  open: { color: 'teal', edge: 'dashed', mark: '○' },
  intention: { color: 'cyan', edge: 'dashed', mark: '◌' },
  booked: { color: 'green', edge: 'thick', mark: '●' },
  fixed: { color: 'indigo', edge: 'double', mark: '◆' },
  standby: { color: 'violet', edge: 'thick', mark: '★' },
  live: { color: 'red', edge: 'thick', mark: '▶' },
  finished: { color: 'gray', edge: 'none', mark: '✓' },
  expired: { color: 'gray', edge: 'none', mark: '∅' },
  standbyFinished: { color: 'gray', edge: 'none', mark: '☑' },
  past: { color: 'gray', edge: 'none', mark: '' },
};
