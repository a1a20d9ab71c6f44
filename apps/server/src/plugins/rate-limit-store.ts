import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/raw-query.js';
import { AppError } from '../lib/app-error.js';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin hands `child()`: the merged limit options and the route they are for. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * The name of a route's counters: method and path, so each route keeps its own limit, as the
 * in-memory store did. Calls without a route (`createRateLimit`) would all share one name.
 */
export function routePrefix(routeInfo: ChildOptions['routeInfo']): string {
  const method = Array.isArray(routeInfo?.method) ? routeInfo.method.join(',') : routeInfo?.method;
  if (!method || !routeInfo?.url) {
    throw new Error('the PostgreSQL rate-limit store limits routes (config.rateLimit) only');
  }
  return `${method} ${routeInfo.url} `;
}

/** Resetting a window on every refused call needs other statements: refused at start. */
function refuseUnsupported(options: ChildOptions): void {
  if (options.continueExceeding || options.exponentialBackoff) {
    throw new Error('the PostgreSQL rate-limit store counts fixed windows only');
  }
}

/**
 * One atomic statement per call (decision 043): counts the call in the window that is open,
 * or opens a new window when the last one ended. `now()` is the database's clock, so servers
 * whose clocks differ still agree on the window. The row lock of the upsert orders concurrent
 * calls from every server: none is lost.
 */
export async function countCall(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await queryRows<{ count: number; ttl: number }>(
    db,
    sql`insert into rate_limit_counters as c (key, count, expires_at)
        values (${key}, 1, now() + ${windowMs}::double precision * interval '1 millisecond')
        on conflict (key) do update set
          count = case when c.expires_at <= now() then 1 else c.count + 1 end,
          expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
        returning count,
          ceil(extract(epoch from (expires_at - now())) * 1000)::integer as ttl`,
  );
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return { current: row.count, ttl: Math.max(0, row.ttl) };
}

/**
 * A `store` for @fastify/rate-limit whose counters live in PostgreSQL, shared by every server
 * on the database. When the database cannot count, the call is refused with 503 (BIZ_SERVICE_UNAVAILABLE) and
 * the failure logged: a limiter that cannot count lets nothing through (decision 043).
 */
export function postgresRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  // The plugin's types give child() the route's options; what reaches it is the merged
  // limit options with `routeInfo` (its index.js), hence ChildOptions and the cast below.
  class PostgresRateLimitStore {
    constructor(
      options: ChildOptions,
      private readonly prefix = 'global ',
    ) {
      refuseUnsupported(options);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countCall(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          log.error({ err: error, route: this.prefix.trim() }, 'rate-limit store failed');
          callback(new AppError('BIZ_SERVICE_UNAVAILABLE', { cause: error }));
        },
      );
    }

    child(options: ChildOptions): PostgresRateLimitStore {
      return new PostgresRateLimitStore(options, routePrefix(options.routeInfo));
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
