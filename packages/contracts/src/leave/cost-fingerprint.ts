import type { CancellationCost } from './cancellation-cost.js';

/**
 * A short digest of what the preview showed. The confirming call may send it back; the server
 * refuses with BIZ_STATUS_TYPE_NOT_MATCHING (the refresh dialog) when the cost it computes in
 * the transaction differs (a tier boundary crossed, a standby gone), so the teacher never
 * confirms a cost they did not see. Not a secret: two FNV-1a hashes of a canonical text.
 */
export function costFingerprint(cost: CancellationCost): string {
  const text = [
    ...cost.classes.map((c) =>
      [
        c.slotId,
        c.tier,
        c.fineCents,
        c.payLostCents,
        c.carrotsLost,
        c.counted,
        c.creditUsed,
        c.handOver,
        c.refusal,
      ].join(':'),
    ),
    [
      cost.after.cancellations,
      cost.after.noShows,
      cost.after.credits,
      cost.after.freePassesLeft,
    ].join(':'),
  ].join('|');
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x9e3779b9);
}

function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
