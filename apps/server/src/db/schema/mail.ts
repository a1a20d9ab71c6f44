import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

/**
 * One row per queued mail, by its key (decision 046): claimed before the SMTP send, stamped
 * `sent_at` after it, so a retried job whose mail was already sent sends nothing again.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text().primaryKey(),
  attempts: integer().notNull().default(1),
  claimedAt: instant().notNull().defaultNow(),
  sentAt: instant(),
});
