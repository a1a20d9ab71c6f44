import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../lib/context.mjs';
import { beijingMonthBefore, inPeakHours, inTeachingHours } from '../lib/teaching-time.mjs';

const GRID_MS = 30 * 60 * 1000;
/** A prime above any month's count of units: i -> (i * STEP + n) mod units is a permutation. */
const STEP = 7919;
/** Teachers n % 3 = 0 teach mostly outside peak hours: they stay under the peak threshold (60). */
const QUIET_PEAK_EVERY = 5;

/** The month's teaching units (Beijing teaching hours, in time order) with their peak flag. */
function monthUnits({ start, end }) {
  const units = [];
  for (let at = start; at < end; at += GRID_MS)
    if (inTeachingHours(at)) units.push({ at, peak: inPeakHours(at) });
  return units;
}

/** Teachers of the smaller month: generated twice (the same payslips?), then read by the calls. */
export const REPEAT_TEACHERS = 200;

/**
 * Payslips (issue 14, decision 042): the Beijing month before the classes seed's weeks (so
 * nothing else of the bench falls in it) in which the first BENCH_PAY_TEACHERS teachers of the
 * classes seed (their contracts are in force) taught BENCH_PAY_CLASSES finished classes each
 * (default 2,000 x 200), seeded only when the pay part runs (its generation is timed); and the
 * month before that, made the same way for the first 200 teachers (the "repeat" month: the pay
 * part generates it twice, and the calls read its released payslips). Each month in set-based
 * statements:
 *
 * - class_slots FINISH at the month's teaching units, chosen per teacher by a permutation of
 *   the units (no overlap; teachers n % 3 = 0 from the units outside peak hours and every 5th
 *   peak one, so they stay under the peak incentive's 60 slots; the others pass it); 85 % MAIN,
 *   15 % MAIN_1_V_2; 4 % taken over through standby (from_standby); joined 10 or 3 minutes early;
 *   with their class_students;
 * - class_outcomes: a mix of finish types (80 % AS_SCHEDULED, then student no-shows, IT and
 *   system problems, cancellations, teacher no-shows); 2 % corrected by staff (an earlier row
 *   superseded: the latest counts);
 * - each TEACHER_NO_SHOW a leave record with its class and a FINE of 10 dollars in
 *   pay_deductions, a third of them reversed (FINE_REVERSED);
 * - pay_adjustments for teachers n % 10 = 3 (+25 dollars) and n % 10 = 7 (-15 dollars);
 * - a FINANCE member with the second factor on and a signed-in session, for the console's
 *   generation and release (FINANCE must have it: decision 029).
 */
export default {
  name: 'payslips',
  tables: [
    'class_slots',
    'class_students',
    'class_outcomes',
    'leave_records',
    'leave_record_classes',
    'pay_deductions',
    'pay_adjustments',
  ],
  async run({ client, ctx }) {
    const { payTeachers, payClasses, payMonth } = ctx.scale;
    if (payTeachers > ctx.classes.teachers)
      throw new Error(`BENCH_PAY_TEACHERS is at most ${ctx.classes.teachers}`);
    const month = beijingMonthBefore(ctx.classes.firstWeek);
    const repeat = beijingMonthBefore(month.start);

    const financeToken = randomBytes(24).toString('base64url');
    // The session stands for a sign-in that passed the second factor; no code is checked here.
    const { rows: finance } = await client.query(
      `insert into staff (email, name, roles, status, totp_enabled_at)
       values ('bench.finance@example.com', 'Bench Finance', array['FINANCE'], 'ACTIVE', now())
       returning id`,
    );
    const financeId = Number(finance[0].id);
    await client.query(
      `insert into sessions (token_hash, staff_id, created_at, last_seen_at, expires_at, ip, user_agent)
       values ($1, $2, now(), now(), now() + interval '1 day', '127.0.0.1', 'portal-bench seed')`,
      [sha256Hex(financeToken), financeId],
    );

    const repeatTeachers = Math.min(REPEAT_TEACHERS, payTeachers);
    const rows = await seedMonth(client, ctx, {
      month: repeat,
      teachers: repeatTeachers,
      classes: payClasses,
      financeId,
    });
    if (payMonth) {
      const main = await seedMonth(client, ctx, {
        month,
        teachers: payTeachers,
        classes: payClasses,
        financeId,
      });
      for (const [table, n] of Object.entries(main)) rows[table] += n;
    }

    ctx.payslips = {
      /** The timed month (Beijing), epoch ms; seeded only for the pay part. */
      monthStart: month.start,
      monthEnd: month.end,
      /** Teachers n = 1..teachers have payslips; `classes` finished classes each. */
      teachers: payTeachers,
      classes: payClasses,
      /** The month before: teachers 1..teachers, generated twice, read by the calls. */
      repeat: { monthStart: repeat.start, monthEnd: repeat.end, teachers: repeatTeachers },
      financeToken,
      /** Filled by bench/pay-generation.mjs after the release (of the repeat month). */
      released: [],
    };
    return rows;
  },
};

