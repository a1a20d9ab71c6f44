import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { queryRows } from '../db/raw-query.js';
import type { MetricsSources } from './metrics.js';

/**
 * What a scrape reads: the pool's own counters, and pg-boss's job table by name and state
 * (completed jobs are left out: they are history, and the table's bulk).
 */
export function metricsSources(database: Database): MetricsSources {
  return {
    poolStats: () => database.poolStats?.(),
    jobCounts: () =>
      queryRows<{ queue: string; state: string; count: number }>(
        database.db,
        sql`select name as queue, state::text as state, count(*)::int as count
            from pgboss.job where state <> 'completed' group by name, state`,
      ),
  };
}
