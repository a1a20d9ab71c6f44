/// <reference types="node" />
/**
 * PostgreSQL for the browser journeys. With TEST_DATABASE_URL (an admin URL; `npm test`
 * always sets it) each worker gets its own fresh database `e2e_<random>`, dropped after the
 * worker. Journeys that read the database (a captcha's answer) or run the staff command
 * beside the server need it; without it they fail with `requirePostgres`'s message.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { createScratchDatabase } from '../../../../scripts/lib/scratch-database.mjs';

export interface WorkerDatabase {
  /** The worker's database, or undefined when TEST_DATABASE_URL is not set (PGlite). */
  url: string | undefined;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createWorkerDatabase(): Promise<WorkerDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => undefined };
  const scratch = await createScratchDatabase(adminUrl, { prefix: 'e2e' });
  return { url: scratch.url, drop: () => scratch.drop() };
}

/** The worker's database URL, or a failure that says what to do (never a skip). */
export function requirePostgres(database: WorkerDatabase, why: string): string {
  if (database.url) return database.url;
  throw new Error(
    `This journey ${why}, so it needs PostgreSQL: set TEST_DATABASE_URL to a PostgreSQL ` +
      'admin URL (postgres://user@host:port/postgres), or run `node scripts/test.mjs --only build,browser`, ' +
      'which starts a throwaway cluster.',
  );
}

/** The answer of a captcha picture, as the server stored it (by the SHA-256 of its ticket). */
export async function captchaAnswer(databaseUrl: string, ticket: string): Promise<string> {
  const ticketHash = createHash('sha256').update(ticket).digest('hex');
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ answer: string }>(
      'select answer from captcha_challenges where ticket_hash = $1',
      [ticketHash],
    ),
  );
  const answer = rows[0]?.answer;
  if (!answer) throw new Error('No captcha challenge stored for this ticket.');
  return answer;
}

export interface AccountRow {
  id: number;
  referralCode: string;
  referredByUserId: number | null;
  poster: string | null;
}

/** What the server stored for an account (to check what a link carried into sign-up). */
export async function accountRow(databaseUrl: string, email: string): Promise<AccountRow> {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<AccountRow>(
      `select id::int as "id", referral_code as "referralCode",
              referred_by_user_id::int as "referredByUserId", poster
         from users where lower(email) = lower($1)`,
      [email],
    ),
  );
  const row = rows[0];
  if (!row) throw new Error(`No account for ${email}.`);
  return row;
}
