import { payMonthOf } from '@portal/contracts';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Migration 0020's `portal_beijing_month` counts what changed per teacher and month in SQL;
 * contracts' `payMonthOf` is the month everywhere else. They must agree to the millisecond,
 * on either database and whatever the session's time zone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the Beijing month in SQL', () => {
  it("is contracts' payMonthOf, around every month end and in any session time zone", async () => {
    const edges = Array.from({ length: 24 }, (_, i) => payMonthOf(Date.UTC(2026, i, 15)).start);
    const instants = [
      ...edges.flatMap((edge) => [edge - 1, edge, edge + 1]),
      ...fc.sample(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), {
        numRuns: 200,
        seed: 52,
      }),
    ];
    const list = `{${instants.map((at) => `"${new Date(at).toISOString()}"`).join(',')}}`;
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
      const rows = await t.app.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        return queryRows<{ month: string | Date }>(
          tx,
          sql`select portal_beijing_month(at) as month
            from unnest(${list}::timestamptz[]) with ordinality as x(at, n) order by n`,
        );
      });
      expect(rows.map((row) => new Date(row.month).getTime())).toEqual(
        instants.map((at) => payMonthOf(at).start),
      );
    }
  });
});
