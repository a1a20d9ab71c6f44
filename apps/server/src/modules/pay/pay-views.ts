import {
  centsToDecimal,
  mayMove,
  PAYSLIP_LIFECYCLE,
  PAY_GROUPS,
  payMonthLabel,
  paydayOf,
  payslipAnomalies,
  type FinishType,
  type OpsPayslipRow,
  type PayGroup,
  type PayIssue,
  type PayItem,
  type PayLineView,
  type PaySource,
  type PayslipDetail,
  type PayslipStatus,
  type PayslipSummary,
} from '@portal/contracts';
import type { PayslipLineRow, PayslipRow } from './payslip-reads.repository.js';

export interface GroupSum {
  payslipId: number;
  group: string;
  count: number;
  sumCents: number;
}

/** The wire's shapes from payslip rows (decision 042): cents, and `sum` as exact dollars. */
export function payslipSummaryOf(
  row: PayslipRow,
  sums: readonly GroupSum[],
  paydayBusinessDay: number,
): PayslipSummary {
  const monthStart = row.monthStart.getTime();
  const mine = sums.filter((sum) => sum.payslipId === row.id);
  const customGroupList = PAY_GROUPS.flatMap((customGroup) => {
    const sum = mine.find((s) => s.group === customGroup);
    return sum
      ? [
          {
            customGroup,
            count: sum.count,
            sum: centsToDecimal(sum.sumCents),
            sumCents: sum.sumCents,
          },
        ]
      : [];
  });
  return {
    id: row.id,
    payslipTime: monthStart,
    month: payMonthLabel(monthStart),
    sum: centsToDecimal(row.totalCents),
    sumCents: row.totalCents,
    status: row.status as PayslipStatus,
    payday: paydayOf(monthStart, paydayBusinessDay),
    customGroupList,
  };
}

export function payslipDetailOf(
  row: PayslipRow,
  sums: readonly GroupSum[],
  paydayBusinessDay: number,
  receipt: { fileName: string } | undefined,
): PayslipDetail {
  return {
    ...payslipSummaryOf(row, sums, paydayBusinessDay),
    problem: row.problemMessage,
    receipt:
      row.receiptFileId && row.receiptAt
        ? {
            payslipId: row.id,
            objectName: row.receiptFileId,
            fileName: receipt?.fileName ?? '',
            uploadedAt: row.receiptAt.getTime(),
          }
        : null,
    receiptDue: mayMove(PAYSLIP_LIFECYCLE, 'receipt', row.status as PayslipStatus),
    releasedAt: row.releasedAt?.getTime() ?? null,
    paidAt: row.paidAt?.getTime() ?? null,
  };
}

export function payLineViewOf(line: PayslipLineRow): PayLineView {
  return {
    lineId: line.id,
    customGroup: line.customGroup as PayGroup,
    payItem: line.payItem as PayItem,
    source: line.source as PaySource,
    sourceId: line.sourceId,
    classId: line.slotId,
    startTime: line.at?.getTime() ?? null,
    label: line.label,
    finishType: line.finishType as FinishType | null,
    amount: centsToDecimal(line.amountCents),
    amountCents: line.amountCents,
    issue: line.issue as PayIssue | null,
    correctsMonth: line.correctsMonth ? payMonthLabel(line.correctsMonth.getTime()) : null,
    correctsMonthTime: line.correctsMonth?.getTime() ?? null,
    correctsPayslipId: line.correctsPayslipId,
  };
}

/** What the anomaly flags read besides the total (the list's own query reads them). */
export interface AnomalyInputs {
  previousTotalCents: number | null;
  hasBankDetails: boolean;
}

/** A payslip's anomaly flags (contracts' rule) with the previous month's total it compared. */
export function anomalyFieldsOf(row: PayslipRow, inputs: AnomalyInputs) {
  return {
    anomalies: payslipAnomalies({ totalCents: row.totalCents, ...inputs }),
    previousSumCents: inputs.previousTotalCents,
  };
}

export function opsPayslipRowOf(
  row: PayslipRow,
  teacher: { teacherName: string; email: string },
  toSettle: number,
  inputs: AnomalyInputs,
): OpsPayslipRow {
  return {
    id: row.id,
    teacherId: row.teacherId,
    teacherName: teacher.teacherName,
    email: teacher.email,
    monthStartTime: row.monthStart.getTime(),
    status: row.status as PayslipStatus,
    sum: centsToDecimal(row.totalCents),
    sumCents: row.totalCents,
    version: row.version,
    problem: row.problemMessage,
    toSettle,
    ...anomalyFieldsOf(row, inputs),
  };
}
