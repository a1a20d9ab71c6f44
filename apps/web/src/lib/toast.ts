import type { ReactNode } from 'react';
import { errorMessage } from './api-error';
import type * as ToastCalls from './toast-calls';
import type { ToastKind } from './toast-calls';

export type { ToastKind };

type Calls = typeof ToastCalls;

let calls: Promise<Calls> | undefined;
let wanted = false;
const listeners = new Set<() => void>();
let counter = 0;

/** The Mantine scopes on the page, in mount order; the first one shows the toasts. */
let scopes: symbol[] = [];

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Where toasts appear. Toasts load Mantine's notifications with the first one: pages that
 * never toast (the landing page on first paint) carry none of it. A mounted MantineScope
 * shows them (its forms' toasts then appear at once); without one, the app mounts a host of
 * its own once a toast is `wanted` (app/mantine/DeferredParts). The store keeps toasts shown
 * before a host is there.
 */
export const toastHost = {
  wanted: (): boolean => wanted,
  /** Whether the app's own host is needed: a toast was asked for and no scope shows them. */
  needed: (): boolean => wanted && scopes.length === 0,
  /** A scope offers to show the toasts; returns its withdrawal. */
  claim(scope: symbol): () => void {
    scopes = [...scopes, scope];
    changed();
    return () => {
      scopes = scopes.filter((other) => other !== scope);
      changed();
    };
  },
  /** Whether `scope` is the one that shows the toasts. */
  isHost: (scope: symbol): boolean => scopes[0] === scope,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function withCalls(run: (loaded: Calls) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  calls ??= import('./toast-calls');
  // A chunk that fails to load has nothing to show the message with: the page goes on.
  calls.then(run, () => undefined);
}

/** Resolves once every toast asked for so far is in the store (for tests). */
export function toastsShown(): Promise<void> {
  return calls?.then(() => undefined) ?? Promise.resolve();
}

function nextId(): string {
  counter += 1;
  return `toast-${counter}`;
}

function show(kind: ToastKind, message: ReactNode): string {
  const id = nextId();
  withCalls((loaded) => loaded.show(id, kind, message));
  return id;
}

/** The five toast kinds of spec section 3 ("loading stays until dismissed"). */
export const toast = {
  info: (message: ReactNode) => show('info', message),
  success: (message: ReactNode) => show('success', message),
  warning: (message: ReactNode) => show('warning', message),
  /** Takes a message or any failure (an ApiError shows its own message). */
  error: (reason: unknown) => show('error', errorMessage(reason)),
  /** Stays until `succeed`, `fail` or `dismiss` is called with the returned id. */
  loading: (message: ReactNode): string => {
    const id = nextId();
    withCalls((loaded) => loaded.showLoading(id, message));
    return id;
  },
  /** Turns a loading toast into a success. */
  succeed: (id: string, message: ReactNode) =>
    withCalls((loaded) => loaded.settle(id, 'success', message)),
  /** Turns a loading toast into an error (any failure, as for `error`). */
  fail: (id: string, reason: unknown) =>
    withCalls((loaded) => loaded.settle(id, 'error', errorMessage(reason))),
  dismiss: (id: string) => withCalls((loaded) => loaded.hide(id)),
};
