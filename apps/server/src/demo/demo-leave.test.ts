import type { LeaveInfo, LeaveRecordRow, OpsAppealRow } from '@portal/contracts';
import { STAFF_TOKEN_HEADER } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { anyIp } from '../test/accounts-client.js';
import { dataOf } from '../test/classes.js';
import { demoWorld } from '../test/demo-world.js';
import { DEMO_STAFF_PASSWORD } from './seeds/demo-accounts.js';

const { app, get } = demoWorld();

describe("the demo teacher's leave (README)", () => {
  it('has cancellations of every type, missed classes (one appealed, one passed), one credit left and an appeal waiting', async () => {
    const history = dataOf<{ total: number; list: LeaveRecordRow[] }>(
      await get('/t/tc/leave/history'),
    );
    const types = history.list.map((r) => r.type ?? r.kind);
    expect(types.sort()).toEqual([
      'CARROT_EXCHANGE_CANCELLATION',
      'EMERGENCY_CANCELLATION',
      'NO_SHOW',
      'NO_SHOW',
      'NO_SHOW',
      'REGULAR_CANCELLATION',
      'REGULAR_CANCELLATION',
    ]);
    const noShows = history.list.filter((r) => r.kind === 'NO_SHOW');
    expect(noShows.map((r) => r.status).sort()).toEqual(['RECORDED', 'REMOVED', 'REVERSED']);
    // This contract year's free pass is spent on one of them: the third stands, appealable.
    expect(noShows.find((r) => r.status === 'RECORDED')).toMatchObject({
      fineCents: 1000,
      freePassUsable: false,
      appealable: true,
    });
    // Both settled ones read as given back (decision 059's result).
    for (const status of ['REVERSED', 'REMOVED'])
      expect(noShows.find((r) => r.status === status)).toMatchObject({
        appealable: false,
        result: expect.objectContaining({
          costsStand: false,
          fineCents: 0,
          fineGivenBackCents: 1000,
        }),
      });
    expect(history.list.find((r) => r.type === 'EMERGENCY_CANCELLATION')).toMatchObject({
      status: 'APPEALED',
      recordedBy: 'STAFF',
      fineCents: 200,
    });
    const info = dataOf<LeaveInfo>(await get('/t/tc/leave/info'));
    // The regular cancellation 2 days ahead counts; planned leave, the credit's and the appealed one do not.
    // The settled no-shows no longer count, and the year's one free pass is used.
    expect(info).toMatchObject({ cancellations: 1, noShows: 1, credits: 1, freePassesLeft: 0 });
  });

  it('keeps the ledgers whole and shows operations@ the waiting appeal', async () => {
    const [row] = await queryRows<{ balance: number; sum: number; fines: number }>(
      app().database.db,
      sql`select b.balance, (select sum(amount)::int from cancellation_credit_ledger l where l.user_id = b.user_id) as sum,
          (select sum(amount_cents)::int from pay_deductions d where d.user_id = b.user_id) as fines
        from cancellation_credit_balances b join users u on u.id = b.user_id
        where u.email = 'teacher@portal.demo'`,
    );
    // The settled no-shows' fines were charged and given back by rows of their own.
    expect(row).toEqual({ balance: 1, sum: 1, fines: 1200 });
    const [given] = await queryRows<{ back: number; events: string[] }>(
      app().database.db,
      sql`select count(*)::int as back, array_agg(split_part(source_key, ':', 3) order by source_key) as events
        from pay_deductions d join users u on u.id = d.user_id
        where u.email = 'teacher@portal.demo' and d.kind = 'FINE_REVERSED'`,
    );
    expect(given).toEqual({ back: 2, events: ['appeal', 'pass'] });
    const login = await app().inject({
      method: 'POST',
      url: '/ops/auth/login',
      payload: { email: 'operations@portal.demo', password: DEMO_STAFF_PASSWORD },
      remoteAddress: anyIp(),
    });
    const staffToken = login.json().data.token as string;
    const appeals = dataOf<{ list: OpsAppealRow[] }>(
      await app().inject({
        url: '/ops/leave/appeals',
        query: { status: 'PENDING' },
        headers: { [STAFF_TOKEN_HEADER]: staffToken },
      }),
    );
    expect(appeals.list).toEqual([
      expect.objectContaining({
        teacherEmail: 'teacher@portal.demo',
        status: 'PENDING',
        record: expect.objectContaining({ type: 'EMERGENCY_CANCELLATION' }),
        files: [expect.objectContaining({ fileName: 'network-outage.png' })],
      }),
    ]);
    // Its picture (decision 071) opens for operations@: a PNG made by sharp.
    const [waiting] = appeals.list;
    const picture = await app().inject({
      url: `/ops/leave/appeals/${waiting?.appealId}/files/${waiting?.files[0]?.objectName}`,
      headers: { [STAFF_TOKEN_HEADER]: staffToken },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/png');
    const [olivia] = await queryRows<{ records: number }>(
      app().database.db,
      sql`select count(*)::int as records from leave_records r join users u on u.id = r.teacher_id
        where u.email = 'olivia.brooks@portal.demo' and r.kind = 'NO_SHOW'`,
    );
    expect(olivia?.records).toBeGreaterThan(0);
  });
});
