import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createLocalStorage } from '../modules/storage/local-storage.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { queryRows } from '../db/raw-query.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import type { DemoSeed } from './demo-seeds.js';
import { createBankVault } from '../modules/teacher/bank-vault.js';
import { loadDemoData, loadedDemoSeeds } from './load-demo-data.js';

let testDatabase: TestDatabase;
let database: Database;
/** These seeds only use the database. */
const context = {
  storage: createLocalStorage(path.join(tmpdir(), 'portal-unused-storage')),
  bankVault: createBankVault({ current: randomBytes(32) }),
};
beforeEach(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  await database.migrate();
  await database.db.execute(sql`create table demo_probe (n int not null)`);
});
afterEach(async () => {
  await database.close();
  await testDatabase.drop();
});

const insertRow = (id: string): DemoSeed => ({
  id,
  run: async (db) => {
    await db.execute(sql`insert into demo_probe (n) values (1)`);
  },
});

async function probeRows(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from demo_probe`,
  );
  return row?.n ?? -1;
}

describe('demo data', () => {
  it('loads each seed once, however often the server starts', async () => {
    const seeds = [insertRow('a-first'), insertRow('b-second')];
    expect(await loadDemoData(database.db, context, seeds)).toEqual(['a-first', 'b-second']);
    expect(await loadDemoData(database.db, context, seeds)).toEqual([]);
    expect(await probeRows()).toBe(2);
    expect(await loadedDemoSeeds(database.db)).toEqual(['a-first', 'b-second']);
  });

  it('leaves nothing behind when a seed fails, so the next start retries it', async () => {
    const failing: DemoSeed = {
      id: 'broken',
      run: async (db) => {
        await db.execute(sql`insert into demo_probe (n) values (1)`);
        throw new Error('seed failed');
      },
    };
    await expect(loadDemoData(database.db, context, [failing])).rejects.toThrow('seed failed');
    expect(await probeRows()).toBe(0);
    expect(await loadedDemoSeeds(database.db)).toEqual([]);
    expect(await loadDemoData(database.db, context, [insertRow('broken')])).toEqual(['broken']);
  });
});
