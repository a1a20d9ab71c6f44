import type { FixedPeriodView, FixedRequestView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../test/classes.js';
import { demoWorld } from '../test/demo-world.js';

const { get, post } = demoWorld();

describe("the demo teacher's fixed classes (README)", () => {
  it('has the permission, takes requests, and shows a period in each state', async () => {
    expect(dataOf(await get('/t/tc/fixed/permission'))).toEqual({ permitted: true });
    expect(dataOf(await get('/t/tc/fixed/quick/config'))).toMatchObject({ open: true });
    const periods = dataOf<FixedPeriodView[]>(await get('/t/tc/fixed/period/list'));
    const offered = periods.find((p) => p.status === 'OFFERED');
    expect(offered).toMatchObject({ pendingRequests: 1, students: [] });
    const active = periods.filter((p) => p.status === 'ACTIVE');
    expect(active).toHaveLength(2);
    const checking = active.find((p) => p.continueCheck.due);
    expect(checking?.students.map((s) => s.studentId)).toEqual(['stu-f21', 'stu-f22']);
    const booked = active.find((p) => !p.continueCheck.due);
    expect(booked?.students).toHaveLength(3);

    const page = dataOf<{ total: number; list: { status: string; periodId: number }[] }>(
      await post('/t/tc/fixed/class/page', { pageSize: 200 }),
    );
    expect(page.list.filter((c) => c.periodId === booked?.periodId).length).toBeGreaterThan(10);
    expect(page.list.some((c) => c.periodId === checking?.periodId && c.status === 'FINISH')).toBe(
      true,
    );
    expect(dataOf(await get('/t/tc/fixed/reminders'))).toMatchObject({
      requests: [{ periodId: offered?.periodId }],
      continueChecks: [{ periodId: checking?.periodId }],
    });
  });

  it('has a request to answer before its deadline, which books its weeks', async () => {
    const [waiting] = dataOf<FixedRequestView[]>(
      await get('/t/tc/fixed/accept/list?status=PENDING'),
    );
    expect(waiting?.deadline).toBeGreaterThan(Date.now());
    expect(waiting?.collisions).toEqual([]);
    const accepted = dataOf<FixedRequestView>(
      await post('/t/tc/fixed/accept/confirm', {
        requestId: waiting?.requestId,
        decision: 'ACCEPT',
      }),
    );
    expect(accepted.status).toBe('ACCEPTED');
  });
});
