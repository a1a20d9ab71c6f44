import type { StaffMember } from '@portal/contracts';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../lib/change-feed.js';

/** How long a server trusts its copy of a member at most, whatever the feed says. */
const KEEP_MS = 60_000;
const MAX_MEMBERS = 5_000;

type ActiveMember = (staffId: number) => Promise<StaffMember | undefined>;

/**
 * The active staff member every console request checks, kept by this server while the change
 * feed says nothing of the member changed (decision 040, decision 055): the triggers of
 * migration 0025 send `s<id>` after any write of the member's row (disabled, roles, second
 * factor), so every server refuses a disabled member as soon as it hears. Only active members
 * are kept; a refusal is read anew each time.
 */
export function cachedActiveMembers(activeMember: ActiveMember, feed: ChangeFeed): ActiveMember {
  const kept = new LRUCache<number, { member: StaffMember; version: number }>({
    max: MAX_MEMBERS,
    ttl: KEEP_MS,
  });
  return async (staffId) => {
    const hit = kept.get(staffId);
    if (hit && hit.version === feed.staff(staffId)) return hit.member;
    const mark = feed.mark();
    const member = await activeMember(staffId);
    // A change heard while reading may be in the row or not: keep only rows read after it.
    if (member && feed.staff(staffId) <= mark)
      kept.set(staffId, { member, version: feed.staff(staffId) });
    else kept.delete(staffId);
    return member;
  };
}
