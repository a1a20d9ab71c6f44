import { Anchor, Badge, Box, Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TeacherNotification } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { formatDateTime } from '../../../lib/dates';
import { useMarkRead, useNotifications, useUnreadCount } from '../api/notification-queries';
import { useTeacherZone } from '../hooks/use-teacher-zone';

/**
 * The teacher's notices (decision 067), newest first: what each mail said, read or unread, a
 * link to the page it points to (opening it marks it read), "Mark all read" and "Show more".
 */
export function NotificationDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('teacher');
  const list = useNotifications(true);
  const unread = useUnreadCount().data?.unread ?? 0;
  const mark = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Drawer.Root opened onClose={onClose} position="right" size="md">
      <Drawer.Overlay />
      <Drawer.Content>
        <Box p="md">
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Drawer.Title fw={700} fz="lg">
              {t('notifications.title')}
            </Drawer.Title>
            <Drawer.CloseButton aria-label={t('notifications.close')} />
          </Group>
          <Group justify="space-between" mb="md">
            <Text size="sm" aria-live="polite">
              {unread > 0
                ? t('notifications.unreadCount', { count: unread })
                : t('notifications.allRead')}
            </Text>
            {unread > 0 && (
              <Button
                size="xs"
                variant="default"
                onClick={() => mark.mutate('all')}
                loading={mark.isPending && mark.variables === 'all'}
              >
                {t('notifications.markAllRead')}
              </Button>
            )}
          </Group>
          {mark.isError && (
            <Text size="sm" c="red.8" role="alert" mb="sm">
              {t('notifications.markFailed')}
            </Text>
          )}
          {list.isPending && (
            <Skeleton height={160} role="status" aria-label={t('notifications.loading')} />
          )}
          {list.isError && (
            <LoadFailed
              error={list.error}
              title={t('notifications.loadFailed')}
              retryLabel={t('notifications.retry')}
              onRetry={() => void list.refetch()}
            />
          )}
          {list.isSuccess && items.length === 0 && <Text>{t('notifications.empty')}</Text>}
          {items.length > 0 && (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <Notice
                  key={item.id}
                  item={item}
                  onRead={() => mark.mutate(item.id)}
                  onOpen={() => {
                    if (item.readAt === null) mark.mutate(item.id);
                    onClose();
                  }}
                />
              ))}
            </Stack>
          )}
          {list.hasNextPage && (
            <Button
              mt="md"
              size="xs"
              variant="default"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              {t('notifications.showMore')}
            </Button>
          )}
        </Box>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function Notice({
  item,
  onRead,
  onOpen,
}: {
  item: TeacherNotification;
  onRead: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('teacher');
  const zone = useTeacherZone();
  const unread = item.readAt === null;
  return (
    <Box
      component="li"
      p="sm"
      // Unread: a strong edge, not a tinted background (links keep their contrast on white).
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        borderLeft: unread ? '4px solid var(--mantine-color-blue-filled)' : undefined,
      }}
    >
      <Stack gap={4}>
        <Text size="sm" fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.text}
        </Text>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {unread && (
              <Badge size="xs" color="blue" variant="filled">
                {t('notifications.unread')}
              </Badge>
            )}
            <Text size="xs">{formatDateTime(item.createdAt, zone)}</Text>
          </Group>
          <Group gap="xs">
            {unread && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={onRead}
                aria-label={t('notifications.markReadLabel', { title: item.title })}
              >
                {t('notifications.markRead')}
              </Button>
            )}
            {item.link && (
              <Anchor
                component={Link}
                to={item.link}
                size="sm"
                onClick={onOpen}
                aria-label={t('notifications.openLabel', { title: item.title })}
              >
                {t('notifications.open')}
              </Anchor>
            )}
          </Group>
        </Group>
      </Stack>
    </Box>
  );
}
