import { BANNER } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Carousel banners (landing page, carrot shop), managed by OPERATIONS staff. */
export const banners = pgTable(
  'banners',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    title: text().notNull(),
    redirectUrl: text().notNull().default(''),
    status: text().notNull().default(BANNER.OFF),
    sortOrder: integer().notNull().default(0),
    /** Storage key of the picture (server-made), and its content type. */
    pictureKey: text().notNull(),
    pictureType: text().notNull(),
    createdBy: bigint({ mode: 'number' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('banners_kind_order_idx').on(table.kind, table.sortOrder)],
);

/** Newsletter addresses, each stored once whatever its case. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${table.email})`)],
);
