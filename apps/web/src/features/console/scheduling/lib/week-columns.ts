import type { AvailabilitySlot } from '@portal/contracts';
import { inZone } from '../../../../lib/dates';

/** The seven days from `weekStart` in the member's zone, each with its times in order. */
export function weekColumns(
  weekStart: number,
  slots: readonly AvailabilitySlot[],
  zone: string,
): { day: string; slots: AvailabilitySlot[] }[] {
  const start = inZone(weekStart, zone).startOf('day');
  return Array.from({ length: 7 }, (_, index) => {
    const day = start.add(index, 'day');
    const next = day.add(1, 'day');
    return {
      day: day.format('ddd YYYY/MM/DD'),
      slots: slots
        .filter((slot) => slot.startTime >= day.valueOf() && slot.startTime < next.valueOf())
        .sort((a, b) => a.startTime - b.startTime),
    };
  });
}
