import { PAY_GROUPS, type PayEarnings, type PayGroup } from '@portal/contracts';

/** One bar of the chart: the month's label and each group's sum in cents. */
export type EarningsBar = { month: string } & Partial<Record<PayGroup, number>>;

export interface EarningsChartData {
  bars: EarningsBar[];
  /** The groups with money in any month, in PAY_GROUPS order: the chart's series. */
  groups: PayGroup[];
}

/**
 * The earnings call's months as the chart's bars, oldest first (read left to right), at most
 * the last `months`. Amounts stay integer cents: the chart formats them with formatMoney, so
 * no dollar value is ever a float.
 */
export function earningsChart(earnings: PayEarnings, months = 12): EarningsChartData {
  const recent = [...earnings].sort((a, b) => a.payslipTime - b.payslipTime).slice(-months);
  const seen = new Set<PayGroup>();
  const bars = recent.map((month) => {
    const bar: EarningsBar = { month: month.month };
    for (const group of month.groups) {
      bar[group.customGroup] = (bar[group.customGroup] ?? 0) + group.sumCents;
      if (group.sumCents !== 0) seen.add(group.customGroup);
    }
    return bar;
  });
  const groups = PAY_GROUPS.filter((group) => seen.has(group));
  // Recharts stacks a missing key as a gap: every bar names every series.
  for (const bar of bars) for (const group of groups) bar[group] ??= 0;
  return { bars, groups };
}

/** A month's total in cents (the accessible summary beside the chart). */
export function barTotalCents(bar: EarningsBar, groups: readonly PayGroup[]): number {
  return groups.reduce((sum, group) => sum + (bar[group] ?? 0), 0);
}
