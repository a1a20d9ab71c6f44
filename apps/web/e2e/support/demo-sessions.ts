import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A session that began `minutesAgo` minutes ago, of the member `staffEmail` with the applicant
 * `applicantEmail`, written directly: the console's journey records its result, and a
 * session's start cannot be waited for (publishing takes future times only).
 */
export async function pastSession(
  databaseUrl: string,
  staffEmail: string,
  applicantEmail: string,
  minutesAgo: number,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const start = new Date(Math.floor((Date.now() - minutesAgo * 60_000) / 60_000) * 60_000);
    const end = new Date(start.getTime() + 25 * 60_000);
    const slot = await client.query<{ id: string }>(
      `insert into demo_slots (staff_id, course_type, starts_at, ends_at)
       select id, 'INTERVIEW', $2, $3 from staff where lower(email) = lower($1) returning id`,
      [staffEmail, start, end],
    );
    const booking = await client.query<{ id: string }>(
      `insert into demo_bookings (slot_id, user_id, course_type, phase, starts_at, ends_at, room_key)
       select $1, id, 'INTERVIEW', 'MINI_DEMO', $3, $4, $5 from users where lower(email) = lower($2)
       returning id`,
      [slot.rows[0]?.id, applicantEmail, start, end, randomBytes(32).toString('base64url')],
    );
    await client.query(
      `update users set stage = 'INTERVIEW', status = 'Interview' where lower(email) = lower($1)`,
      [applicantEmail],
    );
    return Number(booking.rows[0]?.id);
  } finally {
    await client.end();
  }
}
