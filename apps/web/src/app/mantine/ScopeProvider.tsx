import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_TRANSITION_MS } from '@portal/contracts';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';
import classes from './Toasts.module.css';

interface ScopeProviderProps {
  /** Whether this provider shows the toasts (lib/toast.ts: one place on the page does). */
  showsToasts: boolean;
  children?: ReactNode;
}

/** Mantine's provider with the theme and stylesheets, and the toasts when it is their host. */
export function ScopeProvider({ showsToasts, children }: ScopeProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {children}
      {showsToasts && (
        <Notifications
          position="top-center"
          transitionDuration={TOAST_TRANSITION_MS}
          limit={3}
          classNames={{ notification: classes.toast }}
        />
      )}
    </MantineProvider>
  );
}
