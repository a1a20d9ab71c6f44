import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../lib/change-feed.js';
import type { SessionRepository, SessionRow } from './session.repository.js';
import { SESSION_IDLE_MS } from './session.service.js';

/** How long a server trusts its copy of a session at most, whatever the feed says. */
const KEEP_MS = 60_000;
const MAX_SESSIONS = 20_000;

/**
 * Session rows (a teacher's with the account's e-mail, stage and status) kept by this server
 * while the change feed says nothing of their owner changed (decision 040): a sign-out, a
 * password change or a funnel move drops a teacher's at once here and on every server as soon
 * as it hears; a staff member's follow `s<id>` (their sessions and their row, migration 0025,
 * decision 055). Rows that could expire while kept are not kept.
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
  /** The version of what the row shows: its teacher's reads, or its staff member's. */
  const versionOf = (row: SessionRow) =>
    row.userId !== null
      ? feed.user(row.userId)
      : row.staffId !== null
        ? feed.staff(row.staffId)
        : undefined;
  return {
    ...repository,
    async find(tokenHash) {
      const hit = kept.get(tokenHash);
      if (hit && hit.version === versionOf(hit.row)) return hit.row;
      const mark = feed.mark();
      const row = await repository.find(tokenHash);
      const version = row ? versionOf(row) : undefined;
      // A change heard while reading may be in the row or not: keep only rows read after it.
      if (row && version !== undefined && version <= mark && lastsBeyondKeeping(row))
        kept.set(tokenHash, { row, version });
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
