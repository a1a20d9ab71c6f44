/**
 * What `use-sync-external-store/shim` gives react-i18next: React 18 and later have the hook
 * themselves, so the shim's fallback for older Reacts never runs here. vite.config.ts points
 * the shim at this file, which keeps its code out of the landing page's first load.
 */
export { useSyncExternalStore } from 'react';
