import { randomBytes, randomInt } from 'node:crypto';
import { hashPassword } from '../lib/argon2.mjs';
import { sha256Hex } from '../lib/context.mjs';

/** The password of every seeded account (6 to 18 characters, like the real rule). */
const PASSWORD = 'Bench-Pass-1';
/** Seeded referral codes have 9 digits; the server draws 8, so they never collide. */
const REFERRAL_BASE = 900_000_000;
const SAMPLE_TOKENS = 1_000;

/**
 * Applicant and teacher accounts, one signed-in session each (tables users and sessions of
 * apps/server/src/db/schema/accounts.ts), in one statement: generate_series, no API.
 * Account n: e-mail bench.user<n>@example.com, password PASSWORD (one real argon2id hash for
 * all), stage spread over the five funnel stages. Session n: token `<prefix><n>` with a
 * random prefix per run, stored as its sha256 like the server does, so the bench can use any
 * session's token without keeping 100,000 of them.
 */
export default {
  name: 'accounts',
  tables: ['users', 'sessions'],
  async run({ client, ctx }) {
    const count = ctx.scale.users;
    const passwordHash = await hashPassword(PASSWORD);
    const tokenPrefix = randomBytes(18).toString('base64url');
    const inserted = await client.query(
      `with created as (
         insert into users (email, password_hash, referral_code, stage, status, created_at)
         select 'bench.user' || n || '@example.com',
                $1,
                ($2::bigint + n)::text,
                (array['BASE_INFO', 'INTERVIEW', 'TRAINING', 'TRAIL_CLASS', 'CONTRACT'])[1 + n % 5],
                case when n % 10 = 4 then 'Finish' else 'Init' end,
                now() - make_interval(days => n % 365)
           from generate_series(1, $3::int) as n
         returning id, referral_code
       )
       insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at, ip, user_agent)
       select encode(sha256(convert_to($4 || (referral_code::bigint - $2::bigint)::text, 'UTF8')), 'hex'),
              id, now(), now(), now() + interval '30 days', '127.0.0.1', 'portal-bench seed'
         from created`,
      [passwordHash, REFERRAL_BASE, count, tokenPrefix],
    );

    const emailOf = (n) => `bench.user${n}@example.com`;
    const tokenOf = (n) => `${tokenPrefix}${n}`;
    const randomN = () => randomInt(1, count + 1);
    const sampleTokens = Array.from({ length: SAMPLE_TOKENS }, () => tokenOf(randomN()));

    // The first token must be what the server would store, or every login check would fail.
    const probe = randomN();
    const { rows } = await client.query(
      `select u.id from sessions s join users u on u.id = s.user_id
        where s.token_hash = $1 and lower(u.email) = $2`,
      [sha256Hex(tokenOf(probe)), emailOf(probe)],
    );
    if (rows.length !== 1) throw new Error('seeded session tokens do not match their hashes');

    // A cursor 5,000 rows down the console's applicant list (its keyset page, newest first).
    const { rows: deep } = await client.query(
      `select (extract(epoch from created_at) * 1000000)::bigint::text as at, id
         from users order by created_at desc, id desc offset 5000 limit 1`,
    );

    // Sign-ins walk the accounts from a random start, one account per request.
    let nextSignIn = randomN();
    ctx.accounts = {
      count,
      password: PASSWORD,
      emailOf,
      tokenOf,
      randomN,
      /** Tokens of a random sample of seeded sessions (login-check bench). */
      sampleTokens,
      /** Tokens of sessions the server issued itself (filled before the calls run). */
      signedInTokens: [],
      /** An account not signed into yet in this run (distinct until `count` sign-ins). */
      nextSignInN() {
        nextSignIn = (nextSignIn % count) + 1;
        return nextSignIn;
      },
      sampleUserId: rows[0].id,
      /** The applicant list's cursor (`<microseconds>.<id>`) 5,000 rows from the top. */
      listCursor: `${deep[0].at}.${deep[0].id}`,
      sampleN: probe,
    };
    return { users: count, sessions: inserted.rowCount };
  },
};
