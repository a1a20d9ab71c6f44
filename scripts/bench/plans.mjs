import { sha256Hex } from './lib/context.mjs';

/**
 * The SQL behind the hot calls, as Drizzle sends it (the repositories under
 * apps/server/src/modules), explained with EXPLAIN (ANALYZE, BUFFERS) on the seeded data.
 * The bench fails when a `hot` plan reads a table of more than 10,000 rows with a Seq Scan.
 * `hot: false` plans are printed for information only. `write: true` statements run inside a
 * transaction that is rolled back. A later feature adds its queries here.
 *
 *   name, usedBy, sql, params(ctx) => [...], hot (default true), write (default false)
 */
const USER_COLUMNS = 'select "id", "email", "password_hash", "stage", "status" from "users"';
const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000).toISOString();

export const PLANS = [
  {
    name: 'session by token hash, with its account',
    usedBy: 'every signed-in call, and all the login check reads (session.repository find)',
    sql: 'select "sessions"."token_hash", "sessions"."user_id", "sessions"."staff_id", "sessions"."last_seen_at", "sessions"."expires_at", "users"."email", "users"."stage", "users"."status" from "sessions" left join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token_hash" = $1',
    params: (ctx) => [sha256Hex(ctx.accounts.tokenOf(ctx.accounts.sampleN))],
  },
  {
    name: 'user by id',
    usedBy: 'password change (accounts.repository findById)',
    sql: `${USER_COLUMNS} where "users"."id" = $1`,
    params: (ctx) => [ctx.accounts.sampleUserId],
  },
  {
    name: 'user by lower(email)',
    usedBy: 'sign-in, register (accounts.repository findByEmail)',
    sql: `${USER_COLUMNS} where lower("users"."email") = $1`,
    params: (ctx) => [ctx.accounts.emailOf(ctx.accounts.sampleN)],
  },
  {
    name: 'sign-in failures by e-mail',
    usedBy: 'sign-in captcha and lock rules (security-events countByEmail)',
    sql: 'select count(*) from "security_events" where ("security_events"."kind" = $1 and "security_events"."email" = $2 and "security_events"."created_at" >= $3)',
    params: (ctx) => ['SIGN_IN_FAILED', ctx.accounts.emailOf(ctx.accounts.sampleN), hourAgo()],
  },
  {
    name: 'sign-in failures by address',
    usedBy: 'sign-in captcha rule (security-events countByIp)',
    sql: 'select count(*) from "security_events" where ("security_events"."kind" = $1 and "security_events"."ip" = $2 and "security_events"."created_at" >= $3)',
    params: () => ['SIGN_IN_FAILED', '192.168.1.1', hourAgo()],
  },
  {
    name: 'applicant list total',
    usedBy: 'console applicant list, no search (review.repository list)',
    sql: 'select count(*) from "users"',
    params: () => [],
  },
  {
    name: 'applicant list page, newest first',
    usedBy: 'console applicant list (review.repository list)',
    sql: `select "users"."id", "users"."email", "resumes"."first_name", "resumes"."last_name", "users"."stage", "users"."status", "users"."created_at", "resumes"."submitted_at" from "users" left join "resumes" on "resumes"."user_id" = "users"."id" order by "users"."created_at" desc, "users"."id" desc limit $1`,
    params: () => [50],
  },
  {
    name: 'expired-session sweep',
    usedBy: 'hourly maintenance (not a hot call)',
    hot: false,
    write: true,
    sql: 'delete from "sessions" where "sessions"."expires_at" < $1 or "sessions"."last_seen_at" < $2',
    params: () => [new Date().toISOString(), new Date(Date.now() - 86_400_000).toISOString()],
  },
];
