// Before zod loads (lib/zod-jitless.ts).
import '../lib/zod-jitless';
// Mantine's stylesheet comes with the lazy parts that use it (app/mantine/MantineScope.tsx).
import './global.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionQuery } from '../features/accounts/api/check-login';
import { siteConfigQuery } from '../features/site/api/get-site-config';
import { configureApiClient } from '../lib/api-client';
import { App } from './App';
import { createQueryClient } from './query-client';
import { refreshSignal } from './refresh-signal';
import { isGuardedPath } from './route-registry';
import { router } from './router';
import { createSessionEndedHandler } from './session-ended';

const queryClient = createQueryClient();

configureApiClient({
  supportEmail: () => queryClient.getQueryData(siteConfigQuery.queryKey)?.supportEmail,
  onSessionEnded: createSessionEndedHandler(queryClient, router),
  onRefreshRequired: () => refreshSignal.raise(),
});

// A guarded page renders nothing of its own before the login check answers: it is asked now,
// beside the page's chunks, rather than after the first paint as other queries are
// (first-paint.ts); the landing page's first load is unchanged.
if (isGuardedPath(window.location.pathname))
  void queryClient.prefetchQuery({ ...sessionQuery, networkMode: 'always' });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

/**
 * The router has asked for the first screen's chunk (lazy routes). Rendering once it is in
 * paints the screen at once rather than the loading state first; the landing page's chunk is
 * preloaded by index.html, so the wait is short, and never longer than `maxWaitMs`.
 */
function firstScreenReady(maxWaitMs: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}

void firstScreenReady(1000).then(() =>
  // A transition: React renders the page in short slices, so the main thread stays free.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
