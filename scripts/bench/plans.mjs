import { sha256Hex } from './lib/context.mjs';

/**
 * The SQL behind the hot calls, as Drizzle sends it (the repositories under
 * apps/server/src/modules), explained with EXPLAIN (ANALYZE, BUFFERS) on the seeded data.
 * The bench fails when a `hot` plan reads a table of more than 10,000 rows with a Seq Scan.
 * `hot: false` plans are printed for information only. `write: true` statements run inside a
 * transaction that is rolled back. A later feature adds its queries here.
 *
 *   name, usedBy, sql, params(ctx) => [...], hot (default true), write (default false),
 *   noSeqScan (tables never to be read with a Seq Scan, whatever their size in the bench)
 */
const USER_COLUMNS = 'select "id", "email", "password_hash", "stage", "status" from "users"';
/** The console's applicant list page (applicant-list.repository list): its row, cursor key and total. */
const applicantPage = (total) =>
  `select "users"."id", "users"."email", "resumes"."first_name", "resumes"."last_name", "users"."stage", "users"."status", "users"."created_at", "resumes"."submitted_at", (extract(epoch from "users"."created_at") * 1000000)::bigint::text, ${total} from "users" left join "resumes" on "resumes"."user_id" = "users"."id"`;
const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000).toISOString();

const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;
/** Every column of class_slots, as Drizzle's `select()` names them. */
const SLOT_COLUMNS = `select ${[
  'id',
  'teacher_id',
  'class_type_id',
  'course_type',
  'smart_class_type',
  'starts_at',
  'ends_at',
  'teaching_ends_at',
  'status',
  'capacity',
  'student_count',
  'peak',
  'peak_carrots',
  'topic',
  'lesson',
  'room_key',
  'from_standby',
  'joined_at',
  'reported_finish_type',
  'created_at',
  'updated_at',
]
  .map((column) => `"${column}"`)
  .join(', ')} from "class_slots"`;
/** Every column of payslips and payslip_lines, as Drizzle's `select()` names them. */
const columns = (table, names) => names.map((name) => `"${table}"."${name}"`).join(', ');
const PAYSLIP_COLUMNS = columns('payslips', [
  'id',
  'teacher_id',
  'month_start',
  'status',
  'total_cents',
  'version',
  'policy',
  'run_id',
  'generated_at',
  'released_at',
  'receipt_file_id',
  'receipt_at',
  'problem_message',
  'submitted_at',
  'paid_at',
  'updated_at',
]);
const LINE_COLUMNS = columns('payslip_lines', [
  'id',
  'payslip_id',
  'position',
  'custom_group',
  'pay_item',
  'source',
  'source_id',
  'slot_id',
  'at',
  'label',
  'finish_type',
  'amount_cents',
  'issue',
  'corrects_month',
  'corrects_payslip_id',
]);
/** Payslips grow by a month of teachers at a time: their reads must use an index from the start. */
const PAY_TABLES = ['payslips', 'payslip_lines'];
/** The first released payslip (bench/pay-generation.mjs) and its teacher. */
const releasedPayslip = (ctx) => {
  const [first] = ctx.payslips.released;
  if (!first) throw new Error('no released payslip to read (no pay month was generated)');
  return first;
};
const releasedTeacherId = (ctx) => ctx.classes.userIdOf(releasedPayslip(ctx).n);
const RELEASED = `("payslips"."teacher_id" = $1 and "payslips"."status" <> $2)`;
const MAIN_LINES = `("payslip_lines"."payslip_id" = $1 and "payslip_lines"."pay_item" in ($2))`;

