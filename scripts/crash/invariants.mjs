import { MAIL_DOMAIN } from './servers.mjs';

/**
 * The invariants, read straight from the database after the storm and the queue's drain.
 * Each answers `{ name, ok, detail }`; a violation names an example to start from.
 * @param {{ client: import('pg').Client, world: object, ledger: object, inbox: object, runId: string }} args
 */
export async function checkInvariants({ client, world, ledger, inbox, runId }) {
  const teacherIds = world.teachers.map((teacher) => teacher.id);
  const one = async (text, values = []) => (await client.query(text, values)).rows[0];
  const results = [];
  const check = (name, bad, detail = '') =>
    results.push({
      name,
      ok: bad === 0,
      detail: `${bad} violation(s)${detail ? `; ${detail}` : ''}`,
    });

  // --- no partial records ------------------------------------------------------------------
  const accounts = await one(
    `select count(*)::int as total,
            count(*) filter (where not exists (select 1 from funnel_events f where f.user_id = u.id and f.name = 'CompleteRegistration')
                               or not exists (select 1 from security_events e where e.email = lower(u.email) and e.kind = 'REGISTERED')
                               or not exists (select 1 from sessions s where s.user_id = u.id))::int as bad,
            min(u.email) filter (where not exists (select 1 from sessions s where s.user_id = u.id)) as example
       from users u where u.email like $1`,
    [`crash.${runId}.%`],
  );
  check(
    'every account has its funnel event, security event and session',
    accounts.bad,
    `${accounts.total} accounts${accounts.example ? `, e.g. ${accounts.example}` : ''}`,
  );
  const counts = await one(
    `select count(*)::int as bad, min(s.id) as example
       from class_slots s
       left join lateral (select count(*)::int as n from class_students c
                           where c.slot_id = s.id and c.cancelled_at is null) c on true
      where s.teacher_id = any($1::bigint[]) and s.status in ('OPEN', 'BOOKED')
        and (s.student_count <> c.n or (s.status = 'BOOKED') <> (c.n > 0))`,
    [teacherIds],
  );
  check(
    "every open or booked class's count and status match its bookings",
    counts.bad,
    counts.example ? `e.g. class ${counts.example}` : '',
  );
  const leave = await one(
    `select (select count(*)::int from class_slots s
              where s.teacher_id = any($1::bigint[]) and s.status = 'CANCELLED'
                and not exists (select 1 from leave_record_classes l where l.slot_id = s.id)) as unrecorded,
            (select count(*)::int from leave_records r
              where r.teacher_id = any($1::bigint[])
                and not exists (select 1 from leave_record_classes l where l.leave_id = r.id)) as empty`,
    [teacherIds],
  );
  check(
    'every class given back has its leave record, and every record its classes',
    leave.unrecorded + leave.empty,
    `${leave.unrecorded} unrecorded, ${leave.empty} empty`,
  );
  const slips = await one(
    `select count(*)::int as payslips,
            count(*) filter (where p.total_cents <> coalesce((select sum(l.amount_cents) from payslip_lines l where l.payslip_id = p.id), 0))::int as bad
       from payslips p where p.month_start = to_timestamp($1 / 1000.0)`,
    [world.monthStart],
  );
  check("every payslip's lines add up to its total", slips.bad, `${slips.payslips} payslips`);
  const runs = await one(
    `select count(*)::int as runs,
            count(*) filter (where status <> 'DONE' or teachers_done <> teachers_total)::int as bad
       from pay_runs where month_start = to_timestamp($1 / 1000.0)`,
    [world.monthStart],
  );
  check(
    'every pay run finished with all its teachers',
    runs.bad + (runs.runs === 0 ? 1 : 0),
    `${runs.runs} run(s)`,
  );
  check(
    'one payslip per teacher of the month',
    Math.abs(slips.payslips - teacherIds.length),
    `${slips.payslips} of ${teacherIds.length}`,
  );

  // --- no double bookings, no class over capacity ------------------------------------------
  const overlaps = await one(
    `select count(*)::int as bad from class_slots a join class_slots b
         on a.teacher_id = b.teacher_id and a.id < b.id
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
      where a.teacher_id = any($1::bigint[]) and a.status <> 'CANCELLED' and b.status <> 'CANCELLED'`,
    [teacherIds],
  );
  check('no teacher holds two classes at one time', overlaps.bad);
  const twice = await one(
    `select count(*)::int as bad from (
       select c.slot_id from class_students c join class_slots s on s.id = c.slot_id
        where s.teacher_id = any($1::bigint[]) and c.cancelled_at is null
        group by c.slot_id, c.student_id having count(*) > 1) d`,
    [teacherIds],
  );
  check('no child twice in one class', twice.bad);
  const over = await one(
    `select count(*)::int as bad, max(n)::int as most from (
       select s.capacity, count(*) as n from class_students c join class_slots s on s.id = c.slot_id
        where s.teacher_id = any($1::bigint[]) and c.cancelled_at is null
        group by s.id, s.capacity) d where n > capacity`,
    [teacherIds],
  );
  check('no class over its capacity (4)', over.bad, over.most ? `most ${over.most}` : '');

  // --- the ledgers ---------------------------------------------------------------------------
  for (const [label, ledgerTable, balanceTable] of [
    ['cancellation credits', 'cancellation_credit_ledger', 'cancellation_credit_balances'],
    ['carrots', 'carrot_ledger', 'carrot_balances'],
  ]) {
    const sums = await one(
      `select count(*) filter (where coalesce(l.total, 0) <> coalesce(b.balance, 0))::int as bad,
              count(*) filter (where b.balance < 0)::int as negative,
              coalesce(sum(l.spent), 0)::int as spent
         from unnest($1::bigint[]) t(id)
         left join (select user_id, sum(amount) as total, -sum(amount) filter (where amount < 0) as spent
                      from ${ledgerTable} group by user_id) l on l.user_id = t.id
         left join ${balanceTable} b on b.user_id = t.id`,
      [teacherIds],
    );
    check(
      `the ${label} ledger sums to the balances, none negative`,
      sums.bad + sums.negative,
      `${sums.spent} spent`,
    );
  }
  // Carrots taken back past the balance are owed (decision 052): that sum is kept too.
  const owed = await one(
    `select count(*) filter (where coalesce(l.owed, 0) <> coalesce(b.owed, 0) or b.owed < 0)::int as bad,
            coalesce(sum(b.owed), 0)::int as owed
       from unnest($1::bigint[]) t(id)
       left join (select user_id, sum(owed) as owed from carrot_ledger group by user_id) l
         on l.user_id = t.id
       left join carrot_balances b on b.user_id = t.id`,
    [teacherIds],
  );
  check("the carrots owed are the ledger's sum, never negative", owed.bad, `${owed.owed} owed`);

  // --- every accepted request is stored ------------------------------------------------------
  for (const [kind, missing] of Object.entries(await lookUpAccepted(client, ledger.accepted))) {
    const accepted = ledger.accepted[kind]?.length ?? 0;
    check(
      `every accepted ${kind} is stored`,
      missing.length,
      `${accepted} accepted${missing[0] ? `, e.g. ${JSON.stringify(missing[0])}` : ''}`,
    );
  }

  // --- every queued mail is sent once --------------------------------------------------------
  results.push(...(await checkMail(client, inbox)));
  return results;
}

