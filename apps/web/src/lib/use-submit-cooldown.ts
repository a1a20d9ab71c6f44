import { ERROR_TOAST_MS } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from './toast';

export interface SubmitCooldown {
  /** True while the error toast is up: disable the submit button. */
  blocked: boolean;
  /** Starts (or restarts) the cooldown. */
  block: () => void;
  /** Shows the failure as an error toast and blocks repeat submits for as long. */
  fail: (reason: unknown) => void;
}

/**
 * After an error the form refuses a repeat submit for the error toast's 1.5 s, so a user who
 * hammers the button does not stack identical failures.
 */
export function useSubmitCooldown(ms: number = ERROR_TOAST_MS): SubmitCooldown {
  const [blocked, setBlocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const block = useCallback(() => {
    clearTimeout(timer.current);
    setBlocked(true);
    timer.current = setTimeout(() => setBlocked(false), ms);
  }, [ms]);

  const fail = useCallback(
    (reason: unknown) => {
      toast.error(reason);
      block();
    },
    [block],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { blocked, block, fail };
}
