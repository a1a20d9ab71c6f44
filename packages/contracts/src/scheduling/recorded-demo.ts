import type { FunnelTransition } from '../funnel/transitions.js';
import type { DemoResult } from './demo-results.js';

export {
  DEMO_RECORDING_LIFECYCLE,
  RECORDING,
  RECORDING_STATUSES,
  type RecordingStatus,
} from './demo-recording.lifecycle.js';

/** Its name in mails and screens (spec section 1: "a 3-5 minute recorded demo"). */
export const RECORDED_DEMO_LABEL = 'Recorded Demo';

/** A link is a URL a browser opens: long enough for any video host's share link. */
export const VIDEO_URL_MAX_LENGTH = 2000;

/** The move each result of a recording makes; SPARE waits for a second look where it stands. */
export const RECORDING_RESULT_MOVES: Record<DemoResult, FunnelTransition> = {
  PASS: 'passInterview',
  SPARE: 'spareRecording',
  NOPASS: 'failInterview',
};

/** The video could not be opened: the applicant checks its sharing and submits again. */
export const RECORDING_UNREADABLE_MOVE: FunnelTransition = 'recordingUnreadable';

/**
 * Where a withdrawn recording leaves the applicant: back to a live interview or a recording,
 * or, with more than two late misses behind them, to a recording only.
 */
export function withdrawMove(recordedOnly: boolean): FunnelTransition {
  return recordedOnly ? 'withdrawRecordingToRecording' : 'withdrawRecording';
}
