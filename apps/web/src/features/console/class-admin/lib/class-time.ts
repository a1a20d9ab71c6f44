import { BEIJING_ZONE, type OpsClassRow } from '@portal/contracts';
import { formatDateTime, formatTime } from '../../../../lib/dates';

/** "2031/01/06 19:00-19:25" in Beijing time: a class as the console names it. */
export function classTime(row: Pick<OpsClassRow, 'startTime' | 'endTime'>): string {
  return `${formatDateTime(row.startTime, BEIJING_ZONE)}-${formatTime(row.endTime, BEIJING_ZONE)}`;
}
