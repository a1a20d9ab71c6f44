import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_TRANSITION_MS } from '@portal/contracts';
import { MantineScope } from './MantineScope';

/** Where toasts appear (lib/toast.ts); mounted with the first toast (DeferredToastHost). */
export function ToastHost() {
  return (
    <MantineScope>
      <Notifications position="top-center" transitionDuration={TOAST_TRANSITION_MS} limit={3} />
    </MantineScope>
  );
}
