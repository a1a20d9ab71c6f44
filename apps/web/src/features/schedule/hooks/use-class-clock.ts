import { useEffect, useState } from 'react';
import { msToNextChange } from '../lib/next-class';

/**
 * The time now, moved on only when a class's countdown (or its room) may change: on the whole
 * minutes before its start, then before its end. Only the component that calls it renders
 * again, not the page around it.
 */
export function useClassClock(cls: { startTime: number; endTime: number }): number {
  const { startTime, endTime } = cls;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), msToNextChange({ startTime, endTime }, now));
    return () => clearTimeout(timer);
  }, [startTime, endTime, now]);
  return now;
}