/** The accepted calls of each kind that left no row. */
async function lookUpAccepted(client, accepted) {
  const rows = async (text, values) => (await client.query(text, values)).rows;
  const missing = {};
  const emails = (accepted.register ?? []).map((a) => a.email);
  const found = new Set(
    (
      await rows(`select lower(email) as e from users where lower(email) = any($1::text[])`, [
        emails,
      ])
    ).map((r) => r.e),
  );
  missing.register = emails.filter((e) => !found.has(e.toLowerCase()));

  const opened = (accepted.open ?? []).flatMap((a) =>
    a.startTimes.map((start) => ({ teacherId: a.teacherId, start })),
  );
  const slots = new Set(
    (
      await rows(
        `select teacher_id::int as t, (extract(epoch from starts_at) * 1000)::bigint::text as s from class_slots where teacher_id = any($1::bigint[])`,
        [[...new Set(opened.map((o) => o.teacherId))]],
      )
    ).map((r) => `${r.t}:${r.s}`),
  );
  missing.open = opened.filter((o) => !slots.has(`${o.teacherId}:${o.start}`));

  const seats = (accepted.book ?? []).flatMap((a) =>
    a.studentIds.map((studentId) => ({ classId: a.classId, studentId })),
  );
  const booked = new Set(
    (
      await rows(
        `select slot_id::int as c, student_id as s from class_students where slot_id = any($1::bigint[])`,
        [[...new Set(seats.map((s) => s.classId))]],
      )
    ).map((r) => `${r.c}:${r.s}`),
  );
  missing.book = seats.filter((s) => !booked.has(`${s.classId}:${s.studentId}`));

  for (const kind of ['cancel', 'exchange']) {
    const given = accepted[kind] ?? [];
    const recorded = new Map(
      (
        await rows(
          `select slot_id::int as s, credit_used as credit from leave_record_classes where slot_id = any($1::bigint[]) and kind = 'CANCELLATION'`,
          [given.map((g) => g.slotId)],
        )
      ).map((r) => [r.s, r.credit]),
    );
    // An exchange of a booked class spends a credit; a cancellation of one never does.
    missing[kind] = given.filter(
      (g) => !recorded.has(g.slotId) || (kind === 'cancel' && recorded.get(g.slotId)),
    );
  }

  const resets = [...new Set((accepted.reset ?? []).map((a) => a.email.toLowerCase()))];
  const mailed = new Set(
    (
      await rows(
        `select lower(data->>'to') as e from pgboss.job where name = 'send-mail' and lower(data->>'to') = any($1::text[])`,
        [resets],
      )
    ).map((r) => r.e),
  );
  missing.reset = resets.filter((e) => !mailed.has(e));

  const runs = (accepted.payRun ?? []).map((a) => a.runId);
  const stored = new Set(
    (await rows(`select id::int from pay_runs where id = any($1::bigint[])`, [runs])).map(
      (r) => r.id,
    ),
  );
  missing.payRun = runs.filter((id) => !stored.has(id));

  if (accepted.release?.length) {
    const { rows: slips } = await client.query(
      `select count(*) filter (where status = 'DRAFT')::int as drafts, count(*)::int as n from payslips`,
    );
    const { rows: mails } = await client.query(
      `select count(*)::int as n from pgboss.job where name = 'send-mail' and data->>'subject' ilike '%payslip%'`,
    );
    missing.release =
      slips[0].drafts > 0 || mails[0].n < slips[0].n
        ? [{ drafts: slips[0].drafts, payslips: slips[0].n, mails: mails[0].n }]
        : [];
  }
  return missing;
}