/** A time in the middle of next week's Tuesday teaching hours (Beijing 18:00). */
const nextWeekTuesdayEvening = (ctx) => new Date(ctx.classes.currentWeek + WEEK_MS + 34 * HOUR_MS);

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
    name: 'applicant list total at one stage',
    usedBy:
      'funnel dashboard, a list page past the last (the counts the triggers on users keep: applicant-list.repository placeTotal)',
    sql: 'select sum("accounts") from "applicant_counts" where "applicant_counts"."stage" = $1',
    params: () => ['INTERVIEW'],
  },
  {
    name: 'applicant list first page, newest first, with its total',
    usedBy: 'console applicant list, first page (applicant-list.repository list)',
    sql: `${applicantPage('((select sum("accounts") from "applicant_counts"))')} order by "users"."created_at" desc, "users"."id" desc limit $1`,
    params: () => [51],
  },
  {
    name: 'applicant list page after a cursor (keyset), with its total',
    usedBy: 'console applicant list, a later page (applicant-list.repository list with after)',
    sql: `${applicantPage('((select sum("accounts") from "applicant_counts"))')} where ("users"."created_at", "users"."id") < (timestamptz 'epoch' + $1::bigint * interval '1 microsecond', $2::bigint) order by "users"."created_at" desc, "users"."id" desc limit $3`,
    params: (ctx) => [...ctx.accounts.listCursor.split('.'), 51],
  },
  {
    name: 'applicant list page at one stage after a cursor (keyset), with its total',
    usedBy:
      'console applicant list filtered by stage, a later page (applicant-list.repository list)',
    sql: `${applicantPage('((select sum("accounts") from "applicant_counts" where "applicant_counts"."stage" = $1))')} where ("users"."stage" = $2 and ("users"."created_at", "users"."id") < (timestamptz 'epoch' + $3::bigint * interval '1 microsecond', $4::bigint)) order by "users"."created_at" desc, "users"."id" desc limit $5`,
    params: (ctx) => ['INTERVIEW', 'INTERVIEW', ...ctx.accounts.listCursor.split('.'), 51],
  },
  {
    name: "a teacher's held times in a week",
    usedBy:
      'week grid, schedule, opening refusals (class-slots.repository held: the 4-hour look-back finds a long class begun the week before)',
    sql: `${SLOT_COLUMNS} where (("class_slots"."teacher_id" = $1 and "class_slots"."starts_at" >= $2 and "class_slots"."starts_at" < $3 and "class_slots"."ends_at" > $4) and "class_slots"."status" <> $5) order by "class_slots"."starts_at" asc`,
    params: (ctx) => [
      ctx.classes.sampleTeacherId,
      new Date(ctx.classes.currentWeek - 4 * HOUR_MS).toISOString(),
      new Date(ctx.classes.currentWeek + WEEK_MS).toISOString(),
      new Date(ctx.classes.currentWeek).toISOString(),
      'CANCELLED',
    ],
  },
  {
    name: 'week grid: held times, standby seats, signed contracts (one prepared read)',
    usedBy: 'week grid (class-week.repository grid; mirrors its SQL)',
    sql: `select (select json_agg(json_build_object('startsAt', (extract(epoch from s.starts_at) * 1000)::bigint,
        'endsAt', (extract(epoch from s.ends_at) * 1000)::bigint, 'status', s.status, 'smartClassType', s.smart_class_type,
        'peak', s.peak, 'studentCount', s.student_count) order by s.starts_at)
      from class_slots s where s.teacher_id = t.user_id and s.starts_at >= $2 and s.starts_at < $3 and s.ends_at > $4
        and s.status <> 'CANCELLED') as held,
      (select json_agg(json_build_array(st.starts_at, st.held, st.capacity)) from standby_times st
        where st.starts_at >= $4 and st.starts_at < $3) as seats,
      (select json_agg(json_build_object('id', c.id, 'version', c.version,
          'effectiveOn', to_char(c.effective_on, 'YYYY-MM-DD'), 'expiresOn', to_char(c.expires_on, 'YYYY-MM-DD'),
          'peakCarrots', c.peak_carrots))
        from contracts c where c.user_id = t.user_id and c.status = 'SIGNED') as contracts
      from teachers t where t.user_id = $1`,
    params: (ctx) => [
      ctx.classes.sampleTeacherId,
      new Date(ctx.classes.currentWeek - 4 * HOUR_MS).toISOString(),
      new Date(ctx.classes.currentWeek + WEEK_MS).toISOString(),
      new Date(ctx.classes.currentWeek).toISOString(),
    ],
  },
  {
    name: 'schedule: held times with students and latest outcome (one prepared read)',
    usedBy: 'schedule (class-week.repository schedule; mirrors its SQL)',
    sql: `select (select json_agg(json_build_object('id', s.id, 'startsAt', s.starts_at, 'status', s.status,
        'students', coalesce((select json_agg(json_build_object('studentId', c.student_id, 'level', c.level) order by c.id)
          from class_students c where c.slot_id = s.id and c.cancelled_at is null), '[]'::json),
        'finishType', (select latest.finish_type from class_outcomes latest where latest.slot_id = s.id order by latest.id desc limit 1))
        order by s.starts_at)
      from class_slots s where s.teacher_id = t.user_id and s.starts_at >= $2 and s.starts_at < $3 and s.ends_at > $4
        and s.status <> 'CANCELLED') as classes
      from teachers t where t.user_id = $1`,
    params: (ctx) => [
      ctx.classes.sampleTeacherId,
      new Date(ctx.classes.currentWeek - 4 * HOUR_MS).toISOString(),
      new Date(ctx.classes.currentWeek + WEEK_MS).toISOString(),
      new Date(ctx.classes.currentWeek).toISOString(),
    ],
  },
  {
    name: "a teacher's signed contracts",
    usedBy:
      'account guard, opening, joining, leave periods (signed-contracts.repository of: the contract in force, decision 052)',
    sql: 'select "id", "user_id", "version", "effective_on", "expires_on", "contract_type", "pay_per_class_cents", "basic_increase_cents", "peak_carrots", "renews_contract_id" from "contracts" where ("contracts"."user_id" = $1 and "contracts"."status" = $2) order by "contracts"."effective_on" asc, "contracts"."version" asc',
    params: (ctx) => [ctx.classes.sampleTeacherId, 'SIGNED'],
  },
  {
    name: "the clock's out-of-contract sweep (classes of the next day no contract holds)",
    usedBy:
      'the class clock, every minute (class-releases.repository candidates, scope soon: decision 052)',
    sql: `${SLOT_COLUMNS} where (("class_slots"."starts_at" >= $1 and ("class_slots"."starts_at" < $2 and not exists (select 1 from "contracts" c where c.user_id = "class_slots"."teacher_id"
        and c.status = 'SIGNED'
        and c.effective_on <= (("class_slots"."starts_at" at time zone 'UTC') + interval '8 hours')::date
        and c.expires_on >= (("class_slots"."starts_at" at time zone 'UTC') + interval '8 hours')::date)))
      and "class_slots"."status" in ($3, $4, $5, $6, $7) and ("class_slots"."status" <> 'IN_PROCESS' or "class_slots"."joined_at" is null))
      order by "class_slots"."starts_at", "class_slots"."id"`,
    params: () => [
      new Date(Date.now() - 4 * HOUR_MS).toISOString(),
      new Date(Date.now() + 24 * HOUR_MS).toISOString(),
      'OPEN',
      'INTENTION',
      'BOOKED',
      'STANDBY_BOOKED',
      'IN_PROCESS',
    ],
  },
  {
    name: "a teacher's class at a start",
    usedBy: 'student-side booking (class-slots.repository classAt)',
    sql: `${SLOT_COLUMNS} where ("class_slots"."teacher_id" = $1 and "class_slots"."starts_at" = $2 and "class_slots"."course_type" = $3 and "class_slots"."status" <> $4)`,
    params: (ctx) => [
      ctx.classes.sampleTeacherId,
      nextWeekTuesdayEvening(ctx).toISOString(),
      'MAIN',
      'CANCELLED',
    ],
  },
  {
    name: 'bookable classes of a type in a week',
    usedBy: 'student side: open units (class-slots.repository bookable)',
    sql: `${SLOT_COLUMNS} where ("class_slots"."course_type" = $1 and "class_slots"."status" in ($2, $3, $4) and "class_slots"."starts_at" >= $5 and "class_slots"."starts_at" < $6 and "class_slots"."starts_at" > $7 and "class_slots"."student_count" < "class_slots"."capacity") order by "class_slots"."starts_at" asc, "class_slots"."id" asc limit $8`,
    params: (ctx) => [
      'MAIN',
      'OPEN',
      'INTENTION',
      'BOOKED',
      new Date(ctx.classes.currentWeek + WEEK_MS).toISOString(),
      new Date(ctx.classes.currentWeek + 2 * WEEK_MS).toISOString(),
      new Date().toISOString(),
      1000,
    ],
  },
  {
    name: "a teacher's released payslips, newest month first",
    usedBy: 'payslip list, earnings (payslip-reads.repository releasedPage)',
    sql: `select ${PAYSLIP_COLUMNS} from "payslips" where ${RELEASED} order by "payslips"."month_start" desc limit $3 offset $4`,
    params: (ctx) => [releasedTeacherId(ctx), 'DRAFT', 50, 0],
    noSeqScan: PAY_TABLES,
  },
  {
    name: "a teacher's released payslips, total",
    usedBy: 'payslip list (payslip-reads.repository releasedPage)',
    sql: `select count(*) from "payslips" where ${RELEASED}`,
    params: (ctx) => [releasedTeacherId(ctx), 'DRAFT'],
    noSeqScan: PAY_TABLES,
  },
  {
    name: "payslips' group sums",
    usedBy: 'payslip list, detail, earnings (payslip-reads.repository groupSums)',
    sql: 'select "payslip_id", "custom_group", count(*), coalesce(sum("payslip_lines"."amount_cents"), 0)::int from "payslip_lines" where "payslip_lines"."payslip_id" in ($1) group by "payslip_lines"."payslip_id", "payslip_lines"."custom_group"',
    params: (ctx) => [releasedPayslip(ctx).payslipId],
    noSeqScan: PAY_TABLES,
  },
  {
    name: 'payslip by id',
    usedBy: "every payslip call's ownership check (payslip-reads.repository find)",
    sql: `select ${PAYSLIP_COLUMNS} from "payslips" where "payslips"."id" = $1`,
    params: (ctx) => [releasedPayslip(ctx).payslipId],
    noSeqScan: PAY_TABLES,
  },
  {
    name: "a page of a payslip's main-class lines",
    usedBy: 'payslip detail click (payslip-reads.repository linesPage)',
    sql: `select ${LINE_COLUMNS} from "payslip_lines" where ${MAIN_LINES} order by "payslip_lines"."position" asc limit $3 offset $4`,
    params: (ctx) => [releasedPayslip(ctx).payslipId, 'MAIN_CLASS', 50, 0],
    noSeqScan: PAY_TABLES,
  },
  {
    name: "a payslip's main-class lines, total",
    usedBy: 'payslip detail click (payslip-reads.repository linesPage)',
    sql: `select count(*) from "payslip_lines" where ${MAIN_LINES}`,
    params: (ctx) => [releasedPayslip(ctx).payslipId, 'MAIN_CLASS'],
    noSeqScan: PAY_TABLES,
  },
  {
    name: "the clock's starts (booked classes due)",
    usedBy: 'the class clock, every minute (class-slots.repository startDue, one of four)',
    write: true,
    sql: 'update "class_slots" set "status" = $1, "updated_at" = $2 where ("class_slots"."status" = $3 and "class_slots"."starts_at" <= $4) returning "id"',
    params: () => ['IN_PROCESS', new Date().toISOString(), 'BOOKED', new Date().toISOString()],
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
