/**
 * The calls `npm run bench` measures, in this order. Adding a feature's hot call is one entry:
 *
 *   name      the row's label
 *   target    'portal' (the built server, default) or 'baseline' (bare Fastify, the reference)
 *   method    HTTP method
 *   path      a path, or `paths(ctx)` returning several, requested round-robin
 *   headers   fixed headers
 *   request   optional `(ctx) => () => ({ headers?, body? })`: called once before the run, the
 *             function it returns once per request (distinct tokens, accounts, addresses)
 *   expect    the status every answer should have (checked once before the load; the table
 *             counts the non-2xx answers under load)
 *   schedule  true when it reads the teachers' seeded slots (seeded only when a call needs them)
 *   payslips  true when it reads released payslips (generated and released only then)
 *   aim       optional `{ ratio, p99 }`: the aim, at least `ratio` of the baseline's
 *             requests per second and a p99 of at most `p99` ms in the same run (reported as
 *             met or short, like decision 031's aims; it does not fail the run)
 *
 * `ctx` is scripts/bench/lib/context.mjs: `ctx.accounts` (seeded accounts and session tokens),
 * `ctx.classes` (seeded teachers, their tokens and weeks), `ctx.payslips.released` (teachers
 * with a released payslip: token and payslip id), `ctx.nextIp()` (a fresh client
 * address for x-forwarded-for), `ctx.landingAssets`.
 */
const COMPRESSED = { 'accept-encoding': 'gzip, br' };
const JSON_BODY = { 'content-type': 'application/json' };
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Sessions of the sample of seeded teachers, one per request, round robin. */
const teacherTokens = (ctx) => {
  const tokens = ctx.classes.sample.map((n) => ctx.classes.tokenOf(n));
  let i = 0;
  return () => ({ headers: { 'x-user-token': tokens[i++ % tokens.length] } });
};

/** The released payslips' teachers, one per request, round robin, with `body(payslipId)`. */
const payslipRequests = (body) => (ctx) => {
  const released = ctx.payslips.released;
  let i = 0;
  return () => {
    const { token, payslipId } = released[i++ % released.length];
    return {
      headers: { ...JSON_BODY, 'x-user-token': token },
      body: JSON.stringify(body(payslipId)),
    };
  };
};

