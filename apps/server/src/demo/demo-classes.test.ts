import type { SlotUnit, TeacherClass } from '@portal/contracts';
import { beijingWeekStart, HOUR_MS, SERVICE_KEY_HEADER, WEEK_MS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { dataOf } from '../test/classes.js';
import { demoWorld } from '../test/demo-world.js';
import { DEMO_SERVICE_KEY } from './seeds/demo-classes.js';

const { app, get } = demoWorld();

describe("the demo teacher's schedule (README)", () => {
  it('has finished classes with outcomes, upcoming booked ones and a class to join now', async () => {
    const now = Date.now();
    const classes = dataOf<{ list: TeacherClass[] }>(
      await get('/t/tc/book/class/list', {
        startTime: String(now - 30 * 86_400_000),
        endTime: String(now + 14 * 86_400_000),
        pageSize: '200',
      }),
    ).list;
    const finished = classes.filter((c) => c.status === 'FINISH');
    expect(finished.length).toBeGreaterThan(10);
    expect(new Set(finished.map((c) => c.finishType)).size).toBeGreaterThanOrEqual(3);
    expect(classes.some((c) => c.status === 'BOOKED' && c.students.length > 0)).toBe(true);
    expect(classes.some((c) => c.status === 'OPEN')).toBe(true);
    expect(classes.some((c) => c.status === 'STANDBY_BOOKED')).toBe(true);
    expect(classes.some((c) => c.status === 'INTENTION' && c.topic)).toBe(true);
    const running = classes.find((c) => c.joinable);
    expect(running).toMatchObject({ status: 'IN_PROCESS', smartClassType: 'CAMBRIDGE_KET_100' });
    // Every child booked has a first name and an age of the school's (decision 061).
    const children = classes.flatMap((c) => c.students);
    expect(children.length).toBeGreaterThan(20);
    for (const child of children) {
      expect(child.firstName).toMatch(/^[A-Z][a-z]+$/);
      expect(child.age).toBeGreaterThanOrEqual(4);
      expect(child.age).toBeLessThanOrEqual(12);
      expect(child.level && child.unit && child.lesson).toBeTruthy();
    }
  });

  it("shows the home page's next class, its children named, and classes beyond this week", async () => {
    const { nextClass } = dataOf<{ nextClass: TeacherClass | null }>(
      await get('/t/tc/book/class/next'),
    );
    expect(nextClass).toMatchObject({ status: 'IN_PROCESS', joinable: true });
    expect(nextClass?.students).toHaveLength(3);
    expect(nextClass?.students.map((s) => s.firstName)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[A-Z][a-z]+$/)]),
    );
    // More than a page of the home's "later" list (five at a time) after this week.
    const later = dataOf<{ total: number }>(
      await get('/t/tc/book/class/list', {
        startTime: String(beijingWeekStart(Date.now()) + WEEK_MS),
        endTime: String(beijingWeekStart(Date.now()) + 5 * WEEK_MS),
        pageSize: '5',
      }),
    );
    expect(later.total).toBeGreaterThan(5);
  });

  it('keeps the carrot balance the sum of its ledger, and shows the grid and recommendations', async () => {
    const [row] = await queryRows<{ balance: number; sum: number }>(
      app().database.db,
      sql`select b.balance, (select sum(amount)::int from carrot_ledger l where l.user_id = b.user_id) as sum
        from carrot_balances b join users u on u.id = b.user_id where u.email = 'teacher@portal.demo'`,
    );
    expect(row?.balance).toBeGreaterThan(0);
    expect(row?.balance).toBe(row?.sum);
    const week = String(beijingWeekStart(Date.now()) + WEEK_MS);
    const grid = dataOf<SlotUnit[]>(
      await get('/t/tc/book/all/units', { courseType: 'MAIN', weekStartTime: week }),
    );
    expect(grid.some((u) => u.status === 'AVAILABLE')).toBe(true);
    expect(dataOf<unknown[]>(await get('/t/tc/book/recommendations')).length).toBeGreaterThan(0);
  });

  it('shows every state of the week grid around this week (decision 062)', async () => {
    const now = Date.now();
    const week = beijingWeekStart(now);
    const gridOf = async (weekStartTime: number) =>
      dataOf<SlotUnit[]>(
        await get('/t/tc/book/all/units', {
          courseType: 'MAIN',
          weekStartTime: String(weekStartTime),
        }),
      );
    const [last, current, next] = await Promise.all(
      [week - WEEK_MS, week, week + WEEK_MS].map(gridOf),
    );
    const kinds = (units: SlotUnit[]) =>
      new Set<string>(units.map((u) => (u.status === 'BOOKED' && u.fixed ? 'FIXED' : u.status)));
    const around = kinds([...(last ?? []), ...(current ?? []), ...(next ?? [])]);
    for (const kind of [
      'EMPTY',
      'FINISH',
      'EXPIRE',
      'BOOKED',
      'FIXED',
      'OPEN',
      'STANDBY_BOOKED',
      'AVAILABLE',
    ])
      expect(around.has(kind), kind).toBe(true);
    // This week itself has a booked and an opened class ahead while it has times left.
    const ahead = (current ?? []).filter((u) => u.startTime > now);
    if (ahead.filter((u) => u.startTime > now + 3 * HOUR_MS).length >= 3) {
      expect(kinds(ahead).has('BOOKED')).toBe(true);
      expect(kinds(ahead).has('OPEN')).toBe(true);
    }
  });

  it('gives the student side its demo key', async () => {
    const res = await app().inject({
      url: '/ops/integration/units',
      query: { startTime: String(Date.now()), endTime: String(Date.now() + 86_400_000) },
      headers: { [SERVICE_KEY_HEADER]: DEMO_SERVICE_KEY },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
