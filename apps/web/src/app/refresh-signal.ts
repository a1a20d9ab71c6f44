/**
 * "Application status has changed" (codes 400050005, BIZ_STATUS_TYPE_NOT_MATCHING) can come
 * from any call; the API client raises this flag and one dialog at the app root shows it.
 */
let required = false;
const listeners = new Set<() => void>();

export const refreshSignal = {
  raise(): void {
    if (required) return;
    required = true;
    for (const listener of listeners) listener();
  },
  isRaised: (): boolean => required,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
