/*
 * The home page's device and connection check (decision 061): what a camera or microphone
 * failure means for the teacher, what the devices found are, how good the connection is.
 */

/** Why the camera and microphone could not be used, as the teacher can act on it. */
export type MediaProblem = 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed';

/** getUserMedia's failures by their DOMException name (MDN's list). */
const PROBLEMS: Record<string, MediaProblem> = {
  NotAllowedError: 'denied',
  SecurityError: 'denied',
  PermissionDeniedError: 'denied',
  NotFoundError: 'missing',
  DevicesNotFoundError: 'missing',
  OverconstrainedError: 'missing',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  AbortError: 'busy',
  TypeError: 'unsupported',
};

export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return PROBLEMS[name] ?? 'failed';
}

export interface DeviceCounts {
  cameras: number;
  microphones: number;
}

/** The cameras and microphones among what `enumerateDevices` lists. */
export function deviceCounts(devices: readonly { kind: string }[]): DeviceCounts {
  return {
    cameras: devices.filter((d) => d.kind === 'videoinput').length,
    microphones: devices.filter((d) => d.kind === 'audioinput').length,
  };
}

/** A round trip to the server: good for a video class, usable, or too slow. */
export type ConnectionRating = 'good' | 'fair' | 'poor';

/** Round trips up to these are good, then usable (a video call lags past about a second). */
export const CONNECTION_GOOD_MS = 300;
export const CONNECTION_FAIR_MS = 1000;

export function connectionRating(latencyMs: number): ConnectionRating {
  if (latencyMs <= CONNECTION_GOOD_MS) return 'good';
  return latencyMs <= CONNECTION_FAIR_MS ? 'fair' : 'poor';
}

/** The middle of the round trips measured (the first may pay for opening the connection). */
export function medianMs(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  const upper = sorted[middle] ?? Number.NaN;
  return Math.round(sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2);
}
