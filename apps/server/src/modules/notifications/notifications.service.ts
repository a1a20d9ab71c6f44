import { AppError } from '../../lib/app-error.js';
import type { NotificationsRepository } from './notifications.repository.js';

/** The teacher's notification centre (decision 067): a teacher reaches only their own. */
export function createNotificationsService(notifications: NotificationsRepository) {
  const unread = async (userId: number) => ({
    unread: await notifications.unreadCount(userId),
  });
  return {
    list: (userId: number, query: { pageIndex: number; pageSize: number }) =>
      notifications.page(userId, { index: query.pageIndex, size: query.pageSize }),

    unread,

    /** Another teacher's notice is "not found", never "not yours". */
    async markRead(userId: number, id: number) {
      if (!(await notifications.markRead(userId, id))) throw new AppError('NOT_FOUND');
      return unread(userId);
    },

    async markAllRead(userId: number) {
      await notifications.markAllRead(userId);
      return unread(userId);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
