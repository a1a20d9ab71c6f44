/**
 * Leave's races (decision 041), joined to RACES in races.mjs: many confirmations of the same
 * cancellation record it once (the teacher's row lock, the slot's conditional move and the
 * unique index of a class per kind), and a teacher's parallel carrot exchanges never spend
 * more credits than they hold (the balance's conditional update and check constraint).
 * Teachers and classes are rows written directly; the race is the confirmation.
 */
import { randomBytes } from 'node:crypto';
import { DAY_MS, teachingUnitsAfter } from './lib/teaching-time.mjs';

const JSON_BODY = { 'content-type': 'application/json' };

/** Booked main classes of the teacher at `starts`, one student each. */
async function bookedClasses(client, teacherId, starts) {
  const { rows } = await client.query(
    `insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type, starts_at,
                              ends_at, teaching_ends_at, status, capacity, student_count, room_key)
     select $1, t.id, 'MAIN', 'MAIN', to_timestamp(s / 1000.0), to_timestamp(s / 1000.0) + interval '30 minutes',
            to_timestamp(s / 1000.0) + interval '25 minutes', 'BOOKED', t.capacity, 1, $3 || s
       from class_types t, unnest($2::bigint[]) s
      where t.smart_class_type = 'MAIN'
     returning id`,
    [teacherId, starts, randomBytes(9).toString('base64url')],
  );
  const ids = rows.map((row) => Number(row.id));
  await client.query(
    `insert into class_students (slot_id, student_id) select id, 'race-leave-' || id from unnest($1::bigint[]) id`,
    [ids],
  );
  return ids;
}

/** The answer's data of a POST to the first server. */
async function post(ctx, path, body, headers) {
  const response = await fetch(`${ctx.urls.portal}${path}`, {
    method: 'POST',
    headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

const total = (statuses) => Object.values(statuses).reduce((sum, n) => sum + n, 0);

/**
 * @param {{ activatedTeacher: (args: object, label: string) => Promise<{ userId: number, token: string }> }} deps
 */
export function leaveRaces({ activatedTeacher }) {
  return [
    {
      name: 'confirm one cancellation 20x',
      parallel: 20,
      prepare: async (args) => {
        const teacher = await activatedTeacher(args, 'leaver');
        const [slotId] = await bookedClasses(
          args.client,
          teacher.userId,
          teachingUnitsAfter(Date.now(), 2 * DAY_MS, 1),
        );
        const body = { slotIds: [slotId], reason: 'SICKNESS', type: 'REGULAR_CANCELLATION' };
        const preview = await post(args.ctx, '/t/tc/leave/apply', body, {
          'x-user-token': teacher.token,
        });
        return {
          ...teacher,
          slotId,
          body: { ...body, preview: false, fingerprint: preview.fingerprint },
        };
      },
      request: (_i, state, ctx) => ({
        method: 'POST',
        path: '/t/tc/leave/apply',
        headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), 'x-user-token': state.token },
        body: JSON.stringify(state.body),
      }),
      verify: async ({ client, state, statuses, codes }) => {
        const { rows } = await client.query(
          `select (select status from class_slots where id = $1) as status,
                  (select count(*)::int from leave_record_classes where slot_id = $1) as classes,
                  (select count(*)::int from leave_records where teacher_id = $2) as records,
                  (select count(*)::int from student_side_notices where slot_id = $1) as notices`,
          [state.slotId, state.userId],
        );
        const [row] = rows;
        return [
          {
            label: `${row.status}, records ${row.records}, class rows ${row.classes}, notices ${row.notices} (want CANCELLED, 1, 1, 1)`,
            ok:
              row.status === 'CANCELLED' &&
              row.records === 1 &&
              row.classes === 1 &&
              row.notices === 1,
          },
          { label: `200 answers: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
          {
            label: `409 "status changed" answers: ${codes.BIZ_STATUS_TYPE_NOT_MATCHING ?? 0} (want ${total(statuses) - 1})`,
            ok: codes.BIZ_STATUS_TYPE_NOT_MATCHING === total(statuses) - 1,
          },
        ];
      },
    },
    {
      name: 'spend one cancellation credit 20x (20 classes)',
      parallel: 20,
      prepare: async (args) => {
        const teacher = await activatedTeacher(args, 'exchanger');
        const slotIds = await bookedClasses(
          args.client,
          teacher.userId,
          teachingUnitsAfter(Date.now(), 2 * DAY_MS, 20),
        );
        await args.client.query(
          `insert into cancellation_credit_ledger (user_id, amount, reason, note, source_key)
           values ($1, 1, 'GRANT', 'race', $2)`,
          [teacher.userId, `race-grant-${teacher.userId}`],
        );
        await args.client.query(
          `insert into cancellation_credit_balances (user_id, balance) values ($1, 1)`,
          [teacher.userId],
        );
        return { ...teacher, slotIds };
      },
      // Each request gives a different class back with the one credit.
      request: (i, state, ctx) => ({
        method: 'POST',
        path: '/t/tc/leave/apply',
        headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), 'x-user-token': state.token },
        body: JSON.stringify({
          slotIds: [state.slotIds[i]],
          reason: 'INTERNET_ISSUE',
          type: 'CARROT_EXCHANGE_CANCELLATION',
          preview: false,
        }),
      }),
      verify: async ({ client, state, statuses, codes }) => {
        const { rows } = await client.query(
          `select (select balance from cancellation_credit_balances where user_id = $1) as balance,
                  (select sum(amount)::int from cancellation_credit_ledger where user_id = $1) as ledger,
                  (select count(*)::int from class_slots where id = any($2::bigint[]) and status = 'CANCELLED') as given`,
          [state.userId, state.slotIds],
        );
        const [row] = rows;
        return [
          {
            label: `balance ${row.balance}, ledger sum ${row.ledger}, classes given back ${row.given} (want 0, 0, 1)`,
            ok: row.balance === 0 && row.ledger === 0 && row.given === 1,
          },
          { label: `200 answers: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
          {
            label: `409 "no credit left" answers: ${codes.BIZ_TEACHER_CANCEL_CREDIT_NOT_ENOUGH ?? 0} (want ${total(statuses) - 1})`,
            ok: codes.BIZ_TEACHER_CANCEL_CREDIT_NOT_ENOUGH === total(statuses) - 1,
          },
        ];
      },
    },
  ];
}
