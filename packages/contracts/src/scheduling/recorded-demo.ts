import type { FunnelTransition } from '../funnel/transitions.js';
import type { DemoResult } from './demo-results.js';

/**
 * The recorded mini demo (decision 036): the applicant submits a link to a 3-5 minute video,
 * any interviewer reviews it. Its states, as the interview status's `teacherApplyDemoEnum`:
 * SUBMITTED (waiting for a review), WITHDRAWN (taken back by the applicant), REVIEWED (a result
 * was recorded) and UNREADABLE (the video could not be opened: InterviewInvitation_2).
 */
export const RECORDING_STATUSES = ['SUBMITTED', 'WITHDRAWN', 'REVIEWED', 'UNREADABLE'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

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
