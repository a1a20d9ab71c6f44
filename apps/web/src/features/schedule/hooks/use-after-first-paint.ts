import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true soon after the first paint, set in a transition: what waits
 * for it renders in short slices that leave the main thread free (decision 062: the schedule's
 * panels, below the grid on a phone, no longer hold up its first paint).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
