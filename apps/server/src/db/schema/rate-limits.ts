import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-route, per-address request counters of @fastify/rate-limit (decision 043), shared by
 * every server on the database. UNLOGGED in the migration: a crash may empty it, which only
 * restarts the windows. No index on `expires_at`: the upsert then updates rows in place (HOT)
 * and the hourly prune scans a table that holds one row per address and route.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** `<METHOD> <route> <address>`: limits stay per route, as they were in memory. */
  key: text().primaryKey(),
  count: integer().notNull(),
  /** The end of the window, on the database's clock (servers' clocks may disagree). */
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
