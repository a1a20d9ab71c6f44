/**
 * Money arrives in cents (spec section 2: "cents divided by 100 with a dollar sign").
 * Integer arithmetic avoids float artefacts such as 1.005 -> "1.00". Thousands carry no
 * separator, as the original portal showed them ($1234.56): amounts here are payslip-sized
 * and the plain form matches what teachers already know.
 */
export function formatMoney(cents: number): string {
  if (!Number.isFinite(cents)) return '—';
  const whole = Math.round(cents);
  // Math.round(-0.4) is -0: never show "-$0.00".
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}

/**
 * Dollars as typed in a form (`2`, `2.5`, `$10.00`) as integer cents, read from the text (no
 * float arithmetic); null for anything else: a negative amount, more than two decimals, words.
 * The inverse of `formatMoney` for the amounts staff enter.
 */
export function parseMoney(text: string): number | null {
  const match = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, dollars = '0', cents = ''] = match;
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** Cents as a form's dollar text without the sign: `200` → `2.00`. */
export function moneyInput(cents: number): string {
  return formatMoney(cents).replace('$', '');
}
