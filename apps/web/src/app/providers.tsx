import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { RouteAvailability } from '../lib/route-availability';
import { isBuilt } from './route-registry';
import { DeferredParts } from './mantine/DeferredParts';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Server state, texts and which routes are built, for everything below. Mantine is not here: the public pages paint
 * without it, and the parts that use it render inside their own MantineScope (a lazy chunk).
 * Toasts and the Refresh dialog load when first needed (DeferredParts).
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouteAvailability.Provider value={isBuilt}>
          {children}
          <DeferredParts />
        </RouteAvailability.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
