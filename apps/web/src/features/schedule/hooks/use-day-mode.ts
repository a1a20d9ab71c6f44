import { useCallback, useState } from 'react';
import { DAY_MODE_KEY, storedDayMode, type DayMode } from '../lib/day-mode';

/** The week grid's day mode, remembered on this device (decision 062). */
export function useDayMode(): [DayMode, (mode: DayMode) => void] {
  const [mode, setMode] = useState(() => storedDayMode(window.localStorage));
  const choose = useCallback((next: DayMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(DAY_MODE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  return [mode, choose];
}
