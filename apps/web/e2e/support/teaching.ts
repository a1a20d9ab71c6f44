/// <reference types="node" />
/**
 * Set-ups of the teaching journeys (issue 12): an activated teacher with a signed contract, a
 * student-side service key, a class running now, the student side booking students, and
 * moving the keyboard's focus to a control with Tab alone.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  beijingWeekStart,
  CLASS_CALLS,
  CSRF_HEADER,
  CSRF_VALUE,
  DAY_MS,
  INTEGRATION_CALLS,
  SERVICE_KEY_HEADER,
  WEEK_MS,
  type SlotUnit,
} from '@portal/contracts';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { setStage, submittedApplicant } from './applicant';

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * An activated teacher, signed in on `request` (the page's): the application submitted through
 * the API, moved to CONTRACT / Finish, the teacher row activation writes (in `timeZone`), and a
 * signed contract running from a month ago to a year ahead (pay and peak carrots), written by a
 * staff member as the recruiter's screens would. Answers the account and its user id.
 */
export async function activatedTeacher(
  request: APIRequestContext,
  databaseUrl: string,
  timeZone: string,
): Promise<{ email: string; userId: number }> {
  const account = await submittedApplicant(request);
  await setStage(databaseUrl, account.email, 'CONTRACT', 'Finish');
  const userId = await withClient(databaseUrl, async (client) => {
    const user = await client.query<{ id: number }>(
      'select id::int as id from users where lower(email) = lower($1)',
      [account.email],
    );
    const id = user.rows[0]?.id;
    if (!id) throw new Error(`No account for ${account.email}.`);
    await client.query('insert into teachers (user_id, time_zone) values ($1, $2)', [id, timeZone]);
    // Opening a time needs the ESL certificate passed, as step 4 leaves it (decision 075).
    await client.query(
      `insert into applicant_documents (user_id, use_type, status, storage_key)
         values ($1, 'TEACHER_CERTIFICATE', 'PASS', 'e2e/certificate.pdf')`,
      [id],
    );
    const author = await client.query<{ id: number }>(
      `insert into staff (email, name, roles, status)
         values ($1, 'Contract Author', array['RECRUITER'], 'ACTIVE') returning id::int as id`,
      [`author.${randomBytes(6).toString('hex')}@example.com`],
    );
    await client.query(
      `insert into contracts (user_id, version, status, contract_type, pay_per_class_cents,
          basic_increase_cents, peak_carrots, effective_on, expires_on, created_by,
          unsigned_storage_key, unsigned_sha256, signed_name, signed_at, signed_storage_key)
        values ($1, 1, 'SIGNED', 'STANDARD', 1000, 25, 1, current_date - 30, current_date + 365,
          $2, 'contracts/unsigned.pdf', $3, 'Grace Hopper', now(), 'contracts/signed.pdf')`,
      [id, author.rows[0]?.id, '0'.repeat(64)],
    );
    return id;
  });
  return { email: account.email, userId };
}

/** A student-side key (STUDENT_OPERATOR, read and write), inserted as ADMIN would make it. */
export async function studentServiceKey(databaseUrl: string): Promise<string> {
  const key = `sk_${randomBytes(32).toString('base64url')}`;
  const hash = createHash('sha256').update(key).digest('hex');
  await withClient(databaseUrl, (client) =>
    client.query(
      `insert into integration_keys (name, role, scope, key_hash, key_prefix)
         values ('e2e student side', 'STUDENT_OPERATOR', 'READ_WRITE_OPERATE', $1, $2)`,
      [hash, key.slice(0, 10)],
    ),
  );
  return key;
}

/**
 * A main class of the teacher's with one student, still IN_PROCESS as the clock last left it,
 * from `startedMinutesAgo` to `endsInMinutes` from now (negative: it ended already). Answers
 * its id.
 */
async function mainClassInProcess(
  databaseUrl: string,
  teacherId: number,
  studentId: string,
  { startedMinutesAgo, endsInMinutes }: { startedMinutesAgo: number; endsInMinutes: number },
): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const slot = await client.query<{ id: number }>(
      `insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type,
          starts_at, ends_at, teaching_ends_at, status, capacity, student_count, room_key)
        select $1, id, course_type, smart_class_type, now() - make_interval(mins => $3),
          now() + make_interval(mins => $4), now() + make_interval(mins => $4), 'IN_PROCESS',
          4, 1, $2
          from class_types where smart_class_type = 'MAIN'
        returning id::int as id`,
      [teacherId, randomBytes(12).toString('hex'), startedMinutesAgo, endsInMinutes],
    );
    const id = slot.rows[0]?.id;
    if (!id) throw new Error('No MAIN class type to make a class of.');
    await client.query(
      `insert into class_students (slot_id, student_id, level, unit, lesson)
         values ($1, $2, 'L1', 'U1', 'Lesson 1')`,
      [id, studentId],
    );
    return id;
  });
}

