import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { useBaseFontSize } from '../lib/use-base-font-size';
import { Providers } from './providers';
import { RefreshDialog } from './RefreshDialog';
import { router } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  useBaseFontSize();
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
      <RefreshDialog />
    </Providers>
  );
}
