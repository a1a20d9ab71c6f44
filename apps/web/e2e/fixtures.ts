/**
 * The browser tests' `test`. Per worker: an SMTP inbox, a database (a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set, else the server's embedded PGlite) and one built
 * server using both, with `baseURL` pointing at it so specs can `page.goto('/v2/home')`.
 * Needs `npm run build` first (apps/web/dist and apps/server/dist).
 */
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createWorkerDatabase, requirePostgres, type WorkerDatabase } from './support/database';
import {
  freePort,
  HEALTH_TIMEOUT_MS,
  removeDataDir,
  startServer,
  STOP_TIMEOUT_MS,
} from './support/server-process';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';

export interface ServerInfo {
  /** e.g. http://127.0.0.1:41234 (no trailing slash); also the server's PUBLIC_URL. */
  url: string;
  /** The server's DATA_DIR, removed after the worker's last test. */
  dataDir: string;
  /** The server's DATABASE_URL, when it runs on PostgreSQL. */
  databaseUrl: string | undefined;
  sessionSecret: string;
}

interface WorkerFixtures {
  server: ServerInfo;
  inbox: SmtpInbox;
  database: WorkerDatabase;
}

interface TestFixtures {
  /** The worker's PostgreSQL URL; fails the test with instructions when there is none. */
  postgres: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  database: [
    // Playwright reads the fixtures a fixture needs from this destructuring: it must stay.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const database = await createWorkerDatabase();
      try {
        await use(database);
      } finally {
        await database.drop();
      }
    },
    { scope: 'worker' },
  ],
  inbox: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const inbox = await startSmtpInbox();
      try {
        await use(inbox);
      } finally {
        await inbox.close();
      }
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ database, inbox }, use) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const sessionSecret = randomBytes(32).toString('base64url');
      const server = await startServer({
        port,
        env: {
          PUBLIC_URL: url,
          SMTP_URL: inbox.url,
          JOBS_POLL_SECONDS: '0.5',
          // Every journey comes from 127.0.0.1: per-address captcha thresholds would make
          // journeys depend on each other. The per-account rule (5 failures) stays.
          CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_IP: '1000',
          CAPTCHA_AFTER_REGISTRATIONS_PER_IP: '1000',
          CAPTCHA_AFTER_RESET_EMAILS_PER_IP: '1000',
          // Journeys play the student side themselves (its calls), never at random.
          SIMULATE_STUDENTS: 'false',
          // The server runs with NODE_ENV=production, which loads no demo data unless asked:
          // on the embedded database the journeys keep the demo data they always had.
          // Production on PostgreSQL also requires the bank details' key (decision 038).
          ...(database.url
            ? {
                DATABASE_URL: database.url,
                SESSION_SECRET: sessionSecret,
                BANK_DATA_KEY: randomBytes(32).toString('base64'),
                DEMO_DATA: 'false',
              }
            : { DEMO_DATA: 'true' }),
        },
      });
      try {
        await use({ url, dataDir: server.dataDir, databaseUrl: database.url, sessionSecret });
      } finally {
        const exit = await server.stop(STOP_TIMEOUT_MS);
        await removeDataDir(server.dataDir);
        if (exit.killed) console.warn(`The server on ${url} ignored SIGTERM and was killed.`);
      }
    },
    { scope: 'worker', timeout: HEALTH_TIMEOUT_MS + STOP_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  postgres: async ({ database }, use) => {
    await use(requirePostgres(database, 'reads the database or runs the staff command'));
  },
});

export { expect };

let accounts = 0;
/** A fresh address for each call that passes the strict sign-up rule. */
export function newEmail(prefix = 'teacher'): string {
  accounts += 1;
  return `${prefix}.${Date.now()}${process.pid}${accounts}@example.com`;
}

export const PASSWORD = 'secret123';

/** The e-mail field of a form (an autocomplete: its suggestion list carries the same label). */
export const emailField = (scope: Page | Locator) => scope.getByRole('combobox', { name: 'Email' });

/** A password field by its label (the label's text also holds the required asterisk). */
export const passwordField = (scope: Page | Locator, name = 'Password') =>
  scope.getByRole('textbox', { name, exact: true });

/**
 * Registers an account through the API, as the set-up of a journey about something else.
 * With `page.request` the browser is signed in as well (it shares the page's cookies); with
 * the `request` fixture it stays signed out.
 */
export async function registerAccount(
  request: APIRequestContext,
  email = newEmail(),
  password = PASSWORD,
): Promise<{ email: string; password: string }> {
  const response = await request.post('/t/tn/user/register', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password };
}

/** Opens /home in one mode of the login form and waits for that mode's heading. */
export async function openAccountForm(page: Page, type: 'register' | 'login' | 'reset') {
  await page.goto(`/v2/home?type=${type}`);
  const headings = {
    register: 'Become a Hero',
    login: 'Welcome back',
    reset: 'Forgot your password?',
  };
  await expect(page.getByRole('heading', { level: 2, name: headings[type] })).toBeVisible();
}

/** Finite animations and transitions still running in the page (spinners run forever). */
function runningTransitions(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        ).length,
  );
}

/**
 * Starts noting, in the page, any transition or finite animation that begins from now on
 * (a toast closing on its timer, a menu opening). Cleared on each call.
 */
function watchForMotion(page: Page): Promise<void> {
  return page.evaluate(() => {
    const state = window as unknown as { motionSeen?: boolean; motionWatched?: boolean };
    state.motionSeen = false;
    if (state.motionWatched) return;
    state.motionWatched = true;
    const seen = (event: Event) => {
      const target = event.target as Element;
      if (event.type === 'animationstart') {
        if (getComputedStyle(target).animationIterationCount === 'infinite') return;
      }
      state.motionSeen = true;
    };
    for (const type of ['transitionrun', 'animationstart']) {
      document.addEventListener(type, seen, true);
    }
  });
}

function motionSeen(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { motionSeen?: boolean }).motionSeen !== false);
}

/** At most this many analyses are thrown away because something moved while axe read. */
const ANALYSES_AT_REST_TRIES = 5;

/**
 * Runs axe on the page as it is now and fails, listing them, on violations of impact
 * `serious` or `critical`. Pass a builder to narrow it (`include`, `disableRules`, ...).
 *
 * One `axe.run` in the page (legacy mode) rather than a partial run per frame finished in a
 * new blank page, and only violations collected: a third of the time on a big page (the week
 * grid: 4 s against 11), the same rules and results. Our pages embed no cross-origin frame
 * of our own; legacy mode still reads same-origin ones (decision 070).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  builder = new AxeBuilder({ page }),
) {
  // The page at rest, as a person reads it: axe reading a dialog mid-fade measured its text's
  // contrast against a half-transparent background (decision 015). Polled from Node, so a
  // page whose clock a test holds is waited for all the same. Something can also start
  // moving while axe reads (a toast's timer ran out mid-analysis and its fading text failed
  // the contrast rule): such an analysis is thrown away and made again.
  let results: Awaited<ReturnType<AxeBuilder['analyze']>> | undefined;
  for (let tries = 0; tries < ANALYSES_AT_REST_TRIES && !results; tries += 1) {
    await expect.poll(() => runningTransitions(page)).toBe(0);
    await watchForMotion(page);
    const analysis = await builder
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    if (!(await motionSeen(page))) results = analysis;
  }
  if (!results) {
    throw new Error(`The page never stayed still while axe read it: ${page.url()}`);
  }
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const listed = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(
    listed.length,
    `Serious accessibility violations on ${page.url()}:\n${listed.join('\n')}`,
  ).toBe(0);
}
