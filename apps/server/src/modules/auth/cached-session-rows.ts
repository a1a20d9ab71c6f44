import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../lib/change-feed.js';
import type { SessionRepository, SessionRow } from './session.repository.js';
import { SESSION_IDLE_MS } from './session.service.js';

/** How long a server trusts its copy of a session at most, whatever the feed says. */
const KEEP_MS = 60_000;
const MAX_SESSIONS = 20_000;

/**
 * Teachers' session rows (with the account's e-mail, stage and status) kept by this server
 * while the change feed says nothing of the user changed (decision 040): a sign-out, a
 * password change or a funnel move drops them at once here and on every server as soon as it
 * hears. Rows that could expire while kept are not kept; staff sessions never are.
 */
export function cachedSessionRows(
  repository: SessionRepository,
  feed: ChangeFeed,
  now: () => number = Date.now,
): SessionRepository {
  const kept = new LRUCache<string, { row: SessionRow; version: number }>({
    max: MAX_SESSIONS,
    ttl: KEEP_MS,
  });
  const lastsBeyondKeeping = (row: SessionRow) => {
    const until = now() + KEEP_MS;
    return row.expiresAt.getTime() > until && row.lastSeenAt.getTime() + SESSION_IDLE_MS > until;
  };
  return {
    ...repository,
    async find(tokenHash) {
      const hit = kept.get(tokenHash);
      if (hit && hit.row.userId !== null && hit.version === feed.user(hit.row.userId))
        return hit.row;
      const mark = feed.mark();
      const row = await repository.find(tokenHash);
      const userId = row?.userId ?? null;
      // A change heard while reading may be in the row or not: keep only rows read after it.
      if (row && userId !== null && feed.user(userId) <= mark && lastsBeyondKeeping(row))
        kept.set(tokenHash, { row, version: feed.user(userId) });
      else kept.delete(tokenHash);
      return row;
    },
    async touch(tokenHash, at) {
      await repository.touch(tokenHash, at);
      const hit = kept.get(tokenHash);
      if (hit) hit.row = { ...hit.row, lastSeenAt: at };
    },
  };
}
