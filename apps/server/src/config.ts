import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { APPLY_AGAIN_DEFAULT_DAYS, DEFAULT_DEMO_CRITERIA } from '@portal/contracts';
import { trustedProxiesSchema } from './lib/trusted-proxies.js';
import { parseDataKey } from './lib/data-keys.js';
import { deriveKey, deriveKeys } from './lib/derived-keys.js';

/**
 * The whole configuration, read once from the environment. Every variable is listed in
 * docs/configuration.md with its default. An invalid environment stops the server at start
 * with the list of what is wrong (see `loadConfig`).
 */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();
/** argon2id at OWASP's minimum: 19 MiB, 2 iterations (password-hasher.ts). */
export const ARGON2_FLOOR = { memoryKib: 19_456, iterations: 2 } as const;

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const link = (fallback: string) => z.url().default(fallback);
/** A list written `a|b|c` (criteria names may hold commas). */
const barList = (fallback: readonly string[]) =>
  z
    .string()
    .default(fallback.join('|'))
    .transform((value) =>
      value
        .split('|')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(80)).min(1).max(20));

/** A 32-byte key: 64 hex digits or base64 (lib/data-keys.ts). */
const dataKey = z.string().transform((text, context) => {
  const key = parseDataKey(text);
  if (!key) context.addIssue({ code: 'custom', message: '32 bytes, as base64 or 64 hex digits' });
  return key ?? Buffer.alloc(0);
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: trustedProxiesSchema.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  // Operations (decision 047). Metrics are never public: on their own port, or on the main
  // port behind a bearer token; with neither, /metrics is not served.
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_TOKEN: z.string().min(32).optional(),
  // On SIGTERM: how long requests in flight may take to finish before their sockets are cut.
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(120).default(10),
  // Load shedding: past these, answers are 503 with Retry-After (0 turns a check off). The
  // event-loop default applies on PostgreSQL; the embedded database runs its queries on the
  // event loop, so there it is off unless set. Heap: 90 % of V8's limit unless set.
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  LOAD_SHED_HEAP_USED_BYTES: z.coerce.number().int().min(0).optional(),
  LOAD_SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),

  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  DEMO_DATA: flag.optional(),
  // The OpenAPI page and document (/docs, /docs/json): on by default except in production.
  API_DOCS: flag.optional(),

  SESSION_SECRET: z.string().min(32).optional(),
  // Earlier secrets after a rotation (decision 048): their derived keys only open (two-factor
  // secrets, bank details without BANK_DATA_KEY) or recognise (calendar feed addresses).
  SESSION_SECRET_PREVIOUS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32)).max(5)),
  // Bank details are sealed under this key (decision 038); earlier keys only open old rows
  // until the hourly maintenance has sealed them again under the current one.
  BANK_DATA_KEY: dataKey.optional(),
  BANK_DATA_KEY_PREVIOUS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(z.array(dataKey).max(5)),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Teacher Portal <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),

  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(true),

  VIDEO_BASE_URL: link('https://videos.example.com/teacher/'),
  TESOL_URL: link('https://tesol.example.com/'),
  SHOP_URL: link('https://shop.example.com/'),
  TRAINING_COURSE_SHOP_URL: link('https://courses.example.com/'),
  HOW_TO_PASS_VIDEO_URL: link('https://videos.example.com/how-to-pass.mp4'),
  FACEBOOK_URL: link('https://www.facebook.com/'),
  INSTAGRAM_URL: link('https://www.instagram.com/'),
  LINKEDIN_URL: link('https://www.linkedin.com/'),
  YOUTUBE_URL: link('https://www.youtube.com/'),
  TWITTER_URL: link('https://twitter.com/'),
  GLASSDOOR_URL: link('https://www.glassdoor.com/'),
  DOWNLOAD_WINDOWS_URL: link('https://download.example.com/teacher-client-setup.exe'),
  DOWNLOAD_MAC_URL: link('https://download.example.com/teacher-client.dmg'),
  CLIENT_LATEST_VERSION: z.string().min(1).default('1.0.0'),

  // Demos (decision 035): the live rooms' base (a Jitsi Meet room needs no account; the
  // room's name ends in an unguessable key), and the criteria each phase's results score.
  MEETING_BASE_URL: link('https://meet.jit.si/'),
  INTERVIEW_CRITERIA: barList(DEFAULT_DEMO_CRITERIA.MINI_DEMO),
  // Classes (decision 039): how often the class clock starts and finishes classes (0: never,
  // for tests that move it themselves), and the demo server's student-side simulator.
  CLASS_CLOCK_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  SIMULATE_STUDENTS: flag.optional(),
  // Leave (decision 041): where the student side hears of classes given back (a signed POST,
  // retried by the job queue), and the shared secret of the signature; without the address
  // notices are kept as not sent.
  STUDENT_SIDE_WEBHOOK_URL: optionalUrl,
  STUDENT_SIDE_WEBHOOK_SECRET: z.string().min(32).optional(),
  TRAINING_CRITERIA: barList(DEFAULT_DEMO_CRITERIA.TRIAL_DEMO),

  // Account protection (decision 007). Windows: sign-in 15 minutes, the others one hour.
  CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT: count(5),
  CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_IP: count(20),
  CAPTCHA_AFTER_REGISTRATIONS_PER_IP: count(5),
  CAPTCHA_AFTER_RESET_EMAILS_PER_IP: count(3),
  LOCK_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT: count(100),
  // A password or code asked again inside a session, wrong this many times in an hour for one
  // account: its sessions end (issue 37).
  SIGN_OUT_AFTER_RECHECK_FAILURES: count(3),
  // The proof of work beside the captcha (decision 028): PBKDF2 iterations per attempt, and the
  // most attempts a solution needs (a third to all of it); about a second in a phone's browser.
  PROOF_OF_WORK_COST: z.coerce.number().int().min(1).max(100_000).default(1_000),
  PROOF_OF_WORK_COUNTER_MAX: z.coerce.number().int().min(3).max(1_000_000).default(1_500),
  // OWASP's minimum is the default and, outside NODE_ENV=test, the floor (crossVariableProblems).
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1_024).default(ARGON2_FLOOR.memoryKib),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).default(ARGON2_FLOOR.iterations),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(15),
  // Upload quotas per account (decision 027): uploads in the last hour, bytes kept.
  UPLOAD_QUOTA_PER_HOUR: count(30),
  UPLOAD_QUOTA_BYTES: count(200 * 1024 * 1024),
  // Days after a failed step before the applicant may apply again (decision 068; 0: at once).
  APPLY_AGAIN_DAYS: z.coerce.number().int().min(0).max(3650).default(APPLY_AGAIN_DEFAULT_DAYS),
});

