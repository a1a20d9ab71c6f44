import { PAY_ADMIN_CALLS } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';
import { PAY_KEY } from './pay';

const P = PAY_ADMIN_CALLS;

/**
 * A month's reconciliation (decision 052): its classes, what its payslips paid, corrections
 * carried in and made later, and whether the totals match. Under the pay key, so a release, an
 * adjustment or a move reads it again.
 */
export function usePayReconciliation(monthStartTime: number) {
  return useQuery({
    queryKey: [...PAY_KEY, 'reconciliation', monthStartTime] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(P.getPayReconciliation, {
          signal,
          query: { monthStartTime },
          ignoreSessionEnd: true,
        }),
      ),
  });
}

/** The month's reconciliation as CSV: a plain link, downloaded with the staff session's cookie. */
export function reconciliationExportHref(monthStartTime: number): string {
  const query = new URLSearchParams({ monthStartTime: String(monthStartTime) });
  return `${P.exportPayReconciliation.path}?${query.toString()}`;
}
