import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHost } from '../../lib/toast';
import { refreshSignal } from '../refresh-signal';

const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));
const RefreshDialog = lazy(() =>
  import('../RefreshDialog').then((m) => ({ default: m.RefreshDialog })),
);

/**
 * The app-wide Mantine parts, loaded when first needed: a toast host with the first toast on a
 * page without a MantineScope, the Refresh dialog when the server asks for a reload. Until
 * then they cost nothing.
 */
export function DeferredParts() {
  const toasts = useSyncExternalStore(toastHost.subscribe, toastHost.needed);
  const refresh = useSyncExternalStore(refreshSignal.subscribe, refreshSignal.isRaised);
  return (
    <Suspense fallback={null}>
      {toasts && <ToastHost />}
      {refresh && <RefreshDialog />}
    </Suspense>
  );
}
