/**
 * Money on the wire from integer cents, by integer arithmetic only: the known API's `sum`
 * fields carry dollars, sent as an exact decimal string ("19.25"), never a float. Screens and
 * mails show cents with `formatMoney`.
 */

/** Cents as a dollar amount with two decimals: 1925 -> "19.25", -50 -> "-0.50". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Money shown from cents (spec section 2: "cents divided by 100 with a dollar sign").
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
