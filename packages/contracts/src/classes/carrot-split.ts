/**
 * How a carrot event lands on a teacher's balance and on what they owe (decision 052).
 * Earnings settle what is owed first; a take-back (an outcome corrected after the carrots were
 * spent) takes what the balance holds and writes the rest as owed, shown to the teacher and
 * settled by the next earnings. Nothing is silently capped; neither sum goes below zero.
 */
export function splitCarrots(
  amount: number,
  held: { balance: number; owed: number },
): { amount: number; owed: number } {
  // `|| 0`: never a negative zero in a row.
  if (amount >= 0) {
    const settled = Math.min(amount, held.owed);
    return { amount: amount - settled, owed: -settled || 0 };
  }
  const taken = Math.min(-amount, held.balance);
  return { amount: -taken || 0, owed: -amount - taken };
}
