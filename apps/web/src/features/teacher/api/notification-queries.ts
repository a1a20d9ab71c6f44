import { DATA_PAGE_SIZE, NOTIFICATION_CALLS } from '@portal/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../accounts/public';
import { TEACHER_KEY } from './teacher-queries';

/*
 * The teacher's notification centre (decision 067): the bell's unread count and the list it
 * opens, under the teacher key (a change of the teacher's reads them again).
 */
const N = NOTIFICATION_CALLS;
const NOTIFICATIONS_KEY = [TEACHER_KEY, 'notifications'] as const;
const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;
/**
 * Notices a page of the list shows, then as many more at each "Show more": a list loaded a
 * screenful at a time, section 9's data-loading size, not a table's.
 */
export const NOTIFICATION_PAGE = DATA_PAGE_SIZE;

export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => callApi(N.unreadCount, { signal }),
    enabled: Boolean(useSession().data),
  });
}

/** The list, newest first, read only while the drawer is open. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list'] as const,
    queryFn: ({ signal, pageParam }) =>
      callApi(N.list, { signal, query: { pageIndex: pageParam, pageSize: NOTIFICATION_PAGE } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * NOTIFICATION_PAGE < last.total ? pages.length + 1 : undefined,
    enabled,
  });
}

/** Marks one notice read (`id`) or all of them; the answer is the unread count after it. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      id === 'all'
        ? callApi(N.markAllRead, {})
        : callApi(N.markRead, { params: { notificationId: id } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(UNREAD_KEY, answer);
      return queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] });
    },
  });
}
