import { randomBytes, randomInt } from 'node:crypto';
import { sha256Hex } from '../lib/context.mjs';
import { beijingWeekStart, WEEK_MS } from '../lib/teaching-time.mjs';

/** Activated teachers, whatever BENCH_USERS says (the scale). */
const TEACHERS = 2_000;
/** Weeks of classes before the current Beijing week, and weeks from it on (the 5-week window). */
const PAST_WEEKS = 8;
const FUTURE_WEEKS = 5;
/** Units a teacher holds: 88 units a week x 13 weeks x 0.47 = 538 per teacher, 1.07 M in all. */
const HELD_SHARE = 0.47;
const MIN_SLOTS = 1_000_000;
/** Teaching referral codes have 10 digits (accounts 9, races 9 or 13): they never collide. */
const REFERRAL_BASE = 8_000_000_000;
const SAMPLE_TEACHERS = 200;

/**
 * Teaching (issue 12): 2,000 activated teachers (tables users at CONTRACT/Finish, resumes,
 * teachers, a signed contract each, a signed-in session each) and over 1,000,000 class_slots
 * rows with their class_students, in set-based statements (generate_series), no API.
 *
 * Teacher n: e-mail bench.teacher<n>@example.com, session token `<prefix><n>` (stored as its
 * sha256, like accounts). Their contract ($9-11 a class by n) is in force from 200 days back,
 * so it also covers the pay seed's month (seeds/payslips.mjs), before these weeks. Their
 * slots: every unit of the default teaching windows (Beijing 17:00-21:00 on weekdays,
 * 09:00-21:00 at weekends, half-hour blocks on the half-hour grid, so a teacher's rows never
 * overlap) of the 8 weeks before the current Beijing week and the 5 from it, each held with
 * probability 0.47 (a fixed seed: the same shape every run). 85 % MAIN (1v4), 15 % MAIN_1_V_2
 * (1v2). Past units are FINISH (with 1 to capacity students) or EXPIRE (none);
 * future ones BOOKED (1 to capacity students) or OPEN (none). Each FINISH class has the clock's
 * outcome row. Rows are inserted in start order (teachers open times shortly before them), which
 * is also the order the exclusion constraint's GiST index takes fastest.
 */
export default {
  name: 'classes',
  // users and sessions are the accounts seeder's (analyzed there; 2,000 more rows change little).
  tables: ['resumes', 'teachers', 'contracts', 'class_slots', 'class_students', 'class_outcomes'],
  async run({ client, ctx }) {
    const tokenPrefix = randomBytes(18).toString('base64url');
    const now = Date.now();
    const firstWeek = beijingWeekStart(now) - PAST_WEEKS * WEEK_MS;

    const { rows: author } = await client.query(
      `insert into staff (email, name, roles, status)
       values ('bench.contracts@example.com', 'Bench Contract Author', array['RECRUITER'], 'ACTIVE')
       returning id`,
    );
    const teachers = await client.query(
      `with created as (
         insert into users (email, password_hash, referral_code, stage, status, created_at)
         select 'bench.teacher' || n || '@example.com', 'x', ($1::bigint + n)::text,
                'CONTRACT', 'Finish', now() - interval '120 days'
           from generate_series(1, $2::int) as n
         returning id, referral_code::bigint - $1::bigint as n
       ),
       resumed as (
         insert into resumes (user_id, commit_step, first_name, last_name, fields, submitted_at)
         select id, 3, 'Bench', 'Teacher ' || n,
                jsonb_build_object('firstName', 'Bench', 'lastName', 'Teacher ' || n), now() - interval '150 days'
           from created
       ),
       activated as (
         insert into teachers (user_id, activated_at) select id, now() - interval '100 days' from created
       ),
       -- Opening a time needs the ESL certificate passed (decision 075).
       certified as (
         insert into applicant_documents (user_id, use_type, status, storage_key)
         select id, 'TEACHER_CERTIFICATE', 'PASS', 'bench/certificate.pdf' from created
       ),
       signed as (
         insert into contracts (user_id, version, status, contract_type, pay_per_class_cents,
                                basic_increase_cents, peak_carrots, effective_on, expires_on, created_by,
                                unsigned_storage_key, unsigned_sha256, signed_name, signed_at, signed_storage_key)
         select id, 1, 'SIGNED', 'STANDARD', 900 + 100 * (n % 3), 25, 1, current_date - 200, current_date + 165, $3,
                'contracts/bench-unsigned.pdf', repeat('0', 64), 'Bench Teacher', now() - interval '210 days',
                'contracts/bench-signed.pdf'
           from created
       ),
       signed_in as (
         insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at, ip, user_agent)
         select encode(sha256(convert_to($4 || n::text, 'UTF8')), 'hex'), id, now(), now(),
                now() + interval '30 days', '127.0.0.1', 'portal-bench seed'
           from created
       )
       select id, n::int as n from created`,
      [REFERRAL_BASE, TEACHERS, author[0].id, tokenPrefix],
    );

    // The schedule (a million slot rows, most of the set-up's time) only for the parts that
    // read it: the calls, the plans and scale-out; pay and the races need the teachers alone.
    const schedule = ctx.scale.schedule
      ? await seedSchedule(client, teachers.rows, firstWeek)
      : { slots: 0, students: 0, outcomes: 0 };

    const userIdOf = new Map(teachers.rows.map((row) => [row.n, Number(row.id)]));
    const tokenOf = (n) => `${tokenPrefix}${n}`;
    const randomN = () => randomInt(1, TEACHERS + 1);

    // The first token must be what the server would store, or every call would answer 401.
    const probe = randomN();
    const { rows: check } = await client.query(
      `select s.user_id from sessions s where s.token_hash = $1`,
      [sha256Hex(tokenOf(probe))],
    );
    if (check.length !== 1 || Number(check[0].user_id) !== userIdOf.get(probe))
      throw new Error('seeded teacher session tokens do not match their hashes');

    // One sample teacher's classes of this week, for the plans of the schedule's reads.
    const sample = Array.from({ length: SAMPLE_TEACHERS }, () => randomN());
    const currentWeek = beijingWeekStart(now);

    ctx.classes = {
      teachers: TEACHERS,
      tokenOf,
      userIdOf: (n) => userIdOf.get(n),
      randomN,
      /** Teachers (n) the calls rotate through, each with their token. */
      sample,
      /** The first sample teacher's user id (the plans read their week). */
      sampleTeacherId: userIdOf.get(sample[0]),
      /** The Beijing weeks that hold slots: the first seeded and the current one (ms). */
      firstWeek,
      currentWeek,
      weeks: PAST_WEEKS + FUTURE_WEEKS,
      contractAuthorId: Number(author[0].id),
    };
    return {
      teachers: TEACHERS,
      sessions: teachers.rowCount,
      class_slots: schedule.slots,
      class_students: schedule.students,
      class_outcomes: schedule.outcomes,
    };
  },
};

