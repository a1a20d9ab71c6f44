import { isApiError } from '../../../lib/api-error';

/**
 * A refused opening's messages per unit: the server answers a batch it refuses with the
 * envelope's `fields`, each refused unit's start time (epoch ms, as text) to its message.
 * Keys that are not start times are left out (a blank key reads as 0).
 */
export function unitErrors(error: unknown): Map<number, string> {
  const byUnit = new Map<number, string>();
  if (!isApiError(error) || !error.fields) return byUnit;
  for (const [key, message] of Object.entries(error.fields)) {
    const start = Number(key);
    if (Number.isSafeInteger(start) && start > 0) byUnit.set(start, message);
  }
  return byUnit;
}
