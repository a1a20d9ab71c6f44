import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantAt,
  bookTime,
  DAY,
  expectOk,
  HOUR,
  publishTimes,
} from '../../test/demo-scheduling.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

const T0 = Date.UTC(2031, 8, 1, 6, 0);
let t: TestApp;
let interviewers: string[];
/** The first interviewer, who publishes alone in the one-free-time races. */
let lone = '';
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(T0).now });
  interviewers = await Promise.all([1, 2, 3].map(() => staffSession(t.app, ['INTERVIEWER'])));
  lone = interviewers[0] ?? '';
});
afterAll(async () => {
  await t?.close();
});

const applicants = (n: number) =>
  Promise.all(
    Array.from({ length: n }, () => applicantAt(t.app, 'INTERVIEW', 'InterviewInvitation_1')),
  );

async function bookingsAt(start: number) {
  const result = (await t.app.database.db.execute(
    sql`select count(*)::int as n from demo_bookings
         where starts_at = ${new Date(start)} and status = 'BOOK_SUCCESS'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe('booking races (the database decides)', () => {
  it('50 applicants booking the one free time at once make exactly one booking', async () => {
    const start = T0 + DAY;
    expectOk(await publishTimes(t.app, lone, 'INTERVIEW', [start]));
    const racers = await applicants(50);
    const answers = await Promise.all(
      racers.map((racer) => bookTime(t.app, racer.token, 'INTERVIEW', start)),
    );
    const codes = answers.map((res) => res.json().code);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(codes.filter((code) => code === 'BIZ_COURSE_NO_COURSE_CAN_SELECTED')).toHaveLength(49);
    expect(await bookingsAt(start)).toBe(1);
  });

  it('three members free at one time take three applicants, one each', async () => {
    const start = T0 + 2 * DAY;
    for (const token of interviewers)
      expectOk(await publishTimes(t.app, token, 'INTERVIEW', [start]));
    const racers = await applicants(20);
    const answers = await Promise.all(
      racers.map((racer) => bookTime(t.app, racer.token, 'INTERVIEW', start)),
    );
    expect(answers.filter((res) => res.json().code === 'OK')).toHaveLength(3);
    const result = (await t.app.database.db.execute(
      sql`select count(distinct s.staff_id)::int as n from demo_bookings b join demo_slots s on s.id = b.slot_id
           where b.starts_at = ${new Date(start)} and b.status = 'BOOK_SUCCESS'`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(3);
  });

  it('one applicant booking two times at once keeps one booking', async () => {
    const first = T0 + 3 * DAY;
    const second = first + HOUR;
    const starts = [first, second];
    expectOk(await publishTimes(t.app, lone, 'INTERVIEW', starts));
    const [racer] = await applicants(1);
    if (!racer) throw new Error('no applicant');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        bookTime(t.app, racer.token, 'INTERVIEW', i % 2 === 0 ? first : second),
      ),
    );
    expect(answers.filter((res) => res.json().code === 'OK')).toHaveLength(1);
    expect((await bookingsAt(first)) + (await bookingsAt(second))).toBe(1);
  });
});
