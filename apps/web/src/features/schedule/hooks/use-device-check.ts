import { SYSTEM_CALLS } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  deviceCounts,
  mediaProblemOf,
  medianMs,
  type DeviceCounts,
  type MediaProblem,
} from '../lib/device-check';

export type DevicesFound = DeviceCounts | 'checking' | 'unsupported';
export type MediaTest =
  | { state: 'idle' | 'testing' }
  | { state: 'works'; stream: MediaStream }
  | { state: 'problem'; problem: MediaProblem };
export type ConnectionTest =
  { state: 'testing' } | { state: 'done'; online: boolean; latencyMs: number | null };

/** Round trips measured, and how long one may take before the server counts as unreachable. */
const ROUND_TRIPS = 3;
const ROUND_TRIP_TIMEOUT_MS = 5000;

/** One timed request of the health route (small, never cached); null when it fails. */
async function roundTrip(): Promise<number | null> {
  const started = performance.now();
  try {
    const response = await fetch(SYSTEM_CALLS.health.path, {
      cache: 'no-store',
      signal: AbortSignal.timeout(ROUND_TRIP_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.ok ? performance.now() - started : null;
  } catch {
    return null;
  }
}

/** The connection now: online, and the middle of a few round trips (null: none answered). */
async function measureConnection(): Promise<ConnectionTest> {
  const samples: number[] = [];
  for (let i = 0; i < ROUND_TRIPS; i += 1) {
    const ms = await roundTrip();
    if (ms !== null) samples.push(ms);
  }
  return {
    state: 'done',
    online: navigator.onLine,
    latencyMs: samples.length > 0 ? medianMs(samples) : null,
  };
}

/** The cameras and microphones the browser lists, without asking for them. */
async function listDevices(mediaDevices: MediaDevices | undefined): Promise<DevicesFound> {
  if (!mediaDevices?.enumerateDevices) return 'unsupported';
  try {
    return deviceCounts(await mediaDevices.enumerateDevices());
  } catch {
    return 'unsupported';
  }
}

/**
 * The device and connection check (decision 061): the cameras and microphones the browser
 * lists (no permission asked), the camera and microphone started on demand (the browser asks),
 * and the connection (online, and the server's round trip). The camera is let go on close.
 */
export function useDeviceCheck() {
  const [devices, setDevices] = useState<DevicesFound>('checking');
  const [media, setMedia] = useState<MediaTest>({ state: 'idle' });
  const [connection, setConnection] = useState<ConnectionTest>({ state: 'testing' });
  const stream = useRef<MediaStream | null>(null);

  const testConnection = useCallback(async () => {
    setConnection({ state: 'testing' });
    setConnection(await measureConnection());
  }, []);

  const testMedia = useCallback(async () => {
    const { mediaDevices } = navigator;
    if (!mediaDevices?.getUserMedia) return setMedia({ state: 'problem', problem: 'unsupported' });
    setMedia({ state: 'testing' });
    try {
      const started = await mediaDevices.getUserMedia({ video: true, audio: true });
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = started;
      setMedia({ state: 'works', stream: started });
    } catch (error) {
      setMedia({ state: 'problem', problem: mediaProblemOf(error) });
    }
    // With permission given, the list may now hold more: read it again.
    setDevices(await listDevices(mediaDevices));
  }, []);

  useEffect(() => {
    let open = true;
    void listDevices(navigator.mediaDevices).then((found) => open && setDevices(found));
    void measureConnection().then((result) => open && setConnection(result));
    const held = stream;
    return () => {
      open = false;
      held.current?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return { devices, media, connection, testMedia, testConnection };
}
