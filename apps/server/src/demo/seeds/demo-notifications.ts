import {
  BASE_PATH,
  DAY_MS,
  HOUR_MS,
  mailNotice,
  mailTime,
  TEACHER_ROUTES,
  type MailTemplate,
  type MessageParams,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teacherNotifications, users } from '../../db/schema/index.js';
import type { DemoSeed } from '../demo-seeds.js';

const SITE = 'http://localhost:8080';
const page = (route: string) => `${SITE}${BASE_PATH}${route}`;

/** The mails the demo teacher "had", as their notices: how long ago, and read or not. */
const noticesAt = (
  now: number,
): {
  template: MailTemplate;
  params: MessageParams & { link: string };
  hoursAgo: number;
  read: boolean;
}[] => [
  {
    template: 'accountActivated',
    params: { link: page('/home?type=login'), name: 'Tessa', referralCode: '482913' },
    hoursAgo: 60 * 24,
    read: true,
  },
  {
    template: 'bankDetailsChanged',
    params: {
      link: page('/home?type=login'),
      name: 'Tessa',
      time: mailTime(now - 40 * DAY_MS - 5 * 60_000),
      masked: '**** 4821',
      email: 'support@portal.demo',
    },
    hoursAgo: 40 * 24,
    read: true,
  },
  {
    template: 'payslipReleased',
    params: {
      link: page(TEACHER_ROUTES.payslipList),
      name: 'Tessa',
      month: '2026/10',
      amount: '$1,240.00',
    },
    hoursAgo: 3 * 24,
    read: false,
  },
  {
    template: 'fixedRequestNew',
    params: {
      link: page(TEACHER_ROUTES.bookingFixed),
      name: 'Tessa',
      session: 'Main Course',
      time: mailTime(now + 22 * HOUR_MS, { zone: null, withBeijing: true }),
    },
    hoursAgo: 20,
    read: false,
  },
  {
    template: 'fixedRequestReminder',
    params: {
      link: page(TEACHER_ROUTES.bookingFixed),
      name: 'Tessa',
      session: 'Main Course',
      time: mailTime(now + 22 * HOUR_MS, { zone: null, withBeijing: true }),
      lead: '24 hours',
    },
    hoursAgo: 2,
    read: false,
  },
];

/**
 * The demo teacher's notification centre (decision 067): two read notices and three unread,
 * made by the contracts' `mailNotice` as the mail service makes them, so the bell shows 3.
 */
export const demoNotifications: DemoSeed = {
  id: '2026-11-teacher-notifications',
  async run(db: Db) {
    const now = Date.now();
    const [teacher] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'teacher@portal.demo'));
    if (!teacher) throw new Error('demo account teacher@portal.demo is missing');
    await db.insert(teacherNotifications).values(
      noticesAt(now).map((notice) => {
        const createdAt = new Date(now - notice.hoursAgo * HOUR_MS);
        return {
          userId: teacher.id,
          kind: notice.template,
          ...mailNotice(notice.template, notice.params),
          createdAt,
          readAt: notice.read ? new Date(createdAt.getTime() + DAY_MS / 2) : null,
        };
      }),
    );
  },
};
