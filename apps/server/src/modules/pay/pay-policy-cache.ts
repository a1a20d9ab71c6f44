import type { ChangeFeed } from '../../lib/change-feed.js';

/** How long a server trusts its copy of the pay rules at most (as the class catalogue's). */
const FRESH_MS = 60_000;

/**
 * The stored pay rules, read for the payday on every payslip list and detail and changed a
 * few times a year: kept until the change feed's `pay_policy` version moves (decision 040,
 * migration 0017). The version is taken before the read, so a read that overlapped an edit
 * is kept under a version already gone and read again next time. Generation and the console
 * read the rules themselves, inside their own transactions.
 */
export function cachedPayPolicy<T>(read: () => Promise<T>, changes: ChangeFeed) {
  let kept: { at: number; version: number; value: Promise<T> } | undefined;
  return (): Promise<T> => {
    const version = changes.shared('pay_policy');
    if (!kept || kept.version !== version || Date.now() - kept.at >= FRESH_MS) {
      const value = read();
      const entry = { at: Date.now(), version, value };
      kept = entry;
      // A failed read is not kept: the next call reads again.
      value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}
