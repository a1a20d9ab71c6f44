/**
 * A log row's change to the carrots owed (decision 052) as the log shows it: "+3" added to what
 * is owed (carrots taken back past the balance), "−3" settled by carrots earned since, and a
 * dash for a row that changed nothing owed.
 */
export function owedText(owed: number): string {
  if (owed > 0) return `+${owed}`;
  if (owed < 0) return `\u2212${-owed}`;
  return '\u2014';
}