/** The teachers' slots of the 13 weeks, their students and the finished ones' outcomes. */
async function seedSchedule(client, teachers, firstWeek) {
  // Same rows every run: random() follows the session's seed.
  await client.query('select setseed(0.12)');
  const slots = await client.query(
    `with types as (
       select max(id) filter (where smart_class_type = 'MAIN') as main,
              max(id) filter (where smart_class_type = 'MAIN_1_V_2') as duo
         from class_types
     ),
     teacher as (select unnest($1::bigint[]) as id, unnest($2::int[]) as n),
     -- The 88 half-hour units of a week (Beijing): day 0 = Monday, minute of the day.
     unit as (
       select d, h * 30 as minute
         from generate_series(0, 6) as d, generate_series(0, 47) as h
        where h * 30 + 30 <= 1260 and h * 30 >= case when d < 5 then 1020 else 540 end
     ),
     held as (
       select t.id as teacher_id, t.n,
              -- Minutes, not days: Beijing has no daylight saving, the session's zone may.
              to_timestamp($3::double precision / 1000) + make_interval(mins => (w * 7 + u.d) * 1440 + u.minute) as starts_at,
              (u.minute >= 1140 or (u.d >= 5 and u.minute < 660)) as peak,
              random() as pick, random() as kind, random() as fill
         from teacher t, generate_series(0, $4::int - 1) as w, unit u
     ),
     shaped as (
       select h.*, case when h.kind < 0.85 then 4 else 2 end as capacity,
              case when h.starts_at <= now()
                   then case when h.fill < 0.7 then 'FINISH' else 'EXPIRE' end
                   else case when h.fill < 0.5 then 'BOOKED' else 'OPEN' end
              end as status
         from held h
        where h.pick < $5::double precision
     )
     insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type, starts_at,
                              ends_at, teaching_ends_at, status, capacity, student_count, peak,
                              peak_carrots, room_key, joined_at, reported_finish_type, created_at,
                              updated_at)
     select s.teacher_id,
            case when s.capacity = 4 then types.main else types.duo end,
            case when s.capacity = 4 then 'MAIN' else 'MAIN_1_V_2' end,
            case when s.capacity = 4 then 'MAIN' else 'MAIN_1_V_2' end,
            s.starts_at, s.starts_at + interval '30 minutes', s.starts_at + interval '25 minutes',
            s.status, s.capacity,
            case when s.status in ('FINISH', 'BOOKED') then 1 + floor(s.fill * 1000)::int % s.capacity else 0 end,
            s.peak, case when s.peak then 1 else 0 end,
            'bench-room-' || s.n || '-' || extract(epoch from s.starts_at)::bigint,
            case when s.status = 'FINISH' then s.starts_at - interval '3 minutes' end,
            case when s.status = 'FINISH' then 'AS_SCHEDULED' end,
            least(s.starts_at - interval '3 days', now()), least(s.starts_at, now())
       from shaped s, types
      order by s.starts_at, s.pick`,
    [
      teachers.map((row) => row.id),
      teachers.map((row) => row.n),
      firstWeek,
      PAST_WEEKS + FUTURE_WEEKS,
      HELD_SHARE,
    ],
  );
  if (slots.rowCount < MIN_SLOTS)
    throw new Error(`only ${slots.rowCount} class_slots seeded (want ${MIN_SLOTS})`);

  const students = await client.query(
    `insert into class_students (slot_id, student_id, level, unit, lesson, booked_at)
     select s.id, 'stu-' || ((s.id * 4 + i) % 400000), 'L' || (1 + s.id % 6), 'U' || (1 + s.id % 12),
            'Lesson ' || (1 + i), least(s.starts_at - interval '2 days', now())
       from class_slots s, generate_series(0, s.student_count - 1) as i
      where s.student_count > 0 and s.teacher_id = any($1::bigint[])`,
    [teachers.map((row) => row.id)],
  );

  // The clock records how each finished class ended (pay and the schedule read the latest).
  const outcomes = await client.query(
    `insert into class_outcomes (slot_id, finish_type, recorded_by, created_at)
     select s.id, 'AS_SCHEDULED', 'CLOCK', s.teaching_ends_at
       from class_slots s
      where s.status = 'FINISH' and s.teacher_id = any($1::bigint[])`,
    [teachers.map((row) => row.id)],
  );

  return { slots: slots.rowCount, students: students.rowCount, outcomes: outcomes.rowCount };
}
