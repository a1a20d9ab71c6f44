import { ScopeProvider } from './ScopeProvider';

/**
 * The app's own toast host, for pages without a MantineScope (the public pages): mounted by
 * DeferredParts when a toast is asked for and no scope shows them.
 */
export function ToastHost() {
  return <ScopeProvider showsToasts />;
}
