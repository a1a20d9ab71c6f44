import {
  centsToDecimal,
  holderFullName,
  payMonthLabel,
  type BankDetailsRecord,
  type PaymentMethod,
} from '@portal/contracts';
import { csvOf } from '../../lib/csv.js';

/**
 * A payment batch as the bank's CSV (decision 042): one header row and one row per payslip,
 * written by the server's CSV (lib/csv.ts: RFC 4180, formulas defused).
 */
export { csvOf };

/** Every batch pays in dollars (business-facts.md "Pay"). */
export const PAY_CURRENCY = 'USD';

export interface ExportRow {
  payslipId: number;
  monthStartTime: number;
  totalCents: number;
  details: BankDetailsRecord;
}

/** What the teacher's statement shows: the payslip and its month. */
export const paymentReference = (row: Pick<ExportRow, 'payslipId' | 'monthStartTime'>) =>
  `Payslip ${row.payslipId} ${payMonthLabel(row.monthStartTime)}`;

type Columns = { header: readonly string[]; cells: (row: ExportRow) => string[] };

const COLUMNS: Record<PaymentMethod, Columns> = {
  ABA_BANK: {
    header: ['Holder full name', 'Account number', 'Amount (USD)', 'Reference'],
    cells: (row) => [
      holderFullName(row.details),
      row.details.method === 'ABA_BANK' ? row.details.accountNumber : '',
      centsToDecimal(row.totalCents),
      paymentReference(row),
    ],
  },
  SWIFT: {
    header: [
      'Holder full name',
      'Bank name',
      'SWIFT code',
      'Account number',
      'Bank address',
      'Bank country',
      'Amount',
      'Currency',
      'Reference',
    ],
    cells: (row) => {
      const d = row.details.method === 'SWIFT' ? row.details : undefined;
      return [
        holderFullName(row.details),
        d?.bankName ?? '',
        d?.swiftCode ?? '',
        d?.accountNumber ?? '',
        d?.bankAddress ?? '',
        d?.bankCountry ?? '',
        centsToDecimal(row.totalCents),
        PAY_CURRENCY,
        paymentReference(row),
      ];
    },
  },
  PAYPAL: {
    header: ['PayPal e-mail', 'Amount', 'Currency', 'Note'],
    cells: (row) => [
      row.details.method === 'PAYPAL' ? row.details.paypalEmail : '',
      centsToDecimal(row.totalCents),
      PAY_CURRENCY,
      paymentReference(row),
    ],
  },
};

/** The batch's CSV for its method; every row's details are of that method (the caller checks). */
export function payBatchCsv(method: PaymentMethod, rows: readonly ExportRow[]): string {
  const columns = COLUMNS[method];
  return csvOf([columns.header, ...rows.map((row) => columns.cells(row))]);
}
