import type { LeaveRecordStatus } from '@portal/contracts';
import type { BadgeTone } from '../../../components/StatusBadge';

/** A record's status as a badge's tone: the words say it, the tone repeats it. */
export const STATUS_TONES: Record<LeaveRecordStatus, BadgeTone> = {
  RECORDED: 'gray',
  APPEALED: 'blue',
  UPHELD: 'red',
  REVERSED: 'green',
  REMOVED: 'green',
};
