/**
 * Corrections after release (decision 052). A released payslip is never edited; whatever is
 * written for its month afterwards (a class finished late, an outcome corrected, a fine
 * charged or given back, an appeal decided) is paid on the teacher's next open payslip as
 * correction lines: the month's lines as the rules compute them now, less what released
 * payslips already paid for that month, line by line. Each names the class and the payslip it
 * corrects; a month computed twice with nothing new corrects nothing.
 */
import type { PayGroup, PayLine } from './pay-lines.js';

/** A line a released payslip paid for the month: its own lines, and corrections of it. */
export type PaidLine = Pick<
  PayLine,
  | 'item'
  | 'source'
  | 'sourceId'
  | 'slotId'
  | 'at'
  | 'label'
  | 'finishType'
  | 'amountCents'
  | 'issue'
>;

/** The month corrected: its Beijing start, and the teacher's payslip of it if there was one. */
export interface CorrectedMonth {
  start: number;
  payslipId: number | null;
}

/** A line's identity across payslips: what it pays for, from which source. */
export const lineKey = (line: Pick<PaidLine, 'item' | 'source' | 'sourceId'>) =>
  `${line.item}:${line.source}:${line.sourceId}`;

const CORRECTION: PayGroup = 'CORRECTION';

/**
 * The correction lines of a month: for every line the rules give it now or a released payslip
 * paid, the difference, when there is one. A line with an issue (a class without a contract)
 * that no payslip showed yet is carried with its issue and nothing to pay, so FINANCE see it.
 */
export function correctionLines(
  month: CorrectedMonth,
  now: readonly PayLine[],
  paid: readonly PaidLine[],
): PayLine[] {
  const paidByKey = new Map<string, { line: PaidLine; cents: number }>();
  for (const line of paid) {
    const key = lineKey(line);
    const known = paidByKey.get(key);
    paidByKey.set(key, {
      line: known?.line ?? line,
      cents: (known?.cents ?? 0) + line.amountCents,
    });
  }
  const nowByKey = new Map(now.map((line) => [lineKey(line), line]));
  const corrections: PayLine[] = [];
  for (const key of new Set([...nowByKey.keys(), ...paidByKey.keys()])) {
    const current = nowByKey.get(key);
    const before = paidByKey.get(key);
    const amountCents = (current?.amountCents ?? 0) - (before?.cents ?? 0);
    const newIssue = current?.issue != null && !before;
    if (amountCents === 0 && !newIssue) continue;
    const about = current ?? before?.line;
    if (!about) continue;
    corrections.push({
      group: CORRECTION,
      item: about.item,
      source: about.source,
      sourceId: about.sourceId,
      slotId: about.slotId,
      at: about.at,
      label: about.label,
      finishType: current ? current.finishType : about.finishType,
      amountCents,
      issue: current?.issue ?? null,
      correctsMonth: month.start,
      correctsPayslipId: month.payslipId,
    });
  }
  return corrections.sort(
    (a, b) => (a.at ?? 0) - (b.at ?? 0) || a.sourceId - b.sourceId || a.item.localeCompare(b.item),
  );
}
