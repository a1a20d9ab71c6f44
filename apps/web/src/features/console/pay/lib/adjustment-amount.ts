import { parseMoney } from '../../../../lib/money';

/**
 * An adjustment typed in dollars (`12.5`, `15,5`, `-3.07`, `+$4`) as integer cents, read from
 * the text by the shared money parser (no float arithmetic; a decimal point or comma); null for
 * anything else, more than two decimals included. The sign is the adjustment's direction: a
 * deduction is negative.
 */
export function adjustmentCents(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = parseMoney(trimmed.replace(/^[+-]/, ''));
  if (cents === null) return null;
  // -0 is 0: the schema allows a zero adjustment only when it names a class to settle.
  return negative && cents !== 0 ? -cents : cents;
}
