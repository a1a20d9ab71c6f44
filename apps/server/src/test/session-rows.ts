import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { hashToken } from '../lib/tokens.js';

/** The sessions row of a token, as stored (times as exact ISO strings). */
export async function sessionRow(app: FastifyInstance, token: string) {
  const [row] = await queryRows<{
    user_id: number | null;
    staff_id: number | null;
    last_seen_at: string;
  }>(
    app.database.db,
    sql`select user_id::int as user_id, staff_id::int as staff_id,
          to_char(last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_seen_at
        from sessions where token_hash = ${hashToken(token)}`,
  );
  return row;
}

/** Sets a session's activity and absolute end to exact moments. */
export const setTimes = (app: FastifyInstance, token: string, lastSeenAt: Date, expiresAt: Date) =>
  app.database.db.execute(
    sql`update sessions set last_seen_at = ${lastSeenAt.toISOString()}::timestamptz,
          expires_at = ${expiresAt.toISOString()}::timestamptz
        where token_hash = ${hashToken(token)}`,
  );

/** Runs a call with the server's clock stopped at `moment` (only Date is faked). */
export async function atMoment<T>(moment: Date, call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(moment);
  try {
    return await call();
  } finally {
    vi.useRealTimers();
  }
}