/**
 * A main class of the teacher's that began five minutes ago and teaches 25 more (as the
 * student side and the clock would have left it), with one student. Answers its id.
 */
export function runningClass(databaseUrl: string, teacherId: number, studentId: string) {
  return mainClassInProcess(databaseUrl, teacherId, studentId, {
    startedMinutesAgo: 5,
    endsInMinutes: 25,
  });
}

/**
 * A main class of the teacher's, with one student, that began 40 minutes ago and ended 10
 * minutes ago with nobody joining it (still running as the clock found it): the server's class
 * clock finishes it as the teacher's no-show on its next tick and records the no-show.
 * Answers its id.
 */
export function missedClass(databaseUrl: string, teacherId: number, studentId: string) {
  return mainClassInProcess(databaseUrl, teacherId, studentId, {
    startedMinutesAgo: 40,
    endsInMinutes: -10,
  });
}

/**
 * A class of the teacher's at `startsAt` holding one half hour (a 25-minute grid type, by its
 * smart-class name), in a status with that many students booked, as the student side would
 * have left it. Answers its id.
 */
export async function heldClass(
  databaseUrl: string,
  teacherId: number,
  held: { smartClassType: string; startsAt: number; status: string; students: number },
): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const slot = await client.query<{ id: number }>(
      `insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type,
          starts_at, ends_at, teaching_ends_at, status, capacity, student_count, room_key)
        select $1, id, course_type, smart_class_type, to_timestamp($3 / 1000.0),
          to_timestamp($3 / 1000.0) + interval '30 minutes',
          to_timestamp($3 / 1000.0) + make_interval(mins => time), $4, capacity, $5, $6
          from class_types where smart_class_type = $2
        returning id::int as id`,
      [
        teacherId,
        held.smartClassType,
        held.startsAt,
        held.status,
        held.students,
        randomBytes(12).toString('hex'),
      ],
    );
    const id = slot.rows[0]?.id;
    if (!id) throw new Error(`No ${held.smartClassType} class type to make a class of.`);
    for (let n = 1; n <= held.students; n += 1)
      await client.query(
        `insert into class_students (slot_id, student_id, level, unit, lesson)
           values ($1, $2, 'L1', 'U1', 'Lesson 1')`,
        [id, `stu-held-${id}-${n}`],
      );
    return id;
  });
}

/** The student side books students into a teacher's opened unit (its service key). */
export async function bookStudents(
  request: APIRequestContext,
  key: string,
  body: {
    teacherId: number;
    startTime: number;
    level: string;
    unit: string;
    lesson: string;
    studentIds: string[];
    /** First names and ages of some of them (decision 061). */
    children?: { studentId: string; firstName: string; age: number }[];
  },
): Promise<{ classId: number; status: string }> {
  const response = await request.post(INTEGRATION_CALLS.bookStudents.path, {
    headers: { [SERVICE_KEY_HEADER]: key },
    data: { ...body, courseType: 'MAIN' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { classId: number; status: string } }).data;
}

/**
 * The signed-in teacher (`request`, the page's) opens `count` main classes of next week's
 * Sunday (always more than 24 hours ahead) through the API, as the schedule screen does.
 * Answers their starts, earliest first.
 */
export async function openNextSunday(request: APIRequestContext, count: number): Promise<number[]> {
  const week = beijingWeekStart(Date.now()) + WEEK_MS;
  const listed = await request.get(CLASS_CALLS.allUnits.path, {
    params: { courseType: 'MAIN', weekStartTime: week },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const sunday = week + 6 * DAY_MS;
  const starts = ((await listed.json()) as { data: SlotUnit[] }).data
    .filter((unit) => unit.status === 'AVAILABLE' && unit.startTime >= sunday)
    .map((unit) => unit.startTime)
    .slice(0, count);
  expect(starts).toHaveLength(count);
  const opened = await request.post(CLASS_CALLS.batchOpen.path, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    data: { courseType: 'MAIN', startTimes: starts },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return starts;
}

/** Whether `target` has the keyboard's focus. */
const focused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user goes
 * down (or up) the page; fails after `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 120 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await focused(target), `Tab never reached ${target.toString()}`).toBe(true);
}

/** Document width against the viewport: no sideways scrolling. */
export async function expectNoSideScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** The status suffix of a unit's accessible name: `, available` (then perhaps `, peak`). */
export const unitNamed = (status: string) => new RegExp(`, ${status}(, peak)?$`);
/** The same unit after a change: its name's time part, then the new status. */
export const sameUnit = (timePart: string, status: string) =>
  new RegExp(`^${timePart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, ${status}(,|$)`);
/** The time part of a unit's accessible name (`Mon 2026/11/30 12:00 (Beijing 19:00)`). */
export async function timePartOf(unit: Locator): Promise<string> {
  const name = (await unit.getAttribute('aria-label')) ?? '';
  const end = name.indexOf('), ');
  expect(end, `unexpected unit name ${name}`).toBeGreaterThan(0);
  return name.slice(0, end + 1);
}
