import { CARRIED_QUERY_PARAMS, type FunnelEventRequest } from '@portal/contracts';
import { anyPayload, api } from '../../../lib/api-client';

export const FUNNEL_EVENT_PATH = '/t/tn/funnel/event';

/** The Visit event's body: the page and the link's referral and poster parameters. */
export function visitEvent(path: string, search: string): FunnelEventRequest {
  const params = new URLSearchParams(search);
  const event: FunnelEventRequest = { name: 'Visit', path };
  for (const name of CARRIED_QUERY_PARAMS) {
    const value = params.get(name)?.trim().slice(0, 100);
    if (value) event[name] = value;
  }
  return event;
}

/**
 * POST /t/tn/funnel/event: a first-party record of a landing visit (spec section 2). Nothing
 * depends on it, so a failure is dropped.
 */
export function recordVisit(path: string, search: string): Promise<void> {
  return api.post(FUNNEL_EVENT_PATH, visitEvent(path, search), anyPayload).then(
    () => undefined,
    () => undefined,
  );
}