/**
 * Every send-mail job is done, and its key's Message-ID reached the inbox; a copy beyond the
 * first is allowed only for a key the worker ran more than once (the crash window).
 */
async function checkMail(client, inbox) {
  const { rows: jobs } = await client.query(
    `select j.data->>'key' as key, j.state, coalesce(d.attempts, 0) as attempts, d.sent_at is not null as sent
       from pgboss.job j left join mail_deliveries d on d.key = j.data->>'key'
      where j.name = 'send-mail'`,
  );
  const notDone = jobs.filter((job) => job.state !== 'completed');
  const keys = new Set(jobs.map((job) => `<${job.key}@${MAIL_DOMAIN}>`));
  let lost = 0;
  let doubledInWindow = 0;
  let doubledWithout = 0;
  for (const job of jobs) {
    const seen = inbox.byMessageId.get(`<${job.key}@${MAIL_DOMAIN}>`);
    if (!seen || !job.sent) lost += 1;
    else if (seen.count > 1) {
      if (job.attempts > 1) doubledInWindow += 1;
      else doubledWithout += 1;
    }
  }
  const strangers = [...inbox.byMessageId.keys()].filter((id) => !keys.has(id)).length;
  const { raw, distinct, withoutId } = inbox.counts();
  return [
    {
      name: 'every mail job is done',
      ok: notDone.length === 0,
      detail: `${jobs.length} jobs, ${notDone.length} not done${notDone[0] ? ` (e.g. ${notDone[0].state})` : ''}`,
    },
    {
      name: 'every queued mail reached the inbox once by Message-ID',
      ok: lost === 0 && doubledWithout === 0 && strangers === 0 && withoutId === 0,
      detail: `${distinct} distinct Message-IDs, ${raw} raw deliveries; ${lost} lost, ${doubledInWindow} sent twice in the crash window, ${doubledWithout} twice without a crash, ${strangers + withoutId} unknown`,
    },
  ];
}
