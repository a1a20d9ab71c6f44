/**
 * Races: many requests at once, split across two server processes on one database, after
 * which a rule must still hold. Adding a feature's race is one entry:
 *
 *   name       the row's label
 *   parallel   how many requests are sent at once (request i goes to server i % 2)
 *   prepare    optional `async ({ client, ctx }) => state` (rows the race needs)
 *   request    `(i, state, ctx) => ({ method, path, headers?, body? })`
 *   verify     `async ({ client, state, ctx, statuses, codes }) => [{ label, ok }]`: the rule,
 *              read from the database (`statuses`: status -> count of the answers; `codes`:
 *              the envelope's code -> count of the non-200 answers)
 *
 * The runner itself fails a race on any 5xx or network error and prints the time to settle
 * (first request sent to last answer received). Requests carry a fresh x-forwarded-for each
 * (TRUST_PROXY=1), and the race servers run with captcha thresholds out of reach, so only
 * the rule under test decides the answers.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from './lib/argon2.mjs';
import { sha256Hex } from './lib/context.mjs';
import { DAY_MS, teachingUnitsAfter } from './lib/teaching-time.mjs';
import { fixedRaces } from './fixed-races.mjs';
import { leaveRaces } from './leave-races.mjs';
import { payRaces } from './pay-races.mjs';

const JSON_BODY = { 'content-type': 'application/json' };
const STAFF_PASSWORD = 'Race-Staff-1';

/** POST as JSON to the first server; the answer's JSON. */
async function postJson(ctx, path, body, headers = {}) {
  const response = await fetch(`${ctx.urls.portal}${path}`, {
    method: 'POST',
    headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), ...headers },
    body: JSON.stringify(body ?? {}),
  });
  const json = await response.json();
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** An active OPERATIONS member with two-factor sign-in on, set up through the API. */
async function staffWithTwoFactor({ client, ctx }) {
  const email = `race.totp.${ctx.runId}@example.com`;
  await client.query(
    `insert into staff (email, name, roles, status, password_hash) values ($1, 'Race Staff', '{OPERATIONS}', 'ACTIVE', $2)`,
    [email, await hashPassword(STAFF_PASSWORD)],
  );
  const { token } = await postJson(ctx, '/ops/auth/login', { email, password: STAFF_PASSWORD });
  const auth = { 'x-auth-token': token };
  const { secret } = await postJson(ctx, '/ops/auth/two-factor/setup', undefined, auth);
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await postJson(ctx, '/ops/auth/two-factor/confirm', { code: totp.generate() }, auth);
  // The next step's code: the set-up spent this one.
  return { email, code: totp.generate({ timestamp: Date.now() + 30_000 }) };
}

const HOUR_MS = 3_600_000;

/**
 * One interviewer with one published time two days ahead, and `applicants` applicants invited
 * to the mini demo, each with a session (rows written directly: the race is the booking).
 */
