import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { cssVariablesResolver, theme } from '../theme';

/**
 * Mantine (theme, provider and stylesheet) for the parts of the app that use it: forms,
 * dialogs, toasts, the teacher and application screens, the console. It is a lazy chunk: the
 * public pages paint without it (bench/budget.json), and their Mantine parts (the account
 * and newsletter forms, the phone menu) each render inside one of these.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}

/** A layout route: every screen below it renders inside Mantine. */
export function MantineOutlet() {
  return (
    <MantineScope>
      <Outlet />
    </MantineScope>
  );
}
