import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// After Mantine's sheets: it overrides their default rem scale (see global.css).
import './global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { siteConfigQuery } from '../features/site/api/get-site-config';
import { configureApiClient } from '../lib/api-client';
import { App } from './App';
import { createQueryClient } from './query-client';
import { refreshSignal } from './refresh-signal';
import { router } from './router';
import { createSessionEndedHandler } from './session-ended';

const queryClient = createQueryClient();

configureApiClient({
  supportEmail: () => queryClient.getQueryData(siteConfigQuery.queryKey)?.supportEmail,
  onSessionEnded: createSessionEndedHandler(queryClient, router),
  onRefreshRequired: () => refreshSignal.raise(),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
