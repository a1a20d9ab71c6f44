import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../lib/context.mjs';

/**
 * One RECRUITER (no second factor needed: decision 029) with a signed-in session, for the
 * console's calls: table staff and a session row of apps/server/src/db/schema/accounts.ts.
 */
export default {
  name: 'staff',
  tables: ['staff'],
  async run({ client, ctx }) {
    const token = randomBytes(24).toString('base64url');
    const { rows } = await client.query(
      `insert into staff (email, name, roles, status)
       values ('bench.recruiter@example.com', 'Bench Recruiter', array['RECRUITER'], 'ACTIVE')
       returning id`,
    );
    await client.query(
      `insert into sessions (token_hash, staff_id, created_at, last_seen_at, expires_at, ip, user_agent)
       values ($1, $2, now(), now(), now() + interval '1 day', '127.0.0.1', 'portal-bench seed')`,
      [sha256Hex(token), rows[0].id],
    );
    ctx.staff = { recruiterToken: token };
    return { staff: 1, sessions: 1 };
  },
};
