import {
  fixedRequestStatusAt,
  fixedRequestWaiting,
  type FixedRequestView,
} from '@portal/contracts';

/**
 * The other requests waiting for the same period: accepting one declines them (a period's
 * times go to one request), which the answer's dialog says before (issue 36).
 */
export function othersWaiting(
  requests: readonly FixedRequestView[],
  request: FixedRequestView,
  now: number,
): number[] {
  return requests
    .filter(
      (other) =>
        other.periodId === request.periodId &&
        other.requestId !== request.requestId &&
        fixedRequestWaiting(fixedRequestStatusAt(other, now)),
    )
    .map((other) => other.requestId);
}
