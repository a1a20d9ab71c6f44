import { useCallback, useState } from 'react';
import { guessTimeZone, storedTimeZone, TIME_ZONE_KEY } from '../lib/time-zone';

/** The zone the booking pages show times in: the one chosen here before, else the browser's. */
export function useTimeZone() {
  const guessed = guessTimeZone();
  const [zone, setZone] = useState(() => storedTimeZone(window.localStorage) ?? guessed);
  const choose = useCallback(
    (next: string | null) => {
      const chosen = next ?? guessed;
      setZone(chosen);
      try {
        if (chosen === guessed) window.localStorage.removeItem(TIME_ZONE_KEY);
        else window.localStorage.setItem(TIME_ZONE_KEY, chosen);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
    [guessed],
  );
  return { zone, guessed, useLocal: zone === guessed, choose };
}
