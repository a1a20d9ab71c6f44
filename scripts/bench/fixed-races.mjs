/**
 * The fixed classes' races (decision 041), joined to RACES in races.mjs: a teacher accepting a
 * request books every week of its period once, however many answers land at once, and of two
 * requests for overlapping periods of one teacher exactly one is booked (the exclusion
 * constraint on class_slots). Periods and requests are made through the API, as the teacher and
 * the student side make them; the race is the acceptance.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from './lib/context.mjs';
import { beijingWeekStart, DAY_MS, WEEK_MS } from './lib/teaching-time.mjs';

const JSON_BODY = { 'content-type': 'application/json' };
const BEIJING_OFFSET_MS = 8 * 3_600_000;
/** Weeks of each raced period: Saturdays 10:00 Beijing from next week. */
const WEEKS = 4;

/** A Beijing date as the calls write it: YYYY/MM/DD. */
function wireDate(at) {
  const d = new Date(at + BEIJING_OFFSET_MS);
  const pad = (n) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}

/** POST as JSON to the first server; the answer's data. */
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

/**
 * A teacher with the fixed-class permission taking requests, `periods` offered periods of the
 * same weekly time (so they overlap), and one request of the student side for each.
 * @param {(args: object, label: string) => Promise<{ userId: number, token: string }>} activatedTeacher
 */
async function offeredPeriods(args, activatedTeacher, periods) {
  const { client, ctx } = args;
  // One teacher per race: the label keeps their addresses apart.
  const teacher = await activatedTeacher(args, `fixed${periods}`);
  await client.query(
    `insert into teacher_class_permissions (user_id, permission) values ($1, 'FIXED_CLASS_BOOK')`,
    [teacher.userId],
  );
  const key = `sk_${randomBytes(32).toString('base64url')}`;
  await client.query(
    `insert into integration_keys (name, role, scope, key_hash, key_prefix)
     values ($1, 'STUDENT_OPERATOR', 'READ_WRITE_OPERATE', $2, $3)`,
    [`race fixed ${ctx.runId}`, sha256Hex(key), key.slice(0, 10)],
  );
  const asTeacher = { 'x-user-token': teacher.token };
  await post(ctx, '/t/tc/fixed/open', { open: true }, asTeacher);
  const first = beijingWeekStart(Date.now()) + WEEK_MS;
  const periodIds = [];
  const requestIds = [];
  for (let i = 0; i < periods; i += 1) {
    const period = await post(
      ctx,
      '/t/tc/fixed/period/save',
      {
        courseType: 'MAIN',
        weeklyTimes: [{ isoDay: 6, startMinute: 600 }],
        firstDate: wireDate(first),
        lastDate: wireDate(first + WEEKS * WEEK_MS - DAY_MS),
      },
      asTeacher,
    );
    const request = await post(
      ctx,
      '/ops/integration/fixed/requests',
      { periodId: period.periodId, studentIds: [`race-fixed-${i}-a`, `race-fixed-${i}-b`] },
      { 'x-service-key': key },
    );
    periodIds.push(period.periodId);
    requestIds.push(request.requestId);
  }
  return { ...teacher, periodIds, requestIds };
}

/** Booked rows of the teacher's periods, and the requests accepted. */
async function booked(client, state) {
  const { rows } = await client.query(
    `select (select count(*)::int from class_slots where teacher_id = $1 and status <> 'CANCELLED') as rows,
            (select count(*)::int from class_students c join class_slots s on s.id = c.slot_id
              where s.teacher_id = $1 and c.cancelled_at is null) as students,
            (select count(*)::int from fixed_requests where teacher_id = $1 and status = 'ACCEPTED') as accepted`,
    [state.userId],
  );
  return rows[0];
}

const accept = (requestId, state, ctx) => ({
  method: 'POST',
  path: '/t/tc/fixed/accept/confirm',
  headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), 'x-user-token': state.token },
  body: JSON.stringify({ requestId, decision: 'ACCEPT' }),
});

/** @param {{ activatedTeacher: Function }} helpers races.mjs's own set-up helpers */
export function fixedRaces({ activatedTeacher }) {
  return [
    {
      name: 'accept one fixed request 20x',
      parallel: 20,
      prepare: (args) => offeredPeriods(args, activatedTeacher, 1),
      request: (_i, state, ctx) => accept(state.requestIds[0], state, ctx),
      verify: async ({ client, state, statuses, codes }) => {
        const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
        const row = await booked(client, state);
        return [
          {
            label: `weeks booked: ${row.rows} with ${row.students} students, accepted ${row.accepted} (want ${WEEKS}, ${2 * WEEKS}, 1)`,
            ok: row.rows === WEEKS && row.students === 2 * WEEKS && row.accepted === 1,
          },
          { label: `200 answers: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
          {
            label: `409 "status changed" answers: ${statuses[409] ?? 0} (want ${total - 1}); codes ${JSON.stringify(codes)}`,
            ok: statuses[409] === total - 1,
          },
        ];
      },
    },
    {
      name: 'accept two overlapping fixed requests of one teacher 20x',
      parallel: 20,
      prepare: (args) => offeredPeriods(args, activatedTeacher, 2),
      // Half answer the one, half the other: only one period's weeks can be held.
      request: (i, state, ctx) => accept(state.requestIds[i % 2], state, ctx),
      verify: async ({ client, state, statuses, codes }) => {
        const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
        const row = await booked(client, state);
        return [
          {
            label: `weeks booked: ${row.rows}, accepted requests ${row.accepted} (want ${WEEKS}, 1)`,
            ok: row.rows === WEEKS && row.accepted === 1,
          },
          { label: `200 answers: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
          {
            label: `409 "not available" or "status changed" answers: ${statuses[409] ?? 0} (want ${total - 1}); codes ${JSON.stringify(codes)}`,
            ok: statuses[409] === total - 1,
          },
        ];
      },
    },
  ];
}
