import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Demo data sets already loaded, so loading at start is idempotent (decision 005). */
export const demoSeeds = pgTable('demo_seeds', {
  id: text('id').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
