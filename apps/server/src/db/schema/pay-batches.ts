import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PAY_BATCH, PAY_BATCH_STATUSES } from '@portal/contracts';
import { payslips } from './pay.js';
import { statusIn, statusIs } from './status-sql.js';
import { staff } from './staff.js';
import { instant, id } from './columns.js';

const staffRef = () => bigint({ mode: 'number' }).references(() => staff.id);

/**
 * A payment batch (decision 042): a month's SUBMIT_FINANCIAL payslips paid by one method,
 * exported for the bank and then marked PAID, or CANCELLED when it cannot be paid (a payslip
 * held or paid alone, a teacher's method changed): its payslips are let go and it is kept. The
 * count and total are the payslips' at creation (a payslip sent for payment is never edited).
 */
export const payBatches = pgTable(
  'pay_batches',
  {
    id: id(),
    monthStart: instant().notNull(),
    paymentMethod: text().notNull(),
    status: text().notNull().default(PAY_BATCH.OPEN),
    payslipCount: integer().notNull(),
    totalCents: integer().notNull(),
    createdBy: staffRef().notNull(),
    createdAt: instant().notNull().defaultNow(),
    paidBy: staffRef(),
    paidAt: instant(),
  },
  (table) => [
    index('pay_batches_month_idx').on(table.monthStart),
    check('pay_batches_method', sql`${table.paymentMethod} in ('ABA_BANK', 'SWIFT', 'PAYPAL')`),
    check('pay_batches_status', statusIn(table.status, PAY_BATCH_STATUSES)),
    check(
      'pay_batches_paid_has_when',
      sql`(${statusIs(table.status, PAY_BATCH.PAID)}) = (${table.paidAt} is not null and ${table.paidBy} is not null)`,
    ),
  ],
);

/**
 * A batch's payslips. The payslip is the key: a payslip is in one batch at most, so two
 * batches made at once cannot both take it. An OPEN or PAID batch keeps its rows; a cancelled
 * batch's rows are deleted with the cancellation, so its payslips can be batched again.
 */
export const payBatchPayslips = pgTable(
  'pay_batch_payslips',
  {
    payslipId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => payslips.id),
    batchId: bigint({ mode: 'number' })
      .notNull()
      .references(() => payBatches.id, { onDelete: 'cascade' }),
  },
  (table) => [index('pay_batch_payslips_batch_idx').on(table.batchId)],
);
