import { Readable } from 'node:stream';
import {
  completePayPolicy,
  holderFullName,
  payslipFileName,
  payYearOf,
  payYearRange,
  yearStatementFileName,
  yearStatementOf,
  yearTotalsOf,
  type PaymentMethod,
  type PayPolicy,
  type PayYearTotals,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { ServedFile } from '../storage/send-file.js';
import type { BankDetailsRepository } from '../teacher/bank-details.repository.js';
import type { BankVault } from '../teacher/bank-vault.js';
import type { PayRepositories } from './pay.repositories.js';
import type { BankHint } from './payslip-pdf.js';

/**
 * pdf-lib loads with the first document asked for, not with every server start and every API
 * test (decision 050), as the contract's PDF does.
 */
const payslipPdf = () => import('./payslip-pdf.js');
import { ownPayslip } from './payslips.service.js';
import { payLineViewOf, payslipDetailOf } from './pay-views.js';

interface Deps {
  pay: Pick<PayRepositories, 'reads' | 'year'>;
  bank: Pick<BankDetailsRepository, 'find'>;
  vault: Pick<BankVault, 'open'>;
  policy: () => Promise<Partial<PayPolicy>>;
  clock: () => Date;
}

/** A made PDF as the storage module serves files, under the name it is saved as. */
const pdfFile = (bytes: Uint8Array, fileName: string): ServedFile & { fileName: string } => ({
  stream: Readable.from(Buffer.from(bytes)),
  contentType: 'application/pdf',
  size: bytes.byteLength,
  fileName,
});

/**
 * The teacher's money documents (decision 066): a released payslip as a PDF, the year's
 * totals so far and a year's statement. What a teacher may read is what the payslip calls
 * allow (`ownPayslip`: another teacher's payslip or a DRAFT does not exist for them).
 */
export function createPayslipDocumentsService({ pay, bank, vault, policy, clock }: Deps) {
  const { reads, year: years } = pay;
  const nameOf = async (teacherId: number) => (await reads.teacherOf(teacherId))?.teacherName ?? '';

  /** What the bank details page shows: the method, the holder and the masked account. */
  async function bankHint(teacherId: number): Promise<BankHint | null> {
    const row = await bank.find(teacherId);
    if (!row) return null;
    const details = vault.open(teacherId, row);
    return {
      method: row.method as PaymentMethod,
      holderName: details ? holderFullName(details) : '',
      masked: row.masked,
    };
  }

  return {
    async payslipPdf(teacherId: number, payslipId: number) {
      const row = await ownPayslip(reads, teacherId, payslipId);
      const [sums, lines, teacherName, hint, stored] = await Promise.all([
        reads.groupSums([row.id]),
        reads.allLines(row.id),
        nameOf(teacherId),
        bankHint(teacherId),
        policy(),
      ]);
      const detail = payslipDetailOf(
        row,
        sums,
        completePayPolicy(stored).paydayBusinessDay,
        undefined,
      );
      const { renderPayslip } = await payslipPdf();
      const bytes = await renderPayslip({
        detail,
        lines: lines.map(payLineViewOf),
        teacherName,
        bank: hint,
        madeAt: clock(),
      });
      return pdfFile(bytes, payslipFileName(detail.month));
    },

    /** This Beijing year's (or the named year's) released payslips by group, and the paid ones. */
    async yearTotals(teacherId: number, year?: number): Promise<PayYearTotals> {
      const chosen = year ?? payYearOf(clock().getTime());
      const [sums, known] = await Promise.all([
        years.sums(teacherId, payYearRange(chosen)),
        years.years(teacherId),
      ]);
      return { year: chosen, years: known, ...yearTotalsOf(sums) };
    },

    /** A year's statement; a year without a released payslip has none (NOT_FOUND). */
    async yearStatementPdf(teacherId: number, year: number) {
      const sums = await years.sums(teacherId, payYearRange(year));
      if (sums.length === 0) throw new AppError('NOT_FOUND');
      const { renderYearStatement } = await payslipPdf();
      const bytes = await renderYearStatement({
        year,
        teacherName: await nameOf(teacherId),
        ...yearStatementOf(sums),
        madeAt: clock(),
      });
      return pdfFile(bytes, yearStatementFileName(year));
    },
  };
}
export type PayslipDocumentsService = ReturnType<typeof createPayslipDocumentsService>;
