import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../bench/lib/context.mjs';
import { beijingMonthBefore, DAY_MS, teachingUnitsAfter } from '../bench/lib/teaching-time.mjs';

/** Credits each teacher may spend on carrot exchanges, and carrots each holds. */
export const CREDITS_EACH = 2;
export const CARROTS_EACH = 5;

/**
 * The storm's world, rows written straight into PostgreSQL (like the bench's seeds): activated
 * teachers with a signed contract, a session, cancellation credits and carrots (both ledgers
 * with their balances); a student-side service key; a FINANCE member with the second factor
 * on and a session (generation needs it: decision 029); and last month's finished classes,
 * `payClasses` per teacher, for the payslip generation.
 * @param {import('pg').Client} client
 * @param {{ teachers: number, payClasses: number, unitsEach: number, runId: string }} size
 */
export async function seedWorld(client, { teachers, payClasses, unitsEach, runId }) {
  const financeToken = randomBytes(24).toString('base64url');
  const { rows: finance } = await client.query(
    `insert into staff (email, name, roles, status, totp_enabled_at)
     values ($1, 'Crash Finance', array['FINANCE'], 'ACTIVE', now()) returning id`,
    [`crash.finance.${runId}@example.com`],
  );
  const financeId = Number(finance[0].id);
  await client.query(
    `insert into sessions (token_hash, staff_id, expires_at, ip, user_agent)
     values ($1, $2, now() + interval '1 day', '127.0.0.1', 'crash-test seed')`,
    [sha256Hex(financeToken), financeId],
  );

  const tokenPrefix = randomBytes(18).toString('base64url');
  const { rows: created } = await client.query(
    `with created as (
       insert into users (email, password_hash, referral_code, stage, status)
       select 'crash.teacher' || n || '.' || $1 || '@example.com', 'x', (7000000000 + n)::text,
              'CONTRACT', 'Finish'
         from generate_series(1, $2::int) n
       returning id, referral_code::bigint - 7000000000 as n
     ),
     activated as (insert into teachers (user_id) select id from created),
     -- Opening a time needs the ESL certificate passed (decision 075).
     certified as (
       insert into applicant_documents (user_id, use_type, status, storage_key)
       select id, 'TEACHER_CERTIFICATE', 'PASS', 'crash/certificate.pdf' from created
     ),
     signed as (
       insert into contracts (user_id, version, status, contract_type, pay_per_class_cents,
                              basic_increase_cents, peak_carrots, effective_on, expires_on, created_by,
                              unsigned_storage_key, unsigned_sha256, signed_name, signed_at, signed_storage_key)
       select id, 1, 'SIGNED', 'STANDARD', 1000, 25, 1, current_date - 90, current_date + 275, $3,
              'contracts/crash-unsigned.pdf', repeat('0', 64), 'Crash Teacher', now() - interval '91 days',
              'contracts/crash-signed.pdf'
         from created
     ),
     signed_in as (
       insert into sessions (token_hash, user_id, expires_at, ip, user_agent)
       select encode(sha256(convert_to($4 || n::text, 'UTF8')), 'hex'), id, now() + interval '1 day',
              '127.0.0.1', 'crash-test seed'
         from created
     ),
     credits as (
       insert into cancellation_credit_ledger (user_id, amount, reason, note, source_key)
       select id, $5, 'GRANT', 'crash-test seed', 'crash-grant-' || id from created
     ),
     credit_balances as (
       insert into cancellation_credit_balances (user_id, balance) select id, $5 from created
     ),
     carrots as (
       insert into carrot_ledger (user_id, amount, reason, source_key)
       select id, $6, 'GRANT', 'crash-carrots-' || id from created
     ),
     carrot_balances as (insert into carrot_balances (user_id, balance) select id, $6 from created)
     select id::int, n::int from created order by n`,
    [runId, teachers, financeId, tokenPrefix, CREDITS_EACH, CARROTS_EACH],
  );

  const serviceKey = `sk_${randomBytes(32).toString('base64url')}`;
  await client.query(
    `insert into integration_keys (name, role, scope, key_hash, key_prefix)
     values ($1, 'STUDENT_OPERATOR', 'READ_WRITE_OPERATE', $2, $3)`,
    [`crash student side ${runId}`, sha256Hex(serviceKey), serviceKey.slice(0, 10)],
  );

  // Last month's finished classes: the first `payClasses` teaching units of the month.
  const month = beijingMonthBefore(Date.now());
  const payUnits = teachingUnitsAfter(month.start, 0, payClasses);
  const ids = created.map((row) => row.id);
  const { rowCount: payClassRows } = await client.query(
    `with made as (
       insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type, starts_at,
                                ends_at, teaching_ends_at, status, capacity, student_count, room_key,
                                joined_at, reported_finish_type, created_at, updated_at)
       select t.id, ct.id, 'MAIN', 'MAIN', to_timestamp(u / 1000.0), to_timestamp(u / 1000.0) + interval '30 minutes',
              to_timestamp(u / 1000.0) + interval '25 minutes', 'FINISH', ct.capacity, 2,
              'crash-pay-' || t.id || '-' || u, to_timestamp(u / 1000.0) - interval '5 minutes', 'AS_SCHEDULED',
              to_timestamp(u / 1000.0) - interval '3 days', to_timestamp(u / 1000.0) + interval '30 minutes'
         from unnest($1::bigint[]) t(id), unnest($2::bigint[]) u, class_types ct
        where ct.smart_class_type = 'MAIN'
       returning id, teaching_ends_at
     ),
     students as (
       insert into class_students (slot_id, student_id, booked_at)
       select m.id, 'crash-pay-' || m.id || '-' || i, m.teaching_ends_at - interval '3 days'
         from made m, generate_series(1, 2) i
     )
     insert into class_outcomes (slot_id, finish_type, recorded_by, created_at)
     select id, 'AS_SCHEDULED', 'CLOCK', teaching_ends_at from made`,
    [ids, payUnits],
  );

  // The future units each teacher may open: from two days ahead (regular classes open a day
  // ahead at the least, and a regular cancellation needs a day's notice).
  const units = teachingUnitsAfter(Date.now(), 2 * DAY_MS, unitsEach);
  return {
    financeToken,
    serviceKey,
    monthStart: month.start,
    payClasses: payClassRows,
    units,
    teachers: created.map((row) => ({ id: row.id, token: `${tokenPrefix}${row.n}` })),
  };
}