async function oneFreeInterviewTime({ client, ctx }, applicants) {
  const { rows: member } = await client.query(
    `insert into staff (email, name, roles, status, password_hash)
     values ($1, 'Race Interviewer', '{INTERVIEWER}', 'ACTIVE', 'x') returning id`,
    [`race.interviewer.${ctx.runId}@example.com`],
  );
  const start = Math.ceil((Date.now() + 48 * HOUR_MS) / 60_000) * 60_000;
  await client.query(
    `insert into demo_slots (staff_id, course_type, starts_at, ends_at)
     values ($1, 'INTERVIEW', to_timestamp($2 / 1000.0), to_timestamp($2 / 1000.0) + interval '25 minutes')`,
    [member[0].id, start],
  );
  const tokens = Array.from({ length: applicants }, () => randomBytes(32).toString('base64url'));
  const { rows: users } = await client.query(
    `insert into users (email, password_hash, referral_code, stage, status)
     select 'race.booker.' || $1 || '.' || n || '@example.com', 'x', '9' || $2 || lpad(n::text, 4, '0'),
            'INTERVIEW', 'InterviewInvitation_1'
       from generate_series(1, $3) n
     returning id`,
    [ctx.runId, String(Date.now() % 1e8), applicants],
  );
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select unnest($1::text[]), unnest($2::bigint[]), now() + interval '1 day'`,
    [tokens.map(sha256Hex), users.map((user) => user.id)],
  );
  return { start, tokens, userIds: users.map((user) => user.id) };
}

/**
 * A live interview that began five minutes ago, booked by one applicant, and a signed-in
 * session of its interviewer (rows written directly: the race is recording its result).
 */
async function oneSessionToRecord({ client, ctx }) {
  const { rows: member } = await client.query(
    `insert into staff (email, name, roles, status, password_hash)
     values ($1, 'Race Judge', '{INTERVIEWER}', 'ACTIVE', 'x') returning id`,
    [`race.judge.${ctx.runId}@example.com`],
  );
  const start = Math.floor((Date.now() - 5 * 60_000) / 60_000) * 60_000;
  const { rows: slot } = await client.query(
    `insert into demo_slots (staff_id, course_type, starts_at, ends_at)
     values ($1, 'INTERVIEW', to_timestamp($2 / 1000.0), to_timestamp($2 / 1000.0) + interval '25 minutes')
     returning id, starts_at, ends_at`,
    [member[0].id, start],
  );
  const { rows: user } = await client.query(
    `insert into users (email, password_hash, referral_code, stage, status)
     values ($1, 'x', $2, 'INTERVIEW', 'Interview') returning id`,
    [`race.judged.${ctx.runId}@example.com`, `8${String(Date.now() % 1e8).padStart(8, '0')}`],
  );
  const { rows: booking } = await client.query(
    `insert into demo_bookings (slot_id, user_id, course_type, phase, starts_at, ends_at, room_key)
     values ($1, $2, 'INTERVIEW', 'MINI_DEMO', $3, $4, $5) returning id`,
    [
      slot[0].id,
      user[0].id,
      slot[0].starts_at,
      slot[0].ends_at,
      randomBytes(32).toString('base64url'),
    ],
  );
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (token_hash, staff_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [sha256Hex(token), member[0].id],
  );
  return { token, bookingId: booking[0].id, userId: user[0].id };
}

/** A recorded demo waiting for its review (decision 036), and an interviewer's session. */
async function oneRecordingToReview({ client, ctx }) {
  const { rows: member } = await client.query(
    `insert into staff (email, name, roles, status, password_hash)
     values ($1, 'Race Reviewer', '{INTERVIEWER}', 'ACTIVE', 'x') returning id`,
    [`race.reviewer.${ctx.runId}@example.com`],
  );
  const { rows: user } = await client.query(
    `insert into users (email, password_hash, referral_code, stage, status)
     values ($1, 'x', $2, 'INTERVIEW', 'InterviewUndetermined') returning id`,
    [`race.recorded.${ctx.runId}@example.com`, `7${String(Date.now() % 1e8).padStart(8, '0')}`],
  );
  const { rows: recording } = await client.query(
    `insert into demo_recordings (user_id, video_url) values ($1, 'https://video.example.com/r')
     returning id`,
    [user[0].id],
  );
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (token_hash, staff_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [sha256Hex(token), member[0].id],
  );
  return { token, recordingId: recording[0].id, userId: user[0].id };
}

/** A recruiter and an applicant whose background check has consent and waits for its result. */
async function oneApplicantToActivate({ client, ctx }) {
  const { rows: member } = await client.query(
    `insert into staff (email, name, roles, status, password_hash)
     values ($1, 'Race Recruiter', '{RECRUITER}', 'ACTIVE', 'x') returning id`,
    [`race.recruiter.${ctx.runId}@example.com`],
  );
  const { rows: user } = await client.query(
    `insert into users (email, password_hash, referral_code, stage, status)
     values ($1, 'x', $2, 'CONTRACT', 'BACKGROUND_CHECK') returning id`,
    [`race.activated.${ctx.runId}@example.com`, `6${String(Date.now() % 1e8).padStart(8, '0')}`],
  );
  await client.query(
    `insert into background_checks (user_id, consent_at, consent_by) values ($1, now(), $2)`,
    [user[0].id, member[0].id],
  );
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (token_hash, staff_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [sha256Hex(token), member[0].id],
  );
  return { token, userId: user[0].id };
}

/**
 * An activated teacher (CONTRACT/Finish, a teacher row, a signed contract by the classes
 * seeder's author) with a session, rows written directly, holding nothing yet.
 */
async function activatedTeacher({ client, ctx }, label) {
  const { rows: user } = await client.query(
    `insert into users (email, password_hash, referral_code, stage, status)
     values ($1, 'x', $2, 'CONTRACT', 'Finish') returning id`,
    // 12 digits: no other seeded or raced account has as many.
    [`race.${label}.${ctx.runId}@example.com`, `5${randomInt(10 ** 10, 10 ** 11)}`],
  );
  const userId = Number(user[0].id);
  await client.query(`insert into teachers (user_id) values ($1)`, [userId]);
  // Opening a time needs the ESL certificate passed (decision 075).
  await client.query(
    `insert into applicant_documents (user_id, use_type, status, storage_key)
     values ($1, 'TEACHER_CERTIFICATE', 'PASS', 'bench/certificate.pdf')`,
    [userId],
  );
  await client.query(
    `insert into contracts (user_id, version, status, contract_type, pay_per_class_cents,
                            basic_increase_cents, peak_carrots, effective_on, expires_on, created_by,
                            unsigned_storage_key, unsigned_sha256, signed_name, signed_at, signed_storage_key)
     values ($1, 1, 'SIGNED', 'STANDARD', 1000, 25, 1, current_date - 30, current_date + 335, $2,
             'contracts/race-unsigned.pdf', repeat('0', 64), 'Race Teacher', now(), 'contracts/race-signed.pdf')`,
    [userId, ctx.classes.contractAuthorId],
  );
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [sha256Hex(token), userId],
  );
  return { userId, token };
}

/**
 * A teacher's opened main class (1v4) at a teaching time two days ahead, and a service key of
 * the student side (only its SHA-256 stored, like the console makes them), rows written
 * directly: the race is the booking.
 */
async function oneOpenMainClass(args) {
  const { client, ctx } = args;
  const { userId } = await activatedTeacher(args, 'booked');
  const [start] = teachingUnitsAfter(Date.now(), 2 * DAY_MS, 1);
  const { rows: slot } = await client.query(
    `insert into class_slots (teacher_id, class_type_id, course_type, smart_class_type, starts_at,
                              ends_at, teaching_ends_at, status, capacity, room_key)
     select $1, id, 'MAIN', 'MAIN', to_timestamp($2 / 1000.0), to_timestamp($2 / 1000.0) + interval '30 minutes',
            to_timestamp($2 / 1000.0) + interval '25 minutes', 'OPEN', capacity, $3
       from class_types where smart_class_type = 'MAIN'
     returning id, capacity`,
    [userId, start, randomBytes(12).toString('base64url')],
  );
  const key = `sk_${randomBytes(32).toString('base64url')}`;
  await client.query(
    `insert into integration_keys (name, role, scope, key_hash, key_prefix)
     values ($1, 'STUDENT_OPERATOR', 'READ_WRITE_OPERATE', $2, $3)`,
    [`race student side ${ctx.runId}`, sha256Hex(key), key.slice(0, 10)],
  );
  return { key, teacherId: userId, start, slotId: Number(slot[0].id), capacity: slot[0].capacity };
}

/** Every default interview criterion scored 4 (contracts' DEFAULT_DEMO_CRITERIA.MINI_DEMO). */
const INTERVIEW_SCORES = [
  'Energy and warmth',
  'TPR and gestures',
  'Clear instructions',
  'Pronunciation',
].map((criterion) => ({ criterion, score: 4 }));

export const RACES = [
  {
    name: 'register one e-mail 200x',
    parallel: 200,
    prepare: async ({ ctx }) => ({ email: `race.${ctx.runId}@example.com` }),
    request: (_i, state, ctx) => ({
      method: 'POST',
      path: '/t/tn/user/register',
      headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp() },
      body: JSON.stringify({ email: state.email, password: 'Race-Pass-1' }),
    }),
    verify: async ({ client, state, statuses }) => {
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      const { rows } = await client.query(
        'select count(*)::int as n from users where lower(email) = lower($1)',
        [state.email],
      );
      const accounts = rows[0].n;
      return [
        { label: `accounts with the address: ${accounts} (want 1)`, ok: accounts === 1 },
        { label: `200 answers: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
        {
          label: `409 "address used" answers: ${statuses[409] ?? 0} (want ${total - 1})`,
          ok: statuses[409] === total - 1,
        },
      ];
    },
  },
  {
    name: 'one two-factor code 40x',
    parallel: 40,
    prepare: staffWithTwoFactor,
    request: (_i, state, ctx) => ({
      method: 'POST',
      path: '/ops/auth/login',
      headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp() },
      body: JSON.stringify({ email: state.email, password: STAFF_PASSWORD, otp: state.code }),
    }),
    verify: async ({ statuses }) => {
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      return [
        { label: `sessions: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
        {
          label: `400 "code used" answers: ${statuses[400] ?? 0} (want ${total - 1})`,
          ok: statuses[400] === total - 1,
        },
      ];
    },
  },
  {
    name: 'book one interview time 50x',
    parallel: 50,
    prepare: (args) => oneFreeInterviewTime(args, 50),
    request: (i, state, ctx) => ({
      method: 'POST',
      path: '/t/tc/apply/book',
      headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), 'x-user-token': state.tokens[i] },
      body: JSON.stringify({ startTime: state.start, courseType: 'INTERVIEW' }),
    }),
    verify: async ({ client, state, statuses }) => {
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      const { rows } = await client.query(
        `select count(*)::int as n from demo_bookings where user_id = any($1::bigint[]) and status = 'BOOK_SUCCESS'`,
        [state.userIds],
      );
      const { rows: moved } = await client.query(
        `select count(*)::int as n from users where id = any($1::bigint[]) and status = 'Interview'`,
        [state.userIds],
      );
      return [
        { label: `bookings: ${rows[0].n} (want 1)`, ok: rows[0].n === 1 },
        { label: `applicants moved to Interview: ${moved[0].n} (want 1)`, ok: moved[0].n === 1 },
        { label: `200 answers: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
        {
          label: `409 "no time free" answers: ${statuses[409] ?? 0} (want ${total - 1})`,
          ok: statuses[409] === total - 1,
        },
      ];
    },
  },
  {
    name: "record one session's result 20x",
    parallel: 20,
    prepare: oneSessionToRecord,
    // Half pass, half fail: whichever lands first is the only result and the only move.
    request: (i, state, ctx) => ({
      method: 'POST',
      path: `/ops/sessions/${state.bookingId}/result`,
      headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), 'x-auth-token': state.token },
      body: JSON.stringify({ result: i % 2 ? 3 : 1, scores: INTERVIEW_SCORES, feedback: 'Race.' }),
    }),
    verify: async ({ client, state, statuses }) => {
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      const { rows } = await client.query(
        `select count(*)::int as n from demo_results where booking_id = $1`,
        [state.bookingId],
      );
      const { rows: moves } = await client.query(
        `select count(*)::int as n from application_events where user_id = $1`,
        [state.userId],
      );
      return [
        { label: `results: ${rows[0].n} (want 1)`, ok: rows[0].n === 1 },
        { label: `funnel moves: ${moves[0].n} (want 1)`, ok: moves[0].n === 1 },
        { label: `200 answers: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
        {
          label: `409 "status changed" answers: ${statuses[409] ?? 0} (want ${total - 1})`,
          ok: statuses[409] === total - 1,
        },
      ];
    },
  },
  {
    name: 'review one recorded demo 20x',
    parallel: 20,
    prepare: oneRecordingToReview,
    // Results and "cannot open" at once: the first to land closes the recording for the rest.
    request: (i, state, ctx) => ({
      method: 'POST',
      path: `/ops/recordings/${state.recordingId}/${i % 4 === 3 ? 'unreadable' : 'result'}`,
      headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), 'x-auth-token': state.token },
      body: JSON.stringify({ result: i % 2 ? 3 : 1, scores: INTERVIEW_SCORES, feedback: 'Race.' }),
    }),
    verify: async ({ client, state, statuses }) => {
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      const { rows } = await client.query(
        `select status, (select count(*)::int from demo_results where recording_id = r.id) as results
           from demo_recordings r where id = $1`,
        [state.recordingId],
      );
      const { rows: moves } = await client.query(
        `select count(*)::int as n from application_events where user_id = $1`,
        [state.userId],
      );
      const closed = rows[0];
      const oneOutcome =
        (closed.status === 'REVIEWED' && closed.results === 1) ||
        (closed.status === 'UNREADABLE' && closed.results === 0);
      return [
        {
          label: `${closed.status}, results: ${closed.results} (want one outcome)`,
          ok: oneOutcome,
        },
        { label: `funnel moves: ${moves[0].n} (want 1)`, ok: moves[0].n === 1 },
        { label: `200 answers: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
        {
          label: `409 "status changed" answers: ${statuses[409] ?? 0} (want ${total - 1})`,
          ok: statuses[409] === total - 1,
        },
      ];
    },
  },
  {
    name: 'activate one applicant 20x',
    parallel: 20,
    prepare: oneApplicantToActivate,
    // Clear and adverse results at once (decision 038): one decides, activation happens once.
    request: (i, state, ctx) => ({
      method: 'POST',
      path: `/ops/applicants/${state.userId}/background-check`,
      headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), 'x-auth-token': state.token },
      body: JSON.stringify(
        i % 4 === 3 ? { result: 'ADVERSE', reason: 'Race.' } : { result: 'CLEAR' },
      ),
    }),
    verify: async ({ client, state, statuses }) => {
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      const { rows } = await client.query(
        `select u.status, (select count(*)::int from teachers t where t.user_id = u.id) as teachers,
                (select count(*)::int from application_events e where e.user_id = u.id) as moves
           from users u where u.id = $1`,
        [state.userId],
      );
      const [row] = rows;
      const oneOutcome =
        (row.status === 'Finish' && row.teachers === 1) ||
        (row.status === 'CONTRACT_FAIL' && row.teachers === 0);
      return [
        {
          label: `${row.status}, teacher rows: ${row.teachers} (want one outcome)`,
          ok: oneOutcome,
        },
        { label: `funnel moves: ${row.moves} (want 1)`, ok: row.moves === 1 },
        { label: `200 answers: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
        {
          label: `409 "status changed" answers: ${statuses[409] ?? 0} (want ${total - 1})`,
          ok: statuses[409] === total - 1,
        },
      ];
    },
  },
  {
    name: 'open the same units 50x (one teacher)',
    parallel: 50,
    // Three consecutive half hours of teaching time two days ahead (past the 24-hour rule).
    prepare: async (args) => ({
      ...(await activatedTeacher(args, 'opener')),
      starts: teachingUnitsAfter(Date.now(), 2 * DAY_MS, 3),
    }),
    request: (_i, state, ctx) => ({
      method: 'POST',
      path: '/t/tc/book/batch',
      headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), 'x-user-token': state.token },
      body: JSON.stringify({ courseType: 'MAIN', startTimes: state.starts }),
    }),
    verify: async ({ client, state, statuses, codes }) => {
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      const { rows } = await client.query(
        `select count(*)::int as n, count(distinct created_at)::int as openings
           from class_slots where teacher_id = $1 and status <> 'CANCELLED'`,
        [state.userId],
      );
      const refused = Object.entries(codes).filter(
        ([code]) =>
          code !== 'BIZ_TEACHER_SLOTS_ALREADY_OPENED' && code !== 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE',
      );
      return [
        {
          label: `held rows: ${rows[0].n} from ${rows[0].openings} opening(s) (want ${state.starts.length} from 1)`,
          ok: rows[0].n === state.starts.length && rows[0].openings === 1,
        },
        { label: `200 answers: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
        {
          label: `409 "already opened" or "not available" answers: ${statuses[409] ?? 0} (want ${total - 1})${refused.length ? `; other codes ${JSON.stringify(Object.fromEntries(refused))}` : ''}`,
          ok: statuses[409] === total - 1 && refused.length === 0,
        },
      ];
    },
  },
  {
    name: 'book 50 students into one main class (4 seats)',
    parallel: 50,
    prepare: oneOpenMainClass,
    // One student each, all different: only the seats decide.
    request: (i, state, ctx) => ({
      method: 'POST',
      path: '/ops/integration/classes/book',
      headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), 'x-service-key': state.key },
      body: JSON.stringify({
        teacherId: state.teacherId,
        startTime: state.start,
        courseType: 'MAIN',
        studentIds: [`race-stu-${i}`],
      }),
    }),
    verify: async ({ client, state, statuses, codes }) => {
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      const { rows } = await client.query(
        `select s.status, s.student_count,
                (select count(*)::int from class_students c where c.slot_id = s.id and c.cancelled_at is null) as booked
           from class_slots s where s.id = $1`,
        [state.slotId],
      );
      const [slot] = rows;
      return [
        {
          label: `students booked: ${slot.booked}, student_count ${slot.student_count}, ${slot.status} (want ${state.capacity}, ${state.capacity}, BOOKED)`,
          ok:
            slot.booked === state.capacity &&
            slot.student_count === state.capacity &&
            slot.status === 'BOOKED',
        },
        {
          label: `200 answers: ${statuses[200] ?? 0} (want ${state.capacity})`,
          ok: statuses[200] === state.capacity,
        },
        {
          label: `409 "already booked" answers: ${statuses[409] ?? 0} (want ${total - state.capacity}); codes ${JSON.stringify(codes)}`,
          ok: statuses[409] === total - state.capacity,
        },
      ];
    },
  },
  ...fixedRaces({ activatedTeacher }),
  ...leaveRaces({ activatedTeacher }),
  ...payRaces({ activatedTeacher }),
];
