import { defineCall } from '../calls/define-call.js';
import {
  notificationPage,
  notificationPageQuery,
  notificationParams,
  unreadCount,
} from './notification-schemas.js';

/** The teacher's notification centre (decision 067): only ever their own notices. */
export const NOTIFICATION_CALLS = {
  list: defineCall({
    method: 'GET',
    path: '/t/tc/notifications',
    operationId: 'getNotifications',
    summary: "The teacher's notifications, newest first, a page at a time",
    query: notificationPageQuery,
    payload: notificationPage,
  }),
  unreadCount: defineCall({
    method: 'GET',
    path: '/t/tc/notifications/unread-count',
    operationId: 'getUnreadNotificationCount',
    payload: unreadCount,
  }),
  markRead: defineCall({
    method: 'POST',
    path: '/t/tc/notifications/:notificationId/read',
    operationId: 'markNotificationRead',
    summary: "Marks one of the teacher's notifications read; the unread count after it",
    params: notificationParams,
    payload: unreadCount,
    teacherActs: false,
  }),
  markAllRead: defineCall({
    method: 'POST',
    path: '/t/tc/notifications/read-all',
    operationId: 'markAllNotificationsRead',
    payload: unreadCount,
    teacherActs: false,
  }),
};
