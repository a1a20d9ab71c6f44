import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../../../lib/when-idle';
import { recordVisit } from '../api/record-visit';

/**
 * Records the visit once per entry to the page (spec section 2): not again when the query
 * changes (the login form's modes), nor on React's development double run.
 */
export function useVisitEvent(): void {
  const { pathname, search } = useLocation();
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return undefined;
    // After the first paint: nothing on the page waits for it.
    return whenIdle(() => {
      recorded.current = true;
      void recordVisit(pathname, search);
    });
  }, [pathname, search]);
}
