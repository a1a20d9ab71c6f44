import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { useBaseFontSize } from '../lib/use-base-font-size';
import { useQueriesAfterFirstPaint } from './first-paint';
import { Providers } from './providers';
import { router } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  useBaseFontSize();
  useQueriesAfterFirstPaint();
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
