import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createReadiness } from './readiness.js';

// Decision 047: /readyz tells a load balancer whether to send this server requests;
// /healthz stays a liveness check.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const running = { running: () => true };

describe('/readyz', () => {
  it('is 200 when the database answers, migrations are current and the jobs run', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'current',
      jobs: 'running',
      shuttingDown: false,
    });
  });

  it('is 503 while the database carries an older migration than this build', async () => {
    const db = t.app.database.db;
    const [newest] = await queryRows<{ id: number; hash: string; created: string }>(
      db,
      sql`select id, hash, created_at::text as created from drizzle.__drizzle_migrations
          order by created_at desc limit 1`,
    );
    if (!newest) throw new Error('a migrated database records its migrations');
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const check = await createReadiness(t.app.database, running).check();
      expect(check).toMatchObject({ status: 'unavailable', migrations: 'behind' });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${newest.id}, ${newest.hash}, ${newest.created}::bigint)`,
      );
    }
    expect(await createReadiness(t.app.database, running).check()).toMatchObject({
      status: 'ready',
    });
  });

  it('says the database is unreachable when it does not answer', async () => {
    const testDatabase = await createTestDatabase();
    const database = await testDatabase.open();
    await database.close();
    try {
      expect(await createReadiness(database, running).check()).toEqual({
        status: 'unavailable',
        database: 'unreachable',
        migrations: 'unknown',
        jobs: 'running',
        shuttingDown: false,
      });
    } finally {
      await testDatabase.drop();
    }
  });

  it('is 503 once the job workers stopped; liveness is still 200', async () => {
    await t.app.services.queue.stop();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', jobs: 'stopped', database: 'ok' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
