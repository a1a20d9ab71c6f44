/// <reference types="node" />
/**
 * Applicants standing at given places of the funnel, written straight into the worker's
 * database as an old system's rows would be (the console reads whatever place a row holds),
 * each with a resume's name and, when given, the move that brought them there.
 */
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { newEmail } from '../fixtures';

export interface SeededPlace {
  stage: string;
  status: string;
  firstName: string;
  lastName: string;
  /** The move into this place, recorded in the stage history. */
  from?: { stage: string; status: string };
}

export async function seedApplicantsAt(
  databaseUrl: string,
  places: readonly SeededPlace[],
): Promise<{ userId: number; email: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const seeded: { userId: number; email: string }[] = [];
    for (const place of places) {
      const email = newEmail('place');
      const { rows } = await client.query<{ id: string }>(
        `insert into users (email, password_hash, referral_code, stage, status)
         values ($1, 'x', $2, $3, $4) returning id`,
        [email, `P${randomInt(1e9)}${seeded.length}`, place.stage, place.status],
      );
      const userId = Number(rows[0]?.id);
      await client.query(
        `insert into resumes (user_id, commit_step, first_name, last_name) values ($1, 3, $2, $3)`,
        [userId, place.firstName, place.lastName],
      );
      if (place.from)
        await client.query(
          `insert into application_events (user_id, from_stage, from_status, to_stage, to_status)
           values ($1, $2, $3, $4, $5)`,
          [userId, place.from.stage, place.from.status, place.stage, place.status],
        );
      seeded.push({ userId, email });
    }
    return seeded;
  } finally {
    await client.end();
  }
}
