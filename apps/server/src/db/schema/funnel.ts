import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** First-party funnel events (visits, CompleteRegistration, ...); no third-party tracker. */
export const funnelEvents = pgTable(
  'funnel_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    userId: bigint({ mode: 'number' }),
    properties: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('funnel_events_name_idx').on(table.name, table.createdAt)],
);
