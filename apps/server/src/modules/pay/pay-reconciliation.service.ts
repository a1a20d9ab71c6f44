import {
  BEIJING_CALENDAR,
  formatOn,
  centsToDecimal,
  payMonthLabel,
  payMonthOf,
  RECONCILIATION_IDS_MAX,
  type PayReconciliation,
} from '@portal/contracts';
import { monthOf } from './pay-admin.service.js';
import { csvOf } from './pay-export-csv.js';
import type { PayCorrectionsRepository } from './pay-corrections.repository.js';
import type {
  PayReconciliationRepository,
  ReconciledClass,
} from './pay-reconciliation.repository.js';

interface Deps {
  reconciliation: PayReconciliationRepository;
  corrections: Pick<PayCorrectionsRepository, 'month'>;
}

/** A Beijing wall time, as FINANCE read the month. */
const beijingTime = (at: Date) => formatOn(at.getTime(), BEIJING_CALENDAR, 'YYYY-MM-DD HH:mm');

/** Where a class stands: paid, paid and corrected, waiting, to settle, or not paid yet. */
function standing(row: ReconciledClass): string {
  if (row.toSettle) return 'TO_SETTLE';
  if (row.paidOn === null && row.laterOn === '')
    return row.waitingCents !== 0 ? 'WAITING' : 'UNPAID';
  return row.laterOn === '' ? 'PAID' : 'CORRECTED';
}

const paidSomewhere = (row: ReconciledClass) => row.paidOn !== null || row.laterOn !== '';
const listOf = (rows: readonly ReconciledClass[]) => ({
  count: rows.length,
  classIds: rows.slice(0, RECONCILIATION_IDS_MAX).map((row) => row.classId),
});

/**
 * FINANCE's reconciliation of a month (decision 052): what its classes were paid on its own
 * payslips, what was corrected on later ones and carried into its own, with totals that must
 * match; and the same class by class as a CSV.
 */
export function createPayReconciliationService({ reconciliation, corrections }: Deps) {
  return {
    async month(monthStartTime: number): Promise<PayReconciliation> {
      const start = monthOf(monthStartTime);
      const month = { start, end: new Date(payMonthOf(start.getTime()).end) };
      const [totals, classes, released] = await Promise.all([
        reconciliation.totals(month),
        reconciliation.classes(month),
        corrections.month(start),
      ]);
      return {
        monthStartTime: start.getTime(),
        month: payMonthLabel(start.getTime()),
        releasedAt: released?.releasedAt.getTime() ?? null,
        classesFinished: totals.classesFinished,
        payslips: { released: totals.releasedPayslips, drafts: totals.draftPayslips },
        classesPaid: totals.classesPaid,
        ownLines: totals.ownLines,
        carriedIn: totals.carriedIn,
        releasedTotal: totals.releasedTotal,
        totalsMatch:
          totals.releasedTotal.sumCents === totals.ownLines.sumCents + totals.carriedIn.sumCents,
        correctedLater: totals.correctedLater,
        correctionsWaiting: totals.correctionsWaiting,
        paidForMonthCents: totals.ownLines.sumCents + totals.correctedLater.sumCents,
        classesUnpaid: listOf(classes.filter((row) => !paidSomewhere(row))),
        classesToSettle: listOf(classes.filter((row) => row.toSettle)),
      };
    },

    /** Every finished class of the month, one row each, with its lines' sums and payslips. */
    async export(monthStartTime: number): Promise<{ fileName: string; csv: string }> {
      const start = monthOf(monthStartTime);
      const month = { start, end: new Date(payMonthOf(start.getTime()).end) };
      const rows = await reconciliation.classes(month);
      const label = payMonthLabel(start.getTime());
      return {
        fileName: `reconciliation-${label.replace('/', '-')}.csv`,
        csv: csvOf([
          [
            'Class',
            'Teacher',
            'Teacher e-mail',
            'Start (Beijing)',
            'Course type',
            'Finish type',
            'Paid on payslip',
            'Paid (USD)',
            'Corrected on payslips',
            'Corrected (USD)',
            'Waiting (USD)',
            'Net (USD)',
            'Standing',
          ],
          ...rows.map((row) => [
            String(row.classId),
            String(row.teacherId),
            row.teacherEmail,
            beijingTime(row.startsAt),
            row.courseType,
            row.finishType,
            row.paidOn === null ? '' : String(row.paidOn),
            centsToDecimal(row.paidCents),
            row.laterOn,
            centsToDecimal(row.laterCents),
            centsToDecimal(row.waitingCents),
            centsToDecimal(row.paidCents + row.laterCents),
            standing(row),
          ]),
        ]),
      };
    },
  };
}
export type PayReconciliationService = ReturnType<typeof createPayReconciliationService>;
