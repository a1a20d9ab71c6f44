/**
 * What FINANCE should look at twice before a payslip goes out (issue 36, decision 060): a
 * negative total (the teacher would owe the school; no batch pays it), a large change from the
 * teacher's payslip of the month before, and no bank details on file to pay into.
 */
export const PAYSLIP_ANOMALIES = ['NEGATIVE', 'LARGE_CHANGE', 'NO_BANK_DETAILS'] as const;
export type PayslipAnomaly = (typeof PAYSLIP_ANOMALIES)[number];

/**
 * A change is large when it is both more than this percent of the previous month's total and
 * more than `LARGE_CHANGE_MIN_CENTS`: the percent alone flags every small payslip, the amount
 * alone every busy teacher's ordinary month.
 */
export const LARGE_CHANGE_PERCENT = 50;
/** $100. */
export const LARGE_CHANGE_MIN_CENTS = 10_000;

/** What the rule reads of a payslip; the server reads the last two in the list's own query. */
export interface PayslipAnomalyInput {
  totalCents: number;
  /** The teacher's payslip of the Beijing month before, any status; null when there is none. */
  previousTotalCents: number | null;
  hasBankDetails: boolean;
}

/**
 * Whether a month's total moved far from the previous month's (integer cents, no float): a
 * teacher with no payslip the month before (new, or away) is not compared.
 */
export function largeChange(totalCents: number, previousTotalCents: number | null): boolean {
  if (previousTotalCents === null) return false;
  const change = Math.abs(totalCents - previousTotalCents);
  return (
    change > LARGE_CHANGE_MIN_CENTS &&
    change * 100 > LARGE_CHANGE_PERCENT * Math.abs(previousTotalCents)
  );
}

/** The payslip's anomalies, in `PAYSLIP_ANOMALIES`' order; none is the usual answer. */
export function payslipAnomalies(input: PayslipAnomalyInput): PayslipAnomaly[] {
  const found: Record<PayslipAnomaly, boolean> = {
    NEGATIVE: input.totalCents < 0,
    LARGE_CHANGE: largeChange(input.totalCents, input.previousTotalCents),
    NO_BANK_DETAILS: !input.hasBankDetails,
  };
  return PAYSLIP_ANOMALIES.filter((anomaly) => found[anomaly]);
}
