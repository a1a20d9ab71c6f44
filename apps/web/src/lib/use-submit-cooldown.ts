import { ERROR_TOAST_MS } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SubmitCooldown {
  /** True for 1.5 s after a failure: disable the submit button. */
  blocked: boolean;
  /** Starts (or restarts) the cooldown. */
  block: () => void;
}

/**
 * After an error the form refuses a repeat submit for 1.5 s (spec section 5), so a user who
 * hammers the button does not stack identical failures. The failure itself is told at the
 * form (useFormAlert, issue 36), where it stays longer than the cooldown.
 */
export function useSubmitCooldown(ms: number = ERROR_TOAST_MS): SubmitCooldown {
  const [blocked, setBlocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const block = useCallback(() => {
    clearTimeout(timer.current);
    setBlocked(true);
    timer.current = setTimeout(() => setBlocked(false), ms);
  }, [ms]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { blocked, block };
}
