import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/notification-queries';

// The list is its own chunk: loaded when the teacher opens it, not with every page.
const NotificationDrawer = lazy(() =>
  import('./NotificationDrawer').then((m) => ({ default: m.NotificationDrawer })),
);

/** The bell in the teacher area's bar (decision 067): the unread count, opening the list. */
export function NotificationBell() {
  const { t } = useTranslation('teacher');
  const [opened, drawer] = useDisclosure(false);
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <>
      <Indicator
        label={unread > 99 ? '99+' : unread}
        disabled={unread === 0}
        size={18}
        offset={6}
        color="red"
      >
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={drawer.open}
          aria-label={
            unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')
          }
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          <BellIcon />
        </ActionIcon>
      </Indicator>
      {opened && (
        <Suspense>
          <NotificationDrawer onClose={drawer.close} />
        </Suspense>
      )}
    </>
  );
}

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
      <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
    </svg>
  );
}
