import { notifications } from '@mantine/notifications';
import { ERROR_TOAST_MS, TOAST_MS } from '@portal/contracts';
import type { ReactNode } from 'react';
import { i18n } from './i18n';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

const COLORS: Record<ToastKind, string> = {
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  error: 'red',
};

// Spec section 9: toasts last 2 s, errors 1.5 s. A form's own failure is no toast: it stays at
// the form (useFormAlert, issue 36).
const DURATION: Record<ToastKind, number> = {
  info: TOAST_MS,
  success: TOAST_MS,
  warning: TOAST_MS,
  error: ERROR_TOAST_MS,
};

/** The toast's x: Mantine's has no name of its own. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('siteShell.closeMessage') });

/** Mantine's notifications store, loaded with the first toast (lib/toast.ts). */
export function show(id: string, kind: ToastKind, message: ReactNode): void {
  notifications.show({
    id,
    message,
    color: COLORS[kind],
    autoClose: DURATION[kind],
    closeButtonProps: closeButtonProps(),
  });
}

export function showLoading(id: string, message: ReactNode): void {
  notifications.show({ id, message, loading: true, autoClose: false, allowClose: false });
}

export function settle(id: string, kind: ToastKind, message: ReactNode): void {
  notifications.update({
    id,
    message,
    color: COLORS[kind],
    loading: false,
    autoClose: DURATION[kind],
    allowClose: true,
    closeButtonProps: closeButtonProps(),
  });
}

export function hide(id: string): void {
  notifications.hide(id);
}
