import {
  CARRIED_QUERY_PARAMS,
  FIRST_LOAD_ADDRESSES,
  type VisitEventRequest,
} from '@portal/contracts';
import { callApi } from '../../../lib/api-client';

/** The Visit event's body: the page and the link's referral and poster parameters. */
export function visitEvent(path: string, search: string): VisitEventRequest {
  const params = new URLSearchParams(search);
  const event: VisitEventRequest = { name: 'Visit', path };
  for (const name of CARRIED_QUERY_PARAMS) {
    const value = params.get(name)?.trim().slice(0, 100);
    if (value) event[name] = value;
  }
  return event;
}

/**
 * A first-party record of a landing visit (spec section 2). Nothing depends on it, so a
 * failure is dropped, and its answer is not read: the address alone keeps zod out.
 */
export function recordVisit(path: string, search: string): Promise<void> {
  return callApi(FIRST_LOAD_ADDRESSES.funnelEvent, { body: visitEvent(path, search) }).then(
    () => undefined,
    () => undefined,
  );
}
