import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { as, data, type OwnershipContext as Context, type Teacher } from './ownership-support.js';

/**
 * The ownership suite's cases for spec section 7's calls of issue 37 (decision 074): the
 * channel code, the interview status update and the page close read or record only the
 * caller's own account.
 */
export function wireCallOwnershipCases({ app, owner, other }: Context) {
  const placeOf = async (teacher: Teacher) =>
    data(await app().inject({ url: '/t/tc/apply/status', headers: as(teacher) }));

  return {
    async getChannelCode() {
      await app().database.db.execute(
        sql`update users set poster = 'owners-poster' where id = ${owner().userId}`,
      );
      const url = '/t/tc/apply/channel/code';
      expect(data(await app().inject({ url, headers: as(owner()) }))).toEqual({
        channelCode: 'owners-poster',
      });
      expect(data(await app().inject({ url, headers: as(other()) }))).toEqual({
        channelCode: null,
      });
    },

    async updateInterviewStatus() {
      // The owner's status, named by the second teacher: refused, and neither moves.
      const [ownerBefore, otherBefore] = [await placeOf(owner()), await placeOf(other())];
      expect(ownerBefore.status).not.toBe(otherBefore.status);
      const res = await app().inject({
        method: 'POST',
        url: '/t/tc/apply/interview/status/update',
        headers: as(other()),
        payload: { status: ownerBefore.status },
      });
      expect(res.json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
      expect(await placeOf(owner())).toEqual(ownerBefore);
      expect(await placeOf(other())).toEqual(otherBefore);
    },

    async recordPageClose() {
      const path = `/interview-${Date.now()}`;
      const res = await app().inject({
        method: 'POST',
        url: '/t/tc/apply/page/close',
        headers: as(other()),
        payload: { action: 'ZOOM', path },
      });
      expect(res.statusCode).toBe(200);
      const rows = await queryRows<{ userId: number }>(
        app().database.db,
        sql`select user_id::int as "userId" from funnel_events
             where name = 'PageClose' and properties->>'path' = ${path}`,
      );
      expect(rows).toEqual([{ userId: other().userId }]);
    },
  };
}
