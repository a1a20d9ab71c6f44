import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.js';
import { queryRows } from './raw-query.js';
import { createTestDatabase } from '../test/test-database.js';

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as {
  entries: unknown[];
};

describe('migrations', () => {
  it('apply once when two servers start at the same time', async () => {
    // Empty: a migrated template would leave nothing to race over (and building it is not
    // this test's to pay for).
    const testDatabase = await createTestDatabase({ empty: true });
    const first = await testDatabase.open();
    // PostgreSQL: a second pool, as a second server would have. PGlite is one process's own.
    const second = testDatabase.target.kind === 'postgres' ? await testDatabase.open() : first;
    try {
      await Promise.all([first.migrate(), second.migrate()]);
      const count = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
      expect(await queryRows(first.db, count)).toEqual([{ n: journal.entries.length }]);
      const tables = await queryRows(
        first.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_name = 'demo_seeds'`,
      );
      expect(tables).toHaveLength(1);
      // A restart finds nothing left to do.
      await first.migrate();
      expect(await queryRows(first.db, count)).toEqual([{ n: journal.entries.length }]);
    } finally {
      await first.close();
      await second.close();
      await testDatabase.drop();
    }
  });
});
