import { notifications } from '@mantine/notifications';
import { ERROR_TOAST_MS, TOAST_MS } from '@portal/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from './api-error';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

const COLORS: Record<ToastKind, string> = {
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  error: 'red',
};

// Spec section 9: toasts last 2 s, errors 1.5 s (forms stay blocked as long, see useSubmitCooldown).
const DURATION: Record<ToastKind, number> = {
  info: TOAST_MS,
  success: TOAST_MS,
  warning: TOAST_MS,
  error: ERROR_TOAST_MS,
};

function show(kind: ToastKind, message: ReactNode): string {
  return notifications.show({ message, color: COLORS[kind], autoClose: DURATION[kind] });
}

function settle(id: string, kind: ToastKind, message: ReactNode): void {
  notifications.update({
    id,
    message,
    color: COLORS[kind],
    loading: false,
    autoClose: DURATION[kind],
    allowClose: true,
  });
}

/** The five toast kinds of spec section 3 ("loading stays until dismissed"). */
export const toast = {
  info: (message: ReactNode) => show('info', message),
  success: (message: ReactNode) => show('success', message),
  warning: (message: ReactNode) => show('warning', message),
  /** Takes a message or any failure (an ApiError shows its own message). */
  error: (reason: unknown) => show('error', errorMessage(reason)),
  /** Stays until `succeed`, `fail` or `dismiss` is called with the returned id. */
  loading: (message: ReactNode): string =>
    notifications.show({ message, loading: true, autoClose: false, allowClose: false }),
  /** Turns a loading toast into a success. */
  succeed: (id: string, message: ReactNode) => settle(id, 'success', message),
  /** Turns a loading toast into an error (any failure, as for `error`). */
  fail: (id: string, reason: unknown) => settle(id, 'error', errorMessage(reason)),
  dismiss: (id: string) => {
    notifications.hide(id);
  },
};
