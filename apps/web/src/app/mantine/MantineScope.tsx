import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ScrollKeeper } from '../../components/ScrollKeeper';
import { toastHost } from '../../lib/toast';
import { ScopeProvider } from './ScopeProvider';

/**
 * Mantine (theme, provider and stylesheet) for the parts of the app that use it: forms,
 * dialogs, toasts, the teacher and application screens, the console. It is a lazy chunk: the
 * public pages paint without it (bench/budget.json), and their Mantine parts (the landing
 * page's forms, the phone menu) render inside one of these. The first scope on the page
 * also shows the toasts, so a form's toast appears the moment it is asked for.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  const [scope] = useState(() => Symbol('mantine-scope'));
  useEffect(() => toastHost.claim(scope), [scope]);
  const showsToasts = useSyncExternalStore(toastHost.subscribe, () => toastHost.isHost(scope));
  return <ScopeProvider showsToasts={showsToasts}>{children}</ScopeProvider>;
}

/** A layout route: every screen below it renders inside Mantine (and opens at its top). */
export function MantineOutlet() {
  return (
    <MantineScope>
      <ScrollKeeper />
      <Outlet />
    </MantineScope>
  );
}