export const CALLS = [
  {
    name: 'baseline: bare Fastify {ok:true}',
    target: 'baseline',
    method: 'GET',
    path: '/',
    expect: 200,
  },
  {
    name: 'landing HTML GET /v2/home',
    method: 'GET',
    path: '/v2/home',
    headers: { accept: 'text/html', ...COMPRESSED },
    expect: 200,
  },
  {
    name: 'landing JS+CSS (gzip, br)',
    method: 'GET',
    paths: (ctx) => ctx.landingAssets,
    headers: COMPRESSED,
    expect: 200,
  },
  {
    name: 'login check (x-user-token)',
    method: 'POST',
    path: '/t/tn/user/check/login',
    // Seeded sessions (a random sample) and sessions the server issued at sign-in.
    request: (ctx) => {
      const tokens = [...ctx.accounts.signedInTokens, ...ctx.accounts.sampleTokens];
      let i = 0;
      return () => ({ headers: { 'x-user-token': tokens[i++ % tokens.length] } });
    },
    expect: 200,
  },
  {
    name: 'sign-in (argon2id verify)',
    method: 'POST',
    path: '/t/tn/user/foreign/login',
    // A different account and client address per request, with the right password: no
    // captcha rule (failures) and no per-address rate limit (30/min) ever applies.
    request: (ctx) => () => ({
      headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp() },
      body: JSON.stringify({
        email: ctx.accounts.emailOf(ctx.accounts.nextSignInN()),
        password: ctx.accounts.password,
      }),
    }),
    expect: 200,
  },
  {
    name: 'console applicant list, first page (RECRUITER)',
    method: 'GET',
    // Every seeded account is an applicant (100,000): the page reads the index's end, its
    // total the counts kept per stage and status (migration 0021), not the accounts.
    path: '/ops/applicants?pageSize=50',
    request: (ctx) => () => ({ headers: { 'x-auth-token': ctx.staff.recruiterToken } }),
    expect: 200,
    aim: { ratio: 0.05, p99: 250 },
  },
  {
    name: 'console applicant list, a page 5,000 rows down by cursor',
    method: 'GET',
    // The keyset page the web asks for when paging on: read from the cursor on in the index.
    paths: (ctx) => [`/ops/applicants?pageSize=50&after=${ctx.accounts.listCursor}`],
    request: (ctx) => () => ({ headers: { 'x-auth-token': ctx.staff.recruiterToken } }),
    expect: 200,
    aim: { ratio: 0.05, p99: 250 },
  },
  {
    name: 'week grid GET /t/tc/book/all/units (MAIN)',
    schedule: true,
    method: 'GET',
    // This week's and next week's grid (about 40 held times each of 1,000,000 rows).
    paths: (ctx) =>
      [ctx.classes.currentWeek, ctx.classes.currentWeek + WEEK_MS].map(
        (week) => `/t/tc/book/all/units?courseType=MAIN&weekStartTime=${week}`,
      ),
    request: teacherTokens,
    expect: 200,
    aim: { ratio: 0.2, p99: 50 },
  },
  {
    // The same reads with a key no answer is kept under (any time in the week names the week):
    // what a teacher's first look in a minute costs, the database read included (decision 040).
    name: 'week grid, not cached (a new key each request)',
    schedule: true,
    method: 'GET',
    paths: (ctx) =>
      Array.from(
        { length: 50_000 },
        (_, i) =>
          `/t/tc/book/all/units?courseType=MAIN&weekStartTime=${ctx.classes.currentWeek + i}`,
      ),
    request: teacherTokens,
    expect: 200,
  },
  {
    name: "teacher's schedule GET /t/tc/book/schedule",
    schedule: true,
    method: 'GET',
    // This week: finished classes with their students and outcomes, and booked ones to come.
    paths: (ctx) => [`/t/tc/book/schedule?weekStartTime=${ctx.classes.currentWeek}`],
    request: teacherTokens,
    expect: 200,
    aim: { ratio: 0.2, p99: 50 },
  },
  {
    // The month's released payslip with its groups' sums (issue 14; decision 042).
    name: 'payslip list POST /t/tc/pay/payslip/list',
    payslips: true,
    method: 'POST',
    path: '/t/tc/pay/payslip/list',
    request: payslipRequests(() => ({ pageIndex: 1, pageSize: 50 })),
    expect: 200,
    aim: { ratio: 0.2, p99: 50 },
  },
  {
    // The first page of a payslip's main classes (about 170 of the 200 lines of class pay).
    name: 'payslip detail click POST /t/tc/pay/payslip/detail/click',
    payslips: true,
    method: 'POST',
    path: '/t/tc/pay/payslip/detail/click',
    request: payslipRequests((payslipId) => ({ payslipId, pageIndex: 1, pageSize: 50 })),
    expect: 200,
    aim: { ratio: 0.2, p99: 50 },
  },
  {
    // The bell on every teacher page (decision 067): a partial index of the unread ones.
    name: 'notification bell GET /t/tc/notifications/unread-count',
    schedule: true,
    method: 'GET',
    path: '/t/tc/notifications/unread-count',
    request: teacherTokens,
    expect: 200,
    aim: { ratio: 0.2, p99: 50 },
  },
  {
    name: 'notification drawer GET /t/tc/notifications (first page)',
    schedule: true,
    method: 'GET',
    path: '/t/tc/notifications?pageIndex=1',
    request: teacherTokens,
    expect: 200,
    aim: { ratio: 0.2, p99: 50 },
  },
  {
    name: 'OpenAPI document GET /docs/json',
    method: 'GET',
    path: '/docs/json',
    headers: COMPRESSED,
    expect: 200,
  },
];
