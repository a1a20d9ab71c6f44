import { useSyncExternalStore } from 'react';

let mounted = false;
const listeners = new Set<() => void>();

/** Whether the landing page's forms (HomeIslands) are in their slots. */
export const islandsMounted = {
  get: (): boolean => mounted,
  set(value: boolean): void {
    if (mounted === value) return;
    mounted = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useIslandsMounted(): boolean {
  return useSyncExternalStore(islandsMounted.subscribe, islandsMounted.get);
}
