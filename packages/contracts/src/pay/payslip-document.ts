/*
 * The words of the payslip PDF and the yearly statement (decision 066): the server lays them
 * out, these say them; the groups' and items' names are `pay-labels.ts`. `{placeholders}` are
 * filled with `fillMessage`.
 */

export const PAYSLIP_DOCUMENT = {
  title: 'Payslip {month}',
  subtitle: 'Amounts in US dollars. Months and dates are Beijing calendar ones.',
  facts: {
    teacher: 'Teacher',
    month: 'Month',
    status: 'Status',
    payday: 'Payday',
    releasedOn: 'Released on',
    paidOn: 'Paid on',
    total: 'Total',
  },
  groupsHeading: 'What makes up the total',
  groupSum: '{group}: {sum}',
  noLines: 'This payslip has no lines.',
  correctsMonth: 'corrects {month}',
  correctionsNote:
    'Corrections pay what changed for an earlier month after its payslip was released; a ' +
    'released payslip itself never changes.',
  bankHeading: 'Paid to',
  bank: { method: 'Method', holder: 'Account holder', account: 'Account' },
  noBank: 'No bank details are kept yet: add them in your profile.',
  footer: 'Payslip {month}, page {page} of {pages}',
} as const;

export const YEAR_STATEMENT_DOCUMENT = {
  title: 'Pay statement {year}',
  subtitle: 'Amounts in US dollars. Months are Beijing calendar months.',
  note:
    'This statement lists your released payslips of {year} (released, processing, on hold ' +
    'or paid), each month by group. Payslips finance are still preparing are not included.',
  teacher: 'Teacher',
  monthTotal: '{month}: {sum}',
  yearHeading: 'The year {year}',
  yearTotal: 'Total for {year}',
  footer: 'Pay statement {year}, page {page} of {pages}',
} as const;

/** The name a payslip's PDF is saved under: `payslip-2026-10.pdf`. */
export function payslipFileName(month: string): string {
  return `payslip-${month.replace('/', '-')}.pdf`;
}

/** The name a year's statement is saved under: `pay-statement-2026.pdf`. */
export function yearStatementFileName(year: number): string {
  return `pay-statement-${year}.pdf`;
}
