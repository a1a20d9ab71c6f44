/** Cents on screen: one rule with the server's mails (contracts' pay-money.ts). */
export { formatMoney } from '@portal/contracts';
import { formatMoney } from '@portal/contracts';

/**
 * Dollars as typed in a form (`2`, `2.5`, `$10.00`, and with a decimal comma `15,5`) as
 * integer cents, read from the text (no float arithmetic); null for anything else: a negative
 * amount, more than two decimals, words. A comma followed by three digits (`1,500`) is a
 * thousands separator, not decimals, so it is refused rather than read as $1.50. The inverse
 * of `formatMoney` for the amounts staff enter.
 */
export function parseMoney(text: string): number | null {
  const match = /^\$?(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, dollars = '0', cents = ''] = match;
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** Cents as a form's dollar text without the sign: `200` → `2.00`. */
export function moneyInput(cents: number): string {
  return formatMoney(cents).replace('$', '');
}
