/** Test support of the cancellation-cost tests: Monday 10:00 in Beijing, the counts before, a class. */
import { BEIJING_OFFSET_MS } from '../calendar/index.js';
import {
  cancellationCost,
  type CancellationInput,
  type LeaveClass,
  type LeaveCounts,
} from '../leave/cancellation-cost.js';
import { DEFAULT_CANCELLATION_POLICY as POLICY } from '../leave/leave-policy.js';

export const beijing = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - BEIJING_OFFSET_MS;
export const NOW = beijing(2026, 11, 30, 10); // Monday 10:00 in Beijing
export const BEFORE: LeaveCounts = { cancellations: 1, noShows: 0, credits: 0, freePassesLeft: 1 };
/** The period the teacher reads now; a class may fall in another (a renewal's first). */
export const CURRENT = '1:0';

export const klass = (
  slotId: number,
  startTime: number,
  over: Partial<LeaveClass> = {},
): LeaveClass => ({
  slotId,
  startTime,
  courseType: 'MAIN',
  status: 'BOOKED',
  payCents: 1000,
  periodKey: CURRENT,
  peakCarrots: 0,
  standbyHeld: false,
  ...over,
});

export const cost = (classes: LeaveClass[], over: Partial<CancellationInput> = {}) =>
  cancellationCost({
    classes,
    now: NOW,
    type: 'REGULAR_CANCELLATION',
    reason: 'SICKNESS',
    by: 'TEACHER',
    policy: POLICY,
    before: BEFORE,
    currentPeriodKey: CURRENT,
    periodCounts: {},
    ...over,
  });
