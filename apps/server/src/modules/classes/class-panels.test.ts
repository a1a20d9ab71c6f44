import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { icsValues } from '../../test/calendar-text.js';
import { beijing, dataOf } from '../../test/classes.js';
import { classWorld, PEAK } from '../../test/class-world.js';
import { MINUTE } from '../../test/demo-scheduling.js';

const { clock, app, students, teacherWithClass, book, tick } = classWorld();

describe('the panels', () => {
  it('count the month, estimate the week, and recommend the times students wait for', async () => {
    const teacher = await teacherWithClass();
    dataOf(
      await teacher.post('/t/tc/book/batch', {
        courseType: 'MAIN',
        startTimes: [PEAK + 30 * MINUTE],
      }),
    );
    dataOf(await book(teacher.userId, ['stu-p']));
    const calc = dataOf(
      await teacher.get('/t/tc/book/calculator', { weekStartTime: PEAK }),
    ) as Record<string, number>;
    expect(calc).toMatchObject({
      openedUnits: 2,
      bookedUnits: 1,
      payPerClassCents: 1000,
      estimatedCents: 2000,
      bookedCents: 1000,
    });
    clock.set(beijing(2026, 12, 1, 10));
    const stats = dataOf(await teacher.get('/t/tc/book/course/statistics')) as Record<
      string,
      unknown
    >;
    expect(stats).toMatchObject({
      month: '2026/12',
      peakSlotsOpenedThisMonth: 2,
      peakIncentiveThreshold: 60,
      finishRate: null,
    });
    const nextWeek = beijing(2026, 12, 8, 19);
    dataOf(
      await students().post('/ops/integration/demand', {
        courseType: 'MAIN',
        startTime: nextWeek,
        students: 9,
      }),
    );
    dataOf(
      await students().post('/ops/integration/demand', {
        courseType: 'MAIN',
        startTime: nextWeek + 30 * MINUTE,
        students: 2,
      }),
    );
    const recommended = dataOf(await teacher.get('/t/tc/book/recommendations')) as {
      startTime: number;
      unmet: number;
    }[];
    expect(recommended.slice(0, 2)).toEqual([
      expect.objectContaining({ startTime: nextWeek, unmet: 9, peakTime: true }),
      expect.objectContaining({ startTime: nextWeek + 30 * MINUTE, unmet: 2 }),
    ]);
    const info = dataOf(await teacher.get('/t/tc/book/teacher/info')) as {
      classTypes: { smartClassType: string }[];
      payPerClassCents: number;
    };
    expect(info.payPerClassCents).toBe(1000);
    expect(info.classTypes.map((c) => c.smartClassType)).toEqual([
      'MAIN',
      'MAIN_1_V_2',
      'WORKSHOP_30',
    ]);
  });
});

describe('the calendar feed', () => {
  it('serves the classes at a secret address that rotation replaces', async () => {
    const teacher = await teacherWithClass();
    const { url } = dataOf(await teacher.get('/t/tc/book/calendar')) as { url: string };
    expect(dataOf(await teacher.get('/t/tc/book/calendar'))).toMatchObject({ url });
    const path = new URL(url).pathname;
    const feed = await app().inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VEVENT');
    expect(feed.body).toContain('DTSTART:20261201T110000Z');
    clock.advance(1000);
    const rotated = dataOf(await teacher.post('/t/tc/book/calendar/rotate')) as { url: string };
    expect(rotated.url).not.toBe(url);
    expect((await app().inject({ url: path })).statusCode).toBe(404);
    expect((await app().inject({ url: new URL(rotated.url).pathname })).statusCode).toBe(200);
  });
});

describe("the calendar feed's events", () => {
  it('name each held class with its type and children, link the booking page, and leave out expired ones', async () => {
    const teacher = await teacherWithClass();
    dataOf(await book(teacher.userId, ['stu-c1', 'stu-c2']));
    // Opened for two times before the peak: one to stay empty, one to expire unbooked.
    dataOf(
      await teacher.post('/t/tc/book/batch', {
        courseType: 'MAIN',
        startTimes: [PEAK - 60 * MINUTE, PEAK - 30 * MINUTE],
      }),
    );
    clock.set(PEAK - 59 * MINUTE);
    await tick();
    const { url } = dataOf(await teacher.get('/t/tc/book/calendar')) as { url: string };
    const feedUrl = new URL(url);
    const text = (await app().inject({ url: feedUrl.pathname })).body;
    const slots = await queryRows<{ id: number }>(
      app().database.db,
      sql`select id::int as id, status from class_slots where teacher_id = ${teacher.userId}
          and status <> 'EXPIRE' order by starts_at`,
    );
    expect(slots).toHaveLength(2);
    expect(icsValues(text, 'UID')).toEqual(
      slots.map((slot) => `class-${slot.id}@${feedUrl.hostname}`),
    );
    expect(icsValues(text, 'SUMMARY')).toEqual(['Main Course', 'Main Course (2)']);
    expect(icsValues(text, 'URL')).toEqual([
      `${feedUrl.origin}/v2/booking`,
      `${feedUrl.origin}/v2/booking`,
    ]);
    expect(icsValues(text, 'X-WR-CALNAME')).toEqual(['Teacher Portal classes']);
    expect(icsValues(text, 'DTSTART')).toEqual(['20261201T103000Z', '20261201T110000Z']);
    // The same secret with or without its extension.
    const bare = feedUrl.pathname.replace(/\.ics$/, '');
    expect((await app().inject({ url: bare })).statusCode).toBe(
      (await app().inject({ url: feedUrl.pathname })).statusCode,
    );
  });
});