/** Rules across variables, checked on the raw values so they are listed with the rest. */
function crossVariableProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    problems.push('S3_BUCKET: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
    problems.push(
      'SESSION_SECRET: required in production with DATABASE_URL (at least 32 characters)',
    );
  }
  if (env.STUDENT_SIDE_WEBHOOK_URL && !env.STUDENT_SIDE_WEBHOOK_SECRET) {
    problems.push(
      'STUDENT_SIDE_WEBHOOK_SECRET: required with STUDENT_SIDE_WEBHOOK_URL (at least 32 characters)',
    );
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.BANK_DATA_KEY) {
    problems.push('BANK_DATA_KEY: required in production with DATABASE_URL (32 bytes)');
  }
  // Tests may hash cheaply (their subject is the rules, not the cost: thousands of accounts
  // per run); every other environment keeps at least OWASP's minimum.
  if (env.NODE_ENV !== 'test') {
    if (Number(env.ARGON2_MEMORY_KIB ?? ARGON2_FLOOR.memoryKib) < ARGON2_FLOOR.memoryKib)
      problems.push(`ARGON2_MEMORY_KIB: at least ${ARGON2_FLOOR.memoryKib}`);
    if (Number(env.ARGON2_ITERATIONS ?? ARGON2_FLOOR.iterations) < ARGON2_FLOOR.iterations)
      problems.push(`ARGON2_ITERATIONS: at least ${ARGON2_FLOOR.iterations}`);
  }
  return problems;
}

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<
  Env,
  'PUBLIC_URL' | 'SESSION_SECRET' | 'DEMO_DATA' | 'BANK_DATA_KEY' | 'SIMULATE_STUDENTS' | 'API_DOCS'
> {
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  /** The key bank details are sealed under: BANK_DATA_KEY, else one derived from the secret. */
  BANK_DATA_KEY: Buffer;
  /** Whether demo data is loaded at start (decision 005). */
  DEMO_DATA: boolean;
  /** Whether /docs and /docs/json are served (issue 37: in production only when asked). */
  API_DOCS: boolean;
  /** Whether the student-side simulator books students into opened slots (default: with demo data). */
  SIMULATE_STUDENTS: boolean;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** `embedded` (PGlite under DATA_DIR, or in memory for tests) or `postgres`. */
  databaseKind: 'embedded' | 'postgres';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError listing every problem at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
        )),
    ...crossVariableProblems(present),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  // Made in every case, not only with a generated secret: the embedded database, the outbox
  // and local files live in it, and PGlite makes its own folder but not its parents.
  mkdirSync(dataDir, { recursive: true });
  const databaseKind = env.DATABASE_URL ? 'postgres' : 'embedded';
  const sessionSecret = env.SESSION_SECRET ?? embeddedSessionSecret(dataDir);
  // Never by default in production, whatever the database (decision 005).
  const demoData = env.DEMO_DATA ?? (databaseKind === 'embedded' && env.NODE_ENV !== 'production');
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    SESSION_SECRET: sessionSecret,
    // Development and tests need no setup; production on a real database must set it.
    BANK_DATA_KEY: env.BANK_DATA_KEY ?? deriveKey(sessionSecret, 'bank-data'),
    // Without BANK_DATA_KEY the key follows the secret: the earlier secrets' keys still open.
    BANK_DATA_KEY_PREVIOUS: env.BANK_DATA_KEY
      ? env.BANK_DATA_KEY_PREVIOUS
      : [...env.BANK_DATA_KEY_PREVIOUS, ...deriveKeys(env.SESSION_SECRET_PREVIOUS, 'bank-data')],
    DEMO_DATA: demoData,
    API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
    SIMULATE_STUDENTS: env.SIMULATE_STUDENTS ?? demoData,
    dataDir,
    databaseKind,
  };
}

/**
 * Without SESSION_SECRET a random one is made once and kept in DATA_DIR, so `npm start` needs
 * no setup and sessions survive a restart. Production with a real database must set it.
 */
function embeddedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
