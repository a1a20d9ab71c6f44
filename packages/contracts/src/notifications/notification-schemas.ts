import { z } from 'zod';
import { pageIndexField, pageSizeField } from '../paging.js';
import { wireInt } from '../wire.js';

/** One notice in the teacher's notification centre (decision 067): what a mail said. */
export const teacherNotification = z.object({
  id: z.number(),
  /** The mail's template, by name (`payslipReleased` ...). */
  kind: z.string(),
  title: z.string(),
  text: z.string(),
  /** A page of the teacher area below the base path (`/payslip/list`), or none. */
  link: z.string().nullable(),
  createdAt: z.number(),
  readAt: z.number().nullable(),
});
export type TeacherNotification = z.infer<typeof teacherNotification>;

export const notificationPageQuery = z.object({
  pageIndex: pageIndexField,
  pageSize: pageSizeField(),
});
export const notificationPage = z.object({
  total: z.number(),
  list: z.array(teacherNotification),
});
export const unreadCount = z.object({ unread: z.number() });
export const notificationParams = z.object({ notificationId: wireInt });
