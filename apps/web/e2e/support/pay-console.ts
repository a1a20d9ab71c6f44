/// <reference types="node" />
/**
 * Set-ups of the console's pay journeys (issue 14): FINANCE signed in with their second
 * factor, months no release has closed yet, a teacher's contract over them and finished
 * classes in them (as the clock and the student side leave them), and the teacher's bank
 * details and receipt sent through the teacher's own calls.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  addBeijingMonths,
  BEIJING_OFFSET_MS,
  beijingMonthOf,
  fillPath,
  FILE_CALLS,
  PAY_CALLS,
  PROFILE_CALLS,
} from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PASSWORD, type ServerInfo } from '../fixtures';
import { CSRF, signInStaff } from './applicant';
import { receiptPdf } from './payslips';
import { setUpTwoFactor } from './two-factor';

/** A FINANCE member signed in on the page, their second factor set up as the console asks. */
export async function signInFinance(page: Page, server: ServerInfo, postgres: string) {
  const member = await signInStaff(page, server, postgres, ['FINANCE']);
  await page.goto('/v2/ops/two-factor');
  await setUpTwoFactor(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  return member;
}

/**
 * Main classes of the teacher's that started at `starts` and finished as `finishType` (one
 * outcome each, recorded by the clock). Answers their ids, in the order given.
 */
export async function finishedClasses(
  databaseUrl: string,
  teacherId: number,
  starts: readonly number[],
  finishType = 'AS_SCHEDULED',
): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids: number[] = [];
    for (const start of starts) {
      // As long as its class type (a class is paid for its own length, decision 052).
      const slot = await client.query<{ id: number }>(
        `insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type,
            starts_at, ends_at, teaching_ends_at, status, capacity, student_count, room_key)
          select $1, id, course_type, smart_class_type, $2::timestamptz,
              $2::timestamptz + make_interval(mins => time),
              $2::timestamptz + make_interval(mins => time), 'FINISH', 4, 1, $3
            from class_types where smart_class_type = 'MAIN'
          returning id::int as id`,
        [teacherId, new Date(start), randomBytes(12).toString('hex')],
      );
      const id = slot.rows[0]?.id;
      if (!id) throw new Error('No MAIN class type to finish a class of.');
      await client.query(
        `insert into class_outcomes (slot_id, finish_type, recorded_by) values ($1, $2, 'CLOCK')`,
        [id, finishType],
      );
      ids.push(id);
    }
    return ids;
  } finally {
    await client.end();
  }
}

/** An instant's Beijing date, as contracts store their dates (YYYY-MM-DD). */
const beijingDate = (at: number) => new Date(at + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The teacher's signed contract in force from the Beijing day of `from` (the set-up's runs
 * from a month ago), and to the day of `to` when given: classes of those days are paid under
 * it, classes after its end are taught without a contract (decision 052: a class is paid by
 * the contract holding its Beijing day).
 */
export async function contractBetween(
  databaseUrl: string,
  teacherId: number,
  from: number,
  to?: number,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update contracts set effective_on = $2::date, expires_on = coalesce($3::date, expires_on)
        where user_id = $1`,
      [teacherId, beijingDate(from), to === undefined ? null : beijingDate(to)],
    );
  } finally {
    await client.end();
  }
}

/**
 * The newest `count` consecutive Beijing months that have ended and that no release has
 * closed (decision 052: a month's first release closes it, and a worker's journeys share its
 * server and database), oldest first. Each journey that releases months takes its own.
 */
export async function openPayMonths(
  databaseUrl: string,
  count: number,
  now = Date.now(),
): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ start: Date }>(
      'select month_start as start from pay_months',
    );
    const closed = new Set(rows.map((row) => row.start.getTime()));
    let newest = addBeijingMonths(beijingMonthOf(now).start, -1);
    for (;;) {
      const months = Array.from({ length: count }, (_, i) =>
        addBeijingMonths(newest, i - count + 1),
      );
      const taken = months.filter((month) => closed.has(month));
      if (taken.length === 0) return months;
      newest = addBeijingMonths(Math.min(...taken), -1);
    }
  } finally {
    await client.end();
  }
}

async function dataOf<T>(response: {
  status: () => number;
  text: () => Promise<string>;
}): Promise<T> {
  const text = await response.text();
  expect(response.status(), text).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * The teacher (signed in on `teacher`) sends a receipt for a released payslip as the receipt
 * panel does: the grant, the bytes to its address, the server's check, then `receipt/url`.
 */
export async function sendReceipt(teacher: APIRequestContext, payslipId: number): Promise<void> {
  const file = receiptPdf();
  const grant = await dataOf<{
    uploadUrl: string;
    headers: Record<string, string>;
    objectName: string;
  }>(
    await teacher.get(PAY_CALLS.receiptUploadToken.path, {
      params: { fileName: file.name, size: file.buffer.length, contentType: file.mimeType },
    }),
  );
  const put = await teacher.put(grant.uploadUrl, {
    headers: { ...grant.headers, ...CSRF },
    data: file.buffer,
  });
  expect(put.status(), await put.text()).toBe(200);
  await dataOf(
    await teacher.post(fillPath(FILE_CALLS.complete.path, { fileId: grant.objectName }), {
      headers: CSRF,
    }),
  );
  await dataOf(
    await teacher.post(PAY_CALLS.receiptUrl.path, {
      headers: CSRF,
      data: { payslipId, objectName: grant.objectName },
    }),
  );
}

/** The teacher (signed in on `teacher`) is paid by PayPal, confirmed with their password. */
export async function paidByPaypal(teacher: APIRequestContext, email: string): Promise<void> {
  await dataOf(
    await teacher.post(PROFILE_CALLS.updateBank.path, {
      headers: CSRF,
      data: {
        password: PASSWORD,
        details: {
          method: 'PAYPAL',
          holderFirstName: 'Grace',
          holderLastName: 'Hopper',
          paypalEmail: email,
        },
      },
    }),
  );
}