/** One month's classes, outcomes, fines and adjustments for teachers 1..`teachers`. */
async function seedMonth(
  client,
  ctx,
  { month, teachers: payTeachers, classes: payClasses, financeId },
) {
  const all = monthUnits(month);
  let peaks = 0;
  const quiet = all.filter((unit) => !unit.peak || peaks++ % QUIET_PEAK_EVERY === 0);
  if (payClasses > quiet.length)
    throw new Error(`BENCH_PAY_CLASSES is at most ${quiet.length} for this month`);
  const ns = Array.from({ length: payTeachers }, (_, i) => i + 1);
  const ids = ns.map((n) => ctx.classes.userIdOf(n));

  // Same rows every run: random() follows the session's seed.
  await client.query('select setseed(0.42)');
  const slots = await client.query(
    `with types as (
         select max(id) filter (where smart_class_type = 'MAIN') as main,
                max(id) filter (where smart_class_type = 'MAIN_1_V_2') as duo
           from class_types
       ),
       teacher as (select unnest($1::bigint[]) as id, unnest($2::int[]) as n),
       unit as (select to_timestamp(at / 1000.0) as starts_at, peak, i - 1 as i, 'all' as list
                  from unnest($3::bigint[], $4::boolean[]) with ordinality as u(at, peak, i)
                union all
                select to_timestamp(at / 1000.0), peak, i - 1, 'quiet'
                  from unnest($5::bigint[], $6::boolean[]) with ordinality as u(at, peak, i)),
       picked as (
         select t.id as teacher_id, t.n, u.starts_at, u.peak,
                random() as kind, random() as fate, random() as fill, random() as early,
                random() as standby
           from teacher t
           join unit u on u.list = case when t.n % 3 = 0 then 'quiet' else 'all' end
          where (u.i * ${STEP} + t.n) % case when u.list = 'quiet' then $8::int else $7::int end < $9::int
       ),
       shaped as (
         select p.*, case when p.kind < 0.85 then 4 else 2 end as capacity,
                case when p.fate < 0.80 then 'AS_SCHEDULED'
                     when p.fate < 0.86 then 'STUDENT_NO_SHOW'
                     when p.fate < 0.89 then 'STUDENT_IT_PROBLEM'
                     when p.fate < 0.91 then 'SYSTEM_PROBLEM'
                     when p.fate < 0.94 then 'STUDENT_CANCELLATION'
                     when p.fate < 0.96 then 'TEACHER_IT_PROBLEM'
                     when p.fate < 0.985 then 'TEACHER_NO_SHOW'
                     else 'TEACHER_CANCELLATION'
                end as finish_type
           from picked p
       )
       insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type, starts_at,
                                ends_at, teaching_ends_at, status, capacity, student_count, peak,
                                peak_carrots, room_key, from_standby, joined_at, reported_finish_type,
                                created_at, updated_at)
       select s.teacher_id,
              case when s.capacity = 4 then types.main else types.duo end,
              case when s.capacity = 4 then 'MAIN' else 'MAIN_1_V_2' end,
              case when s.capacity = 4 then 'MAIN' else 'MAIN_1_V_2' end,
              s.starts_at, s.starts_at + interval '30 minutes', s.starts_at + interval '25 minutes',
              'FINISH', s.capacity, 1 + floor(s.fill * s.capacity)::int, s.peak,
              case when s.peak then 1 else 0 end,
              'bench-pay-room-' || s.n || '-' || extract(epoch from s.starts_at)::bigint,
              s.standby < 0.04,
              case when s.finish_type = 'TEACHER_NO_SHOW' then null
                   when s.finish_type = 'TEACHER_IT_PROBLEM' then s.starts_at + interval '2 minutes'
                   when s.early < 0.75 then s.starts_at - interval '10 minutes'
                   else s.starts_at - interval '3 minutes' end,
              s.finish_type, s.starts_at - interval '5 days', s.starts_at + interval '30 minutes'
         from shaped s, types
        order by s.starts_at, s.teacher_id`,
    [
      ids,
      ns,
      all.map((unit) => unit.at),
      all.map((unit) => unit.peak),
      quiet.map((unit) => unit.at),
      quiet.map((unit) => unit.peak),
      all.length,
      quiet.length,
      payClasses,
    ],
  );
  if (slots.rowCount !== payTeachers * payClasses)
    throw new Error(`${slots.rowCount} pay classes seeded (want ${payTeachers * payClasses})`);

  const ofMonth = `s.teacher_id = any($1::bigint[]) and s.starts_at >= $2 and s.starts_at < $3`;
  const monthParams = [ids, new Date(month.start), new Date(month.end)];
  const students = await client.query(
    `insert into class_students (slot_id, student_id, level, unit, lesson, booked_at)
       select s.id, 'stu-' || ((s.id * 4 + i) % 400000), 'L' || (1 + s.id % 6), 'U' || (1 + s.id % 12),
              'Lesson ' || (1 + i), s.starts_at - interval '2 days'
         from class_slots s, generate_series(0, s.student_count - 1) as i
        where ${ofMonth}`,
    monthParams,
  );
  // Corrected outcomes first, so the staff's row is the latest (pay reads the latest).
  const superseded = await client.query(
    `insert into class_outcomes (slot_id, finish_type, recorded_by, created_at)
       select s.id, 'TEACHER_IT_PROBLEM', 'CLIENT', s.teaching_ends_at
         from class_slots s where ${ofMonth} and s.id % 50 = 0`,
    monthParams,
  );
  const outcomes = await client.query(
    `insert into class_outcomes (slot_id, finish_type, recorded_by, staff_id, reason, created_at)
       select s.id, s.reported_finish_type,
              case when s.id % 50 = 0 then 'STAFF'
                   when s.reported_finish_type = 'AS_SCHEDULED' then 'CLOCK' else 'CLIENT' end,
              case when s.id % 50 = 0 then $4::bigint end,
              case when s.id % 50 = 0 then 'Bench: corrected after the recording was reviewed' end,
              s.teaching_ends_at + case when s.id % 50 = 0 then interval '1 day' else interval '0' end
         from class_slots s where ${ofMonth}
        order by s.id`,
    [...monthParams, financeId],
  );

  // A no-show's leave record is written by the clock 15 minutes after the start: that instant
  // and the teacher name it (a teacher's classes never overlap).
  const leaves = await client.query(
    `insert into leave_records (teacher_id, kind, status, recorded_by, period_index, created_at, updated_at)
       select s.teacher_id, 'NO_SHOW', case when s.id % 3 = 0 then 'REVERSED' else 'RECORDED' end,
              'CLOCK', 0, s.starts_at + interval '15 minutes', s.starts_at + interval '15 minutes'
         from class_slots s where ${ofMonth} and s.reported_finish_type = 'TEACHER_NO_SHOW'`,
    monthParams,
  );
  const deductions = await client.query(
    `with classes as (
         insert into leave_record_classes (leave_id, teacher_id, slot_id, kind, starts_at, course_type,
                                           fine_cents, pay_lost_cents, carrots_lost, counted, credit_used,
                                           beyond_allowance, hand_over, created_at)
         select l.id, s.teacher_id, s.id, 'NO_SHOW', s.starts_at, s.course_type, 1000, 0, 0, true, false,
                false, 'NONE', l.created_at
           from class_slots s
           join leave_records l on l.teacher_id = s.teacher_id and l.kind = 'NO_SHOW'
                               and l.created_at = s.starts_at + interval '15 minutes'
          where ${ofMonth} and s.reported_finish_type = 'TEACHER_NO_SHOW'
         returning id, leave_id, teacher_id, slot_id, created_at
       )
       insert into pay_deductions (user_id, amount_cents, kind, leave_id, leave_class_id, source_key, created_at)
       select c.teacher_id, 1000, 'FINE', c.leave_id, c.id, 'bench-fine-' || c.id, c.created_at from classes c
       union all
       select c.teacher_id, -1000, 'FINE_REVERSED', c.leave_id, c.id, 'bench-fine-reversed-' || c.id,
              c.created_at + interval '2 hours'
         from classes c where c.slot_id % 3 = 0`,
    monthParams,
  );
  const adjustments = await client.query(
    `insert into pay_adjustments (teacher_id, month_start, amount_cents, reason, created_by)
       select t.id, $3, case when t.n % 10 = 3 then 2500 else -1500 end,
              case when t.n % 10 = 3 then 'Bench: the training session of the month'
                   else 'Bench: overpaid in an earlier month' end, $4
         from unnest($1::bigint[], $2::int[]) as t(id, n)
        where t.n % 10 in (3, 7)`,
    [ids, ns, new Date(month.start), financeId],
  );

  return {
    class_slots: slots.rowCount,
    class_students: students.rowCount,
    class_outcomes: superseded.rowCount + outcomes.rowCount,
    leave_records: leaves.rowCount,
    pay_deductions: deductions.rowCount,
    pay_adjustments: adjustments.rowCount,
  };
}
